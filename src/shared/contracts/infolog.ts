/**
 * Response types of the infolog API (`/api/changelog`, docs/api/infolog.md), shared by the server
 * and the web app. Pure types.
 */

/** One infolog entry (message of a group). URLs are signed. */
export interface ChangelogEntry {
  readonly id: string;
  readonly title: string;
  readonly message: string;
  readonly videoUrl: string | null;
  readonly posterUrl: string | null;
  readonly videoDuration: number | null;
  /** When the caller read it (null: unread). */
  readonly readAt: string | null;
  readonly createdAt: string;
  readonly createdBy: string;
  readonly createdByName: string;
  readonly groupId: string;
  readonly groupName: string;
  /** Current members of the group who read it. */
  readonly readCount: number;
  readonly totalMembers: number;
  /** The caller is a current member (only members mark read). */
  readonly canMarkRead: boolean;
}

/** One page of entries, newest first. */
export interface ChangelogPage {
  readonly changelogs: readonly ChangelogEntry[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
}

/** `GET /api/user-groups/{id}/changelog`: the page plus what the caller may do in the group. */
export interface GroupChangelogPage extends ChangelogPage {
  readonly canPost: boolean;
  readonly canViewReadStatus: boolean;
}

/** `POST /api/user-groups/{id}/changelog`. */
export interface PostedChangelogEntry {
  readonly entry: ChangelogEntry;
  readonly emailsQueued: number;
}

/** `POST /api/changelog/{id}/read`. */
export interface ReadReceipt {
  readonly readAt: string;
}

/** `GET /api/changelog/{id}/read-status`: current members who read it and who did not. */
export interface ReadStatus {
  readonly readBy: readonly { readonly id: string; readonly firstName: string; readonly lastName: string; readonly readAt: string }[];
  readonly unreadBy: readonly { readonly id: string; readonly firstName: string; readonly lastName: string }[];
}

/** `GET /api/user/changelog-groups`: a group of the caller with its number of entries. */
export interface ChangelogGroup {
  readonly id: string;
  readonly name: string;
  readonly changelogCount: number;
}
