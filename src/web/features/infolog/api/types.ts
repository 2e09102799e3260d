/** Shapes of the infolog (changelog) API (docs/api/infolog.md): the shared contracts. Lists are newest first. */
export type {
  ChangelogEntry,
  ChangelogGroup,
  ChangelogPage,
  GroupChangelogPage,
  ReadStatus,
} from '../../../../shared/contracts/infolog';
export type { PostedChangelogEntry as CreatedChangelogEntry } from '../../../../shared/contracts/infolog';

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
