/**
 * Read side of the bundles screen: query keys and queries. Mutations (mutations.ts) invalidate
 * through these keys.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { candidatesQueryOptions, listQueryString, ownershipParam } from '../../../lib/list-queries';
import { BUNDLE_PAGE_SIZE } from '../../../../shared/rules';
import type { Bundle, BundleFilters, BundlePage, BundleTraining, TrainingOption, TrainingsPage } from './types';

export const bundleKeys = {
  all: ['training-bundles'] as const,
  lists: () => [...bundleKeys.all, 'list'] as const,
  list: (filters: BundleFilters) => [...bundleKeys.lists(), filters] as const,
  trainingsOf: () => [...bundleKeys.all, 'trainings'] as const,
  trainings: (id: string) => [...bundleKeys.trainingsOf(), id] as const,
  coOwnerCandidates: (id: string, search: string) => [...bundleKeys.all, 'co-owner-candidates', id, search] as const,
};

/**
 * The company's trainings for the picker. Kept under the trainings feature's root key
 * ('trainings'), so that whatever invalidates trainings there refreshes the picker too.
 */
export const trainingOptionsKey = ['trainings', 'bundle-picker'] as const;

export function bundlesQueryString(filters: BundleFilters): string {
  const text = listQueryString({ search: filters.search, ownership: ownershipParam(filters.ownership), page: filters.page > 1 ? String(filters.page) : undefined });
  return text ? `?${text}` : '';
}

/** GET /api/training-bundles?search=&ownership=&page=: one page of the company's bundles matching the filters. */
export const bundlesQueryOptions = (filters: BundleFilters) =>
  queryOptions({
    queryKey: bundleKeys.list(filters),
    queryFn: async ({ signal }): Promise<BundlePage> => {
      const { items, total } = await api.getPage<Bundle>(`/api/training-bundles${bundlesQueryString(filters)}`, signal);
      return { bundles: items, totalCount: total, totalPages: Math.max(1, Math.ceil(total / BUNDLE_PAGE_SIZE)), page: filters.page, pageSize: BUNDLE_PAGE_SIZE };
    },
    // Keep the previous result on screen while the next one loads (no flicker when filtering).
    placeholderData: keepPreviousData,
  });

/** GET /api/training-bundles/{id}/trainings: the bundle's trainings in order. */
export const bundleTrainingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bundleKeys.trainings(id),
    queryFn: async ({ signal }) => {
      const trainings = await api.get<BundleTraining[]>(`/api/training-bundles/${encodeURIComponent(id)}/trainings`, signal);
      return [...trainings].sort((a, b) => a.orderIndex - b.orderIndex);
    },
  });

/** GET /api/training-bundles/{id}/co-owner-candidates?search=: people the owner may add. */
export const bundleCoOwnerCandidatesQueryOptions = (id: string, search: string) =>
  candidatesQueryOptions(bundleKeys.coOwnerCandidates(id, search), `/api/training-bundles/${encodeURIComponent(id)}/co-owner-candidates`, search);

/** Upper bound of pages read for the picker (15 trainings each). */
const MAX_PICKER_PAGES = 100;

/**
 * Every training of the company (GET /api/trainings is paged by 15): page 1, then the other
 * pages in parallel.
 */
export async function fetchAllTrainings(signal?: AbortSignal): Promise<TrainingOption[]> {
  const first = await api.get<TrainingsPage>('/api/trainings?page=1', signal);
  const pages = Math.min(first.totalPages, MAX_PICKER_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => api.get<TrainingsPage>(`/api/trainings?page=${i + 2}`, signal)),
  );
  const seen = new Set<string>();
  const all: TrainingOption[] = [];
  for (const page of [first, ...rest]) {
    for (const training of page.trainings) {
      if (seen.has(training.id)) continue;
      seen.add(training.id);
      all.push(training);
    }
  }
  return all;
}

export const trainingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: trainingOptionsKey,
    queryFn: ({ signal }) => fetchAllTrainings(signal),
  });

export function useBundles(filters: BundleFilters) {
  // Other screens change bundles too (trainings deleted, co-owners): fresh on every visit.
  return useQuery({ ...bundlesQueryOptions(filters), refetchOnMount: 'always' });
}

export function useBundleCoOwnerCandidates(id: string, search: string, enabled: boolean) {
  return useQuery({ ...bundleCoOwnerCandidatesQueryOptions(id, search), enabled });
}

export function useBundleTrainings(id: string | null | undefined) {
  return useQuery({ ...bundleTrainingsQueryOptions(id ?? ''), enabled: !!id, refetchOnMount: 'always' });
}

/** The picker's trainings, loaded when the editor opens and refreshed on every opening. */
export function useTrainingOptions(enabled: boolean) {
  return useQuery({ ...trainingOptionsQueryOptions(), enabled, refetchOnMount: 'always' });
}
