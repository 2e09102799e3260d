/** Infolog constants (spec sections 4 and 9). */

/** Entries per page in the group panel and the dashboard list. */
export const CHANGELOG_PAGE_SIZE = 10;
/** The bell asks for the first page of unread entries; its count is the total. */
export const UNREAD_PAGE_SIZE = 10;
/** The bell polls every 30 s and never serves cached data. */
export const UNREAD_POLL_MS = 30_000;
/** Longest infolog video. */
export const CHANGELOG_VIDEO_MAX_SECONDS = 180;
/** A video counts as watched at 80 percent of its duration ... */
export const WATCHED_FRACTION = 0.8;
/** ... or within 5 seconds of its end (or when it ended). */
export const WATCHED_END_MARGIN_SECONDS = 5;

/**
 * Whether playback has reached the point where the entry counts as read: 80 percent of the
 * duration or within 5 s of the end. Unknown durations (WebM without header) never count here;
 * the 'ended' event still does.
 */
export function isWatched(currentTime: number, duration: number | null | undefined): boolean {
  if (duration == null || !Number.isFinite(duration) || duration <= 0) return false;
  if (!(currentTime > 0)) return false;
  return currentTime >= duration * WATCHED_FRACTION || duration - currentTime <= WATCHED_END_MARGIN_SECONDS;
}
