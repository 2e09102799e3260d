/**
 * Read side of the data protection page (issue 35): query-key factories and queryOptions for the
 * company's settings, the legal holds, the data protection job's dry run, the works council's
 * report, the pseudonymisations done and the person search of the hold dialog. Mutations (mutations.ts) refresh through these
 * factories.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQueryString } from '../../../lib/list-queries';
import type { DataProtectionPreview, DataProtectionSettings, ErasuresPage, LegalHoldsPage, WorksCouncilReport } from '../../../../shared/contracts/privacy';
import type { ManagedUserView, UsersPage } from '../../../../shared/contracts/identity';
import type { ReportPeriod } from '../lib/report';

export type { DataProtectionChange, DataProtectionPreview, DataProtectionSettings, ErasureView, ErasuresPage, LegalHoldView, LegalHoldsPage, PreviewLeaver, WorksCouncilReport, WorksCouncilRow } from '../../../../shared/contracts/privacy';

/** Rows a page of the legal holds, of the preview's leavers and of the report's units shows. */
export const LEGAL_HOLDS_PAGE_SIZE = 20;
export const PREVIEW_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE = 20;
export const ERASURES_PAGE_SIZE = 20;

export interface ReportQuery extends ReportPeriod {
  page: number;
}

export const dataProtectionKeys = {
  all: ['data-protection'] as const,
  settings: () => [...dataProtectionKeys.all, 'settings'] as const,
  holds: () => [...dataProtectionKeys.all, 'legal-holds'] as const,
  holdsPage: (page: number) => [...dataProtectionKeys.holds(), page] as const,
  previews: () => [...dataProtectionKeys.all, 'preview'] as const,
  preview: (page: number) => [...dataProtectionKeys.previews(), page] as const,
  erasures: () => [...dataProtectionKeys.all, 'erasures'] as const,
  erasuresPage: (page: number) => [...dataProtectionKeys.erasures(), page] as const,
  reports: () => [...dataProtectionKeys.all, 'works-council'] as const,
  report: (query: ReportQuery) => [...dataProtectionKeys.reports(), query] as const,
  people: (search: string) => [...dataProtectionKeys.all, 'people', search] as const,
};

const SETTINGS_PATH = '/api/company/data-protection';

/** GET /api/company/data-protection (root and admin): the retention policy and the works-council switch. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: dataProtectionKeys.settings(),
    queryFn: ({ signal }) => api.get<DataProtectionSettings>(SETTINGS_PATH, signal),
  });

export function useDataProtectionSettings(enabled: boolean) {
  return useQuery({ ...settingsQueryOptions(), enabled });
}

/** GET /api/data-protection/legal-holds?page=&limit= (root and admin): one page, newest first. */
export const legalHoldsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: dataProtectionKeys.holdsPage(page),
    queryFn: ({ signal }) =>
      api.get<LegalHoldsPage>(`/api/data-protection/legal-holds?${listQueryString({ page: String(page), limit: String(LEGAL_HOLDS_PAGE_SIZE) })}`, signal),
    placeholderData: keepPreviousData,
  });

export function useLegalHolds(page: number, enabled: boolean) {
  return useQuery({ ...legalHoldsQueryOptions(page), enabled });
}

/**
 * GET /api/data-protection/preview?page=&limit= (root and admin): the leavers the data protection
 * job would pseudonymise now, longest gone first, how many are skipped for a legal hold, and their
 * records by class. A dry run: asking changes nothing.
 */
export const previewQueryOptions = (page: number) =>
  queryOptions({
    queryKey: dataProtectionKeys.preview(page),
    queryFn: ({ signal }) =>
      api.get<DataProtectionPreview>(`/api/data-protection/preview?${listQueryString({ page: String(page), limit: String(PREVIEW_PAGE_SIZE) })}`, signal),
    placeholderData: keepPreviousData,
  });

export function useDataProtectionPreview(page: number, enabled: boolean) {
  return useQuery({ ...previewQueryOptions(page), enabled });
}

/** GET /api/data-protection/erasures?page=&limit= (root and admin): the pseudonymisations done, newest first. */
export const erasuresQueryOptions = (page: number) =>
  queryOptions({
    queryKey: dataProtectionKeys.erasuresPage(page),
    queryFn: ({ signal }) =>
      api.get<ErasuresPage>(`/api/data-protection/erasures?${listQueryString({ page: String(page), limit: String(ERASURES_PAGE_SIZE) })}`, signal),
    placeholderData: keepPreviousData,
  });

export function useErasures(page: number, enabled: boolean) {
  return useQuery({ ...erasuresQueryOptions(page), enabled });
}

/** GET /api/reports/works-council?from=&to=&page=&limit= (root, admin, auditor): aggregates per unit, never a person. */
export const worksCouncilReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: dataProtectionKeys.report(query),
    queryFn: ({ signal }) =>
      api.get<WorksCouncilReport>(
        `/api/reports/works-council?${listQueryString({ from: query.from, to: query.to, page: String(query.page), limit: String(REPORT_PAGE_SIZE) })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useWorksCouncilReport(query: ReportQuery, enabled: boolean) {
  return useQuery({ ...worksCouncilReportQueryOptions(query), enabled });
}

/** A person the hold dialog offers. */
export type PersonOption = Pick<ManagedUserView, 'id' | 'firstName' | 'lastName' | 'email' | 'personnelNumber'>;

/** GET /api/users?search=&page=1: the first page of the company's people matching a search (names, e-mail, personnel number). */
export const peopleQueryOptions = (search: string) =>
  queryOptions({
    queryKey: dataProtectionKeys.people(search),
    queryFn: async ({ signal }): Promise<PersonOption[]> => {
      const page = await api.get<UsersPage>(`/api/users?${listQueryString({ search, page: '1' })}`, signal);
      return page.users.map(({ id, firstName, lastName, email, personnelNumber }) => ({ id, firstName, lastName, email, personnelNumber }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function usePeopleSearch(search: string, enabled: boolean) {
  return useQuery({ ...peopleQueryOptions(search), enabled });
}
