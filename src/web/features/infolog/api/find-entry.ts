/**
 * One entry by id for the dashboard's ?highlight={id} (spec section 2): from a changelog list already
 * in the cache (the bell's unread list usually has it), else `GET /api/changelog/{id}`; an entry the
 * caller may not see answers 404, which is "not found" here.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { changelogKeys } from './queries';
import type { ChangelogEntry, ChangelogPage } from './types';

function fromCache(queryClient: QueryClient, id: string): ChangelogEntry | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: changelogKeys.all })) {
    const list = data && typeof data === 'object' && 'changelogs' in data ? (data as ChangelogPage).changelogs : undefined;
    const hit = list?.find((entry) => entry.id === id);
    if (hit) return hit;
  }
  return undefined;
}

export async function findChangelogEntry(queryClient: QueryClient, id: string, signal?: AbortSignal): Promise<ChangelogEntry | null> {
  const cached = fromCache(queryClient, id);
  if (cached) return cached;
  try {
    return await api.get<ChangelogEntry>(`/api/changelog/${encodeURIComponent(id)}`, signal);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}
