/** Shapes of the infolog (changelog) API (docs/api/infolog.md). Lists are newest first. */
import type { Localized } from '../../../lib/localize';

export interface ChangelogEntry {
  id: string;
  title: string;
  message: string;
  /** Signed URL of the video, or null. */
  videoUrl: string | null;
  posterUrl: string | null;
  /** Seconds. */
  videoDuration: number | null;
  /** When the signed-in user read it; null while unread. */
  readAt: string | null;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  groupId: string;
  groupName: Localized;
  /** Current members who have read it. */
  readCount: number;
  /** Current members of the group. */
  totalMembers: number;
  /** The caller is a current member of the group and may mark it read (owners who are not members may not). */
  canMarkRead: boolean;
}

export interface ChangelogPage {
  changelogs: ChangelogEntry[];
  totalCount: number;
  totalPages: number;
  page: number;
}

/** GET /api/user-groups/{id}/changelog: one page of a group's infolog plus what the caller may do. */
export interface GroupChangelogPage extends ChangelogPage {
  canPost: boolean;
  canViewReadStatus: boolean;
}

export interface ReadStatus {
  readBy: { id: string; firstName: string; lastName: string; readAt: string }[];
  unreadBy: { id: string; firstName: string; lastName: string }[];
}

/** A group with infolog entries the caller can read (GET /api/user/changelog-groups). */
export interface ChangelogGroup {
  id: string;
  name: Localized;
  changelogCount: number;
}

/** Filters of the caller's infolog feed (GET /api/user/all-changelog). */
export interface FeedFilters {
  page: number;
  search: string;
  groupId: string | null;
}

export interface NewChangelogEntry {
  title: string;
  message: string;
  videoUrl?: string;
}

export interface CreatedChangelogEntry {
  entry: ChangelogEntry;
  emailsQueued: number;
}
