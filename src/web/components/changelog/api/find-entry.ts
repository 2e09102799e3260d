/**
 * Finding one entry by id for the dashboard's ?highlight={id} (spec section 2). The API has no call
 * for a single entry, so the entry is taken from a changelog list already in the cache (the bell's
 * unread list usually has it), else from the caller's unread entries, else from the newest entries.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { changelogKeys } from './queries';
import type { ChangelogEntry, ChangelogPage } from './types';

const SCAN_LIMIT = 50;
const SCAN_PAGES = 4;

function fromCache(queryClient: QueryClient, id: string): ChangelogEntry | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: changelogKeys.all })) {
    const list = data && typeof data === 'object' && 'changelogs' in data ? (data as ChangelogPage).changelogs : undefined;
    const hit = list?.find((entry) => entry.id === id);
    if (hit) return hit;
  }
  return undefined;
}

async function scan(query: string, id: string, signal?: AbortSignal): Promise<ChangelogEntry | undefined> {
  for (let page = 1; page <= SCAN_PAGES; page += 1) {
    const result = await api.get<ChangelogPage>(`/api/user/all-changelog?${query}&page=${page}&limit=${SCAN_LIMIT}`, signal);
    const hit = result.changelogs.find((entry) => entry.id === id);
    if (hit) return hit;
    if (page >= result.totalPages) break;
  }
  return undefined;
}

export async function findChangelogEntry(queryClient: QueryClient, id: string, signal?: AbortSignal): Promise<ChangelogEntry | null> {
  return fromCache(queryClient, id) ?? (await scan('unread=true', id, signal)) ?? (await scan('unread=false', id, signal)) ?? null;
}
