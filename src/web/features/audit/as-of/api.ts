/** Queries of the as-of tab: the page, the trend, and the pickers' searches over the existing list APIs. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { getToken } from '../../../lib/storage';
import type { Localized } from '../../../lib/localize';
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
  /** The language version of the completion (a content language tag, or `none`: not recorded). */
  readonly deliveredLanguage: string | undefined;
}

export function filterQuery(f: AsOfFilters): URLSearchParams {
  const p = new URLSearchParams({ asOf: f.asOf });
  if (f.groupId) p.set('groupId', f.groupId);
  if (f.userId) p.set('userId', f.userId);
  if (f.trainingId) p.set('trainingId', f.trainingId);
  if (f.status) p.set('status', f.status);
  if (f.deliveredLanguage) p.set('deliveredLanguage', f.deliveredLanguage);
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

/** One option of a picker; its label is localized when it is shown. */
export interface PickOption {
  readonly value: string;
  readonly label: Localized;
}

export type PickKind = 'group' | 'person' | 'training';

/** The pickers' searches over the existing list APIs: the first page of matches, as options. */
const PICK_SEARCHES: Record<PickKind, (s: string, signal: AbortSignal) => Promise<PickOption[]>> = {
  group: async (s, signal) => (await api.get<GroupPage>(`/api/user-groups?page=1${search(s)}`, signal)).groups.map((g) => ({ value: g.id, label: g.name })),
  person: async (s, signal) => (await api.get<UsersPage>(`/api/users?page=1${search(s)}`, signal)).users.map((u) => ({ value: u.id, label: `${u.lastName}, ${u.firstName}` })),
  training: async (s, signal) => (await api.get<LibraryPage>(`/api/trainings?page=1${search(s)}`, signal)).trainings.map((x) => ({ value: x.id, label: x.title })),
};

export const pickQueryOptions = (kind: PickKind, s: string) =>
  queryOptions({
    queryKey: ['audit', 'as-of-pick', kind, s],
    queryFn: ({ signal }) => PICK_SEARCHES[kind](s, signal),
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
