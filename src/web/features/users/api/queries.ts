/** Read side of the users feature: query-key factory and queryOptions. Mutations invalidate through these. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { UserFilters, UsersPage } from './types';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...userKeys.lists(), filters] as const,
};

export function usersQueryString(filters: UserFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.role) params.set('role', filters.role);
  params.set('page', String(filters.page));
  return params.toString();
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
