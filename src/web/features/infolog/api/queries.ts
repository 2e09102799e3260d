/**
 * Read side of the infolog: one key factory for every changelog cache, so that marking an entry read
 * or posting one refreshes the group panels, the dashboard list, the group filter and the bell at once.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CHANGELOG_PAGE_SIZE, UNREAD_PAGE_SIZE, UNREAD_POLL_MS } from '../lib/constants';
import type { ChangelogGroup, ChangelogPage, FeedFilters, GroupChangelogPage, ReadStatus } from './types';

export const changelogKeys = {
  all: ['changelog'] as const,
  groupPanels: () => [...changelogKeys.all, 'group'] as const,
  group: (groupId: string, page: number) => [...changelogKeys.groupPanels(), groupId, page] as const,
  feeds: () => [...changelogKeys.all, 'feed'] as const,
  feed: (filters: FeedFilters) => [...changelogKeys.feeds(), filters] as const,
  groups: () => [...changelogKeys.all, 'groups'] as const,
  unread: () => [...changelogKeys.all, 'unread'] as const,
  readStatus: (entryId: string) => [...changelogKeys.all, 'read-status', entryId] as const,
};

/** The error texts of spec section 8 ('Failed to fetch changelog', ...), keeping the API error as cause. */
export type ChangelogFetchText = 'Failed to fetch changelog' | 'Failed to fetch read status' | 'Failed to fetch total changelog count';

export class ChangelogFetchError extends Error {
  constructor(
    message: ChangelogFetchText,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'ChangelogFetchError';
  }
}

async function fetchOr<T>(path: string, signal: AbortSignal, message: ChangelogFetchText): Promise<T> {
  try {
    return await api.get<T>(path, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChangelogFetchError(message, error);
  }
}

const groupPath = (groupId: string) => `/api/user-groups/${encodeURIComponent(groupId)}/changelog`;

/** GET /api/user-groups/{id}/changelog?page&limit=10, fetched fresh whenever a panel opens. */
export const groupChangelogQueryOptions = (groupId: string, page: number) =>
  queryOptions({
    queryKey: changelogKeys.group(groupId, page),
    queryFn: ({ signal }) =>
      fetchOr<GroupChangelogPage>(`${groupPath(groupId)}?page=${page}&limit=${CHANGELOG_PAGE_SIZE}`, signal, 'Failed to fetch changelog'),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function feedQueryString(filters: FeedFilters, limit = CHANGELOG_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  if (filters.search) params.set('search', filters.search);
  if (filters.groupId) params.set('groupId', filters.groupId);
  return params.toString();
}

/** GET /api/user/all-changelog: the caller's entries from all their groups, newest first. */
export const feedQueryOptions = (filters: FeedFilters) =>
  queryOptions({
    queryKey: changelogKeys.feed(filters),
    queryFn: ({ signal }) => fetchOr<ChangelogPage>(`/api/user/all-changelog?${feedQueryString(filters)}`, signal, 'Failed to fetch changelog'),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/user/changelog-groups: the group filter of the dashboard list. */
export const changelogGroupsQueryOptions = () =>
  queryOptions({
    queryKey: changelogKeys.groups(),
    queryFn: ({ signal }) => fetchOr<ChangelogGroup[]>('/api/user/changelog-groups', signal, 'Failed to fetch changelog'),
    staleTime: 0,
  });

/**
 * The bell (spec sections 2, 4, 7): GET /api/user/all-changelog?unread=true&page=1&limit=10, polled
 * every 30 s and never served from cache.
 */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: changelogKeys.unread(),
    queryFn: ({ signal }) =>
      fetchOr<ChangelogPage>(`/api/user/all-changelog?unread=true&page=1&limit=${UNREAD_PAGE_SIZE}`, signal, 'Failed to fetch total changelog count'),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: UNREAD_POLL_MS,
  });

/** GET /api/changelog/{id}/read-status: who read an entry and when; always fresh. */
export const readStatusQueryOptions = (entryId: string) =>
  queryOptions({
    queryKey: changelogKeys.readStatus(entryId),
    queryFn: ({ signal }) =>
      fetchOr<ReadStatus>(`/api/changelog/${encodeURIComponent(entryId)}/read-status`, signal, 'Failed to fetch read status'),
    staleTime: 0,
  });
