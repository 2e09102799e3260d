/** Queries of the as-of tab: the page, the trend, and the pickers' searches over the existing list APIs. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { getToken } from '../../../lib/storage';
import type { AsOfPage, AsOfTrend } from '../../../../shared/contracts/audit-as-of';
import type { ProgressStatus } from '../../../../shared/contracts/learning';
import type { GroupPage } from '../../../../shared/contracts/organization';
import type { UsersPage } from '../../../../shared/contracts/identity';
import type { LibraryPage } from '../../../../shared/contracts/catalog';

export interface AsOfFilters {
  /** ISO instant */
  readonly asOf: string;
  readonly groupId: string | undefined;
  readonly userId: string | undefined;
  readonly trainingId: string | undefined;
  readonly status: ProgressStatus | undefined;
}

export function filterQuery(f: AsOfFilters): URLSearchParams {
  const p = new URLSearchParams({ asOf: f.asOf });
  if (f.groupId) p.set('groupId', f.groupId);
  if (f.userId) p.set('userId', f.userId);
  if (f.trainingId) p.set('trainingId', f.trainingId);
  if (f.status) p.set('status', f.status);
  return p;
}

export const asOfQueryOptions = (f: AsOfFilters, page: number, limit: number) =>
  queryOptions({
    queryKey: ['audit', 'as-of', f, page, limit],
    queryFn: ({ signal }) => {
      const p = filterQuery(f);
      p.set('page', String(page));
      p.set('limit', String(limit));
      return api.get<AsOfPage>(`/api/audit/compliance?${p.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
  });

export const trendQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: ['audit', 'as-of-trend', groupId],
    queryFn: ({ signal }) => api.get<AsOfTrend>(`/api/audit/compliance/trend?groupId=${encodeURIComponent(groupId)}`, signal),
    staleTime: 60_000,
  });

const search = (s: string) => (s ? `&search=${encodeURIComponent(s)}` : '');

export const pickGroupsQueryOptions = (s: string) =>
  queryOptions({
    queryKey: ['audit', 'pick-groups', s],
    queryFn: ({ signal }) => api.get<GroupPage>(`/api/user-groups?page=1${search(s)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const pickPeopleQueryOptions = (s: string) =>
  queryOptions({
    queryKey: ['audit', 'pick-people', s],
    queryFn: ({ signal }) => api.get<UsersPage>(`/api/users?page=1${search(s)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const pickTrainingsQueryOptions = (s: string) =>
  queryOptions({
    queryKey: ['audit', 'pick-trainings', s],
    queryFn: ({ signal }) => api.get<LibraryPage>(`/api/trainings?page=1${search(s)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Downloads an export (a link cannot carry the bearer token): fetched as a blob and saved under its name. */
export async function downloadExport(f: AsOfFilters, ext: 'csv' | 'xlsx' | 'pdf', lang: 'de' | 'en'): Promise<void> {
  const p = filterQuery(f);
  p.set('lang', lang);
  const headers = new Headers({ 'Accept-Language': lang });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`/api/audit/compliance.${ext}?${p.toString()}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(res.status, res.statusText, body.message, body.code, body);
  }
  await saveResponse(res, `stand.${ext}`);
}
