/**
 * The infolog (changelog) pieces several features use: API (query keys, queries, mark read, post),
 * the entry detail dialog with reading by watching, the read status dialog and the badges.
 */
import './changelog.css';

export * from './api/types';
export {
  changelogKeys,
  ChangelogFetchError,
  changelogGroupsQueryOptions,
  feedQueryOptions,
  groupChangelogQueryOptions,
  readStatusQueryOptions,
  unreadQueryOptions,
} from './api/queries';
export { useCreateChangelogEntry, useMarkRead } from './api/mutations';
export { findChangelogEntry } from './api/find-entry';
export { CHANGELOG_PAGE_SIZE, CHANGELOG_VIDEO_MAX_SECONDS, isWatched } from './lib/constants';
export { ReadBadge, ReadCounter, VideoBadge } from './components/badges';
export { ChangelogVideo } from './components/changelog-video';
export { EntryDetailDialog, type EntryDetailDialogProps } from './components/entry-detail-dialog';
export { EntryMeta } from './components/entry-meta';
export { ReadStatusDialog } from './components/read-status-dialog';
export { useMarkReadAction } from './components/use-mark-read';
export { changelogTranslations, useChangelogT } from './i18n';
