/**
 * The infolog: the server module is called infolog, its API path stays /api/changelog (the web names follow the module).
 * Public surface: the bell with the unread messages, the dashboard list, and the pieces other features use
 * (API: query keys, queries, mark read, post; the entry detail dialog with reading by watching, the read
 * status dialog and the badges).
 */
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
export { infologTranslations, useInfologT } from './i18n';
export { NotificationBell, NotificationSummary } from './components/notification-bell';
export { DashboardChangelog } from './components/dashboard-changelog';
export { useUnreadMessages } from './api/get-unread-messages';
