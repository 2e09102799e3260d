/** Read side of the users feature: query-key factory and queryOptions. Mutations invalidate through these. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQueryString } from '../../../lib/list-queries';
import type { UnitOption, UserFilters, UsersPage } from './types';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...userKeys.lists(), filters] as const,
};

export function usersQueryString(filters: UserFilters): string {
  return listQueryString({ search: filters.search, role: filters.role, page: String(filters.page) });
}

/** GET /api/users: one page of the company's users, searched, filtered and sorted by the server. */
export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => api.get<UsersPage>(`/api/users?${usersQueryString(filters)}`, signal),
    // Keep the previous page on screen while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters) {
  return useQuery(usersQueryOptions(filters));
}

export const unitKeys = {
  all: ['users', 'invite-units'] as const,
  search: (search: string) => [...unitKeys.all, search] as const,
};

/** Units the signed-in user may add members to, first page of a search (the invite dialog's picker). */
export const inviteUnitsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: unitKeys.search(search),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ editable: 'true', page: '1' });
      if (search) params.set('search', search);
      const page = await api.get<{ groups: UnitOption[]; totalCount: number }>(`/api/user-groups?${params.toString()}`, signal);
      return { units: page.groups.map((g) => ({ id: g.id, name: g.name })), totalCount: page.totalCount };
    },
    placeholderData: keepPreviousData,
  });

export function useInviteUnits(search: string, enabled: boolean) {
  return useQuery({ ...inviteUnitsQueryOptions(search), enabled });
}
