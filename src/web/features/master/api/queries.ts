/**
 * Read side of the master backoffice: query keys and queries. The delete mutation (mutations.ts)
 * refreshes everything under `masterKeys.all`.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQueryString } from '../../../lib/list-queries';
import type { CompaniesPage, CompanyDetails, CompanyFilters, ContactRequestPage, ContactStatusFilter, MasterStats } from './types';

export const masterKeys = {
  all: ['master'] as const,
  stats: () => [...masterKeys.all, 'stats'] as const,
  lists: () => [...masterKeys.all, 'companies'] as const,
  list: (filters: CompanyFilters) => [...masterKeys.lists(), filters] as const,
  details: () => [...masterKeys.all, 'company'] as const,
  detail: (id: string) => [...masterKeys.details(), id] as const,
  contactRequests: () => [...masterKeys.all, 'contact-requests'] as const,
  contactRequestList: (status: ContactStatusFilter, page: number) => [...masterKeys.contactRequests(), status, page] as const,
};

export const companyPath = (id: string) => `/api/master/companies/${encodeURIComponent(id)}`;

export function companiesQueryString(filters: CompanyFilters): string {
  const text = listQueryString({ search: filters.search, page: filters.page > 1 ? String(filters.page) : undefined });
  return text ? `?${text}` : '';
}

/** GET /api/master/stats: platform totals. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: masterKeys.stats(),
    queryFn: ({ signal }) => api.get<MasterStats>('/api/master/stats', signal),
  });

/** GET /api/master/companies?search=&page=: one page (15) of companies. */
export const companiesQueryOptions = (filters: CompanyFilters) =>
  queryOptions({
    queryKey: masterKeys.list(filters),
    queryFn: ({ signal }) => api.get<CompaniesPage>(`/api/master/companies${companiesQueryString(filters)}`, signal),
    // Keep the previous page on screen while the next one loads (no flicker when searching/paging).
    placeholderData: keepPreviousData,
  });

/** GET /api/master/companies/{id}: company data, users, trainings, groups, last activity. */
export const companyDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: masterKeys.detail(id),
    queryFn: ({ signal }) => api.get<CompanyDetails>(companyPath(id), signal),
  });

// Companies register and change all the time: fresh on every visit.
export function useMasterStats() {
  return useQuery({ ...statsQueryOptions(), refetchOnMount: 'always' });
}

export function useCompanies(filters: CompanyFilters) {
  return useQuery({ ...companiesQueryOptions(filters), refetchOnMount: 'always' });
}

export function useCompanyDetails(id: string | null | undefined) {
  return useQuery({ ...companyDetailsQueryOptions(id ?? ''), enabled: !!id, refetchOnMount: 'always' });
}

/** GET /api/master/contact-requests?status=&page=: one page (15) of the landing page's contact requests, newest first. */
export const contactRequestsQueryOptions = (status: ContactStatusFilter, page: number) =>
  queryOptions({
    queryKey: masterKeys.contactRequestList(status, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status });
      if (page > 1) params.set('page', String(page));
      return api.get<ContactRequestPage>(`/api/master/contact-requests?${params.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
  });

export function useContactRequests(status: ContactStatusFilter, page: number) {
  return useQuery({ ...contactRequestsQueryOptions(status, page), refetchOnMount: 'always' });
}
