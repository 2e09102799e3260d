/** Calls of the audit trail tab: GET /api/audit/events (paged), event types, exports (.csv/.xlsx) and the pickers' searches. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { getToken } from '../../../lib/storage';
import type { Localized } from '../../../lib/localize';
import type { LibraryPage } from '../../../../shared/contracts/catalog';
import type { UsersPage } from '../../../../shared/contracts/identity';
import type { GroupPage } from '../../../../shared/contracts/organization';
import type { TrailPage } from '../../../../shared/contracts/audit';

export type { TrailItem, TrailPage } from '../../../../shared/contracts/audit';

export interface TrailFilters {
  /** Calendar days YYYY-MM-DD (Europe/Berlin on the server), both inclusive. */
  from: string | null;
  to: string | null;
  userId: string | null;
  trainingId: string | null;
  groupId: string | null;
  types: string[];
}

export const EMPTY_FILTERS: TrailFilters = { from: null, to: null, userId: null, trainingId: null, groupId: null, types: [] };

export const TRAIL_PAGE_SIZE = 50;

/** The query string of a filter (and a page for the list). */
export function trailQueryString(f: TrailFilters, page?: number): string {
  const p = new URLSearchParams();
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.userId) p.set('userId', f.userId);
  if (f.trainingId) p.set('trainingId', f.trainingId);
  if (f.groupId) p.set('groupId', f.groupId);
  if (f.types.length) p.set('type', f.types.join(','));
  if (page !== undefined) {
    p.set('page', String(page));
    p.set('limit', String(TRAIL_PAGE_SIZE));
  }
  return p.toString();
}

export const trailKeys = {
  all: ['audit', 'trail'] as const,
  page: (f: TrailFilters, page: number, lang: string) => [...trailKeys.all, 'page', f, page, lang] as const,
  types: (lang: string) => [...trailKeys.all, 'types', lang] as const,
  search: (kind: string, search: string) => ['audit', 'pick', kind, search] as const,
};

export const trailPageQuery = (f: TrailFilters, page: number, lang: string) =>
  queryOptions({
    queryKey: trailKeys.page(f, page, lang),
    queryFn: ({ signal }) => api.get<TrailPage>(`/api/audit/events?${trailQueryString(f, page)}`, signal),
    placeholderData: keepPreviousData,
  });

export const eventTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: trailKeys.types(lang),
    queryFn: ({ signal }) => api.get<{ items: { type: string; label: string }[] }>('/api/audit/event-types', signal),
    staleTime: Infinity,
  });

/** One option of a picker. */
export interface PickOption {
  value: string;
  label: string;
}


const q = (search: string) => (search ? `search=${encodeURIComponent(search)}&` : '');

/** The first page of the company's people, trainings or units matching a search. */
export async function searchPeople(search: string, signal?: AbortSignal): Promise<PickOption[]> {
  const r = await api.get<UsersPage>(`/api/users?${q(search)}page=1`, signal);
  return r.users.map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName} (${u.email})` }));
}
export async function searchTrainings(search: string, localize: (v: Localized) => string, signal?: AbortSignal): Promise<PickOption[]> {
  const r = await api.get<LibraryPage>(`/api/trainings?${q(search)}page=1`, signal);
  return r.trainings.map((t) => ({ value: t.id, label: localize(t.title) }));
}
export async function searchUnits(search: string, signal?: AbortSignal): Promise<PickOption[]> {
  const r = await api.get<GroupPage>(`/api/user-groups?${q(search)}page=1`, signal);
  return r.groups.map((g) => ({ value: g.id, label: g.name }));
}

/**
 * Downloads an export with the signed-in user's token (a plain link cannot carry it): fetched as a
 * blob, saved under the file name the server gives in Content-Disposition.
 */
export async function downloadExport(ext: 'csv' | 'xlsx', f: TrailFilters, lang: 'de' | 'en'): Promise<void> {
  const headers = new Headers({ 'Accept-Language': lang });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/audit/events.${ext}?${trailQueryString(f)}`, { headers });
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: no server message
    }
    throw new ApiError(response.status, response.statusText || 'Error', message, undefined, undefined);
  }
  await saveResponse(response, `protokoll.${ext}`);
}
