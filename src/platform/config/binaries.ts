import { Schema } from 'effect';
import { DEFAULT_SEARCH_DIRS, type BinarySettings } from '../binaries';
import { optional, optionalKeepEmpty, Text } from './variables';

/** `BINARY_SEARCH_PATHS`: colon-separated directories (empty = no system search). */
const SearchDirs = Schema.transform(Schema.String, Schema.Array(Schema.String), {
  strict: true,
  decode: (raw) => raw.split(':').map((d) => d.trim()).filter((d) => d.length > 0),
  encode: (dirs) => dirs.join(':'),
});

/** Where Chromium, ffmpeg and ffprobe are looked for. */
export const binariesVariables = {
  CHROME_PATH: optional(Text),
  FFMPEG_PATH: optional(Text),
  FFPROBE_PATH: optional(Text),
  // unset: the usual directories; set: exactly these (empty: none)
  BINARY_SEARCH_PATHS: optionalKeepEmpty(SearchDirs),
};

export function binariesConfig(v: Schema.Struct.Type<typeof binariesVariables>): BinarySettings {
  return { chromePath: v.CHROME_PATH, ffmpegPath: v.FFMPEG_PATH, ffprobePath: v.FFPROBE_PATH, searchDirs: v.BINARY_SEARCH_PATHS ?? DEFAULT_SEARCH_DIRS };
}
