export {
  chromiumAt,
  DEFAULT_SEARCH_DIRS,
  describeBinaries,
  resolveBinaries,
  type Binaries,
  type BinaryInfo,
  type BinarySettings,
  type BinarySource,
  type ChromiumBinary,
  type ChromiumLaunch,
} from './resolve';
