/**
 * Read side of the groups feature: query-key factories and queryOptions. Mutations (mutations.ts)
 * invalidate through these factories.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { candidatesQueryOptions, listQueryString, ownershipParam } from '../../../lib/list-queries';
import { PROGRESS_PAGE_SIZE, type GroupProgress } from '../../../../shared/contracts/learning';
import type { Bundle, GroupFilters, GroupMember, GroupPage, GroupTraining, LibraryTrainingPage, ProgressFilters } from './types';

/** The progress report as the dialog shows it (GET /api/user-groups/{id}/progress). */
export type ProgressReport = GroupProgress;

export const groupKeys = {
  all: ['user-groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (filters: GroupFilters) => [...groupKeys.lists(), filters] as const,
  group: (id: string) => [...groupKeys.all, 'group', id] as const,
  members: (id: string) => [...groupKeys.group(id), 'members'] as const,
  memberPage: (id: string, search: string, page: number) => [...groupKeys.members(id), search, page] as const,
  memberCandidates: (id: string, search?: string) =>
    search === undefined ? ([...groupKeys.group(id), 'member-candidates'] as const) : ([...groupKeys.group(id), 'member-candidates', search] as const),
  trainings: (id: string) => [...groupKeys.group(id), 'trainings'] as const,
  coOwnerCandidates: (id: string, search?: string) =>
    search === undefined ? ([...groupKeys.group(id), 'co-owner-candidates'] as const) : ([...groupKeys.group(id), 'co-owner-candidates', search] as const),
  bundles: (id: string) => [...groupKeys.group(id), 'bundles'] as const,
  progressAll: (id: string) => [...groupKeys.group(id), 'progress'] as const,
  progress: (id: string, filters: ProgressFilters) => [...groupKeys.progressAll(id), filters] as const,
};

/** Company data the groups dialogs pick from (trainings library, bundles). */
export const pickKeys = {
  trainings: (search: string) => ['user-groups-pick', 'trainings', search] as const,
  bundles: (search = '') => ['user-groups-pick', 'bundles', search] as const,
};

const groupPath = (id: string) => `/api/user-groups/${encodeURIComponent(id)}`;

export function groupsQueryString(filters: GroupFilters): string {
  return listQueryString({ search: filters.search, ownership: ownershipParam(filters.ownership), page: String(filters.page) });
}

/** GET /api/user-groups: one page (15) of the company's groups, searched and filtered on the server. */
export const groupsQueryOptions = (filters: GroupFilters) =>
  queryOptions({
    queryKey: groupKeys.list(filters),
    queryFn: ({ signal }) => api.get<GroupPage>(`/api/user-groups?${groupsQueryString(filters)}`, signal),
    placeholderData: keepPreviousData,
  });

/** Members shown a page at a time in the members dialog. */
export const MEMBERS_PAGE_SIZE = 50;

/** GET /api/user-groups/{id}/members: one page (50) of the members, searched on the server. */
export const membersQueryOptions = (id: string, search: string, page: number) =>
  queryOptions({
    queryKey: groupKeys.memberPage(id, search, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(MEMBERS_PAGE_SIZE) });
      if (search) params.set('search', search);
      return api.getPage<GroupMember>(`${groupPath(id)}/members?${params.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
  });

export const memberCandidatesQueryOptions = (id: string, search: string) =>
  candidatesQueryOptions(groupKeys.memberCandidates(id, search), `${groupPath(id)}/member-candidates`, search);

export const groupTrainingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupKeys.trainings(id),
    queryFn: ({ signal }) => api.get<GroupTraining[]>(`${groupPath(id)}/trainings`, signal),
  });

export const coOwnerCandidatesQueryOptions = (id: string, search: string) =>
  candidatesQueryOptions(groupKeys.coOwnerCandidates(id, search), `${groupPath(id)}/co-owner-candidates`, search);

export const groupBundlesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupKeys.bundles(id),
    queryFn: ({ signal }) => api.get<Bundle[]>(`${groupPath(id)}/bundles`, signal),
  });

export function progressQueryString(filters: ProgressFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(PROGRESS_PAGE_SIZE), trainingPage: String(filters.trainingPage) });
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  return params.toString();
}

/** One page (50) of the group's members in the progress report, searched and filtered on the server; the cards cover the whole group. */
export const progressQueryOptions = (id: string, filters: ProgressFilters) =>
  queryOptions({
    queryKey: groupKeys.progress(id, filters),
    queryFn: ({ signal }) => api.get<ProgressReport>(`${groupPath(id)}/progress?${progressQueryString(filters)}`, signal),
    // A report: always fetched fresh when opened; the previous page stays on screen while the next loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /api/trainings?search=: the first page of the company library matching the search. */
export const pickTrainingsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: pickKeys.trainings(search),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: '1' });
      if (search) params.set('search', search);
      return api.get<LibraryTrainingPage>(`/api/trainings?${params.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/training-bundles?search=: the first page (15) of the company's bundles matching the search. */
export const pickBundlesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: pickKeys.bundles(search),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: '1' });
      if (search) params.set('search', search);
      return (await api.getPage<Bundle>(`/api/training-bundles?${params.toString()}`, signal)).items;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useGroups(filters: GroupFilters) {
  return useQuery(groupsQueryOptions(filters));
}

export function useGroupMembers(id: string, search: string, page: number) {
  return useQuery(membersQueryOptions(id, search, page));
}

export function useMemberCandidates(id: string, search: string, enabled: boolean) {
  return useQuery({ ...memberCandidatesQueryOptions(id, search), enabled });
}

export function useGroupTrainings(id: string, enabled = true) {
  return useQuery({ ...groupTrainingsQueryOptions(id), enabled });
}

export function useCoOwnerCandidates(id: string, search: string, enabled: boolean) {
  return useQuery({ ...coOwnerCandidatesQueryOptions(id, search), enabled });
}

export function useGroupBundles(id: string, enabled = true) {
  return useQuery({ ...groupBundlesQueryOptions(id), enabled });
}

export function useGroupProgress(id: string, filters: ProgressFilters, enabled = true) {
  return useQuery({ ...progressQueryOptions(id, filters), enabled });
}

export function usePickTrainings(search: string, enabled: boolean) {
  return useQuery({ ...pickTrainingsQueryOptions(search), enabled });
}

export function usePickBundles(search: string, enabled: boolean) {
  return useQuery({ ...pickBundlesQueryOptions(search), enabled });
}
