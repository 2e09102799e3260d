/**
 * Read side of the trainings feature: query-key factories and queryOptions. Mutations
 * (mutations.ts) invalidate through these factories.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { candidatesQueryOptions, listQueryString, ownershipParam } from '../../../lib/list-queries';
import type { GalleryImage, LibraryFilters, LibraryPage, Tag, TrainingDetail } from './types';

export const trainingKeys = {
  all: ['trainings'] as const,
  lists: () => [...trainingKeys.all, 'list'] as const,
  list: (filters: LibraryFilters) => [...trainingKeys.lists(), filters] as const,
  details: () => [...trainingKeys.all, 'detail'] as const,
  detail: (id: string) => [...trainingKeys.details(), id] as const,
  coOwnerCandidates: (id: string, search: string) => [...trainingKeys.all, 'co-owner-candidates', id, search] as const,
  instructorCandidates: (id: string, search: string) => [...trainingKeys.all, 'instructor-candidates', id, search] as const,
  /** A video module's subtitle tracks (issue 34 item 2). */
  subtitles: (moduleId: string) => [...trainingKeys.all, 'subtitles', moduleId] as const,
};

export const tagKeys = {
  all: ['training-tags'] as const,
  available: () => [...tagKeys.all, 'available'] as const,
  company: () => [...tagKeys.all, 'company'] as const,
};

export const galleryKeys = {
  all: ['gallery'] as const,
};

export function libraryQueryString(filters: LibraryFilters): string {
  return listQueryString({ tags: filters.tags.join(','), search: filters.search, ownership: ownershipParam(filters.ownership), page: String(filters.page) });
}

/** GET /api/trainings: one page of the library, filtered and paged on the server. */
export const libraryQueryOptions = (filters: LibraryFilters) =>
  queryOptions({
    queryKey: trainingKeys.list(filters),
    queryFn: ({ signal }) => api.get<LibraryPage>(`/api/trainings?${libraryQueryString(filters)}`, signal),
    // Keep the previous page on screen while the next one loads (no flicker when filtering).
    placeholderData: keepPreviousData,
  });

/** GET /api/trainings/{id}: the training with its ordered modules. */
export const trainingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trainingKeys.detail(id),
    queryFn: ({ signal }) => api.get<TrainingDetail>(`/api/trainings/${encodeURIComponent(id)}`, signal),
  });

/** GET /api/training-tags: default vocabulary plus the company's tags. */
export const availableTagsQueryOptions = () =>
  queryOptions({
    queryKey: tagKeys.available(),
    queryFn: ({ signal }) => api.get<Tag[]>('/api/training-tags', signal),
  });

/** GET /api/company/training-tags: the company's own tags (root, admin, manager). */
export const companyTagsQueryOptions = () =>
  queryOptions({
    queryKey: tagKeys.company(),
    queryFn: ({ signal }) => api.get<Tag[]>('/api/company/training-tags', signal),
  });

/** GET /api/trainings/{id}/co-owner-candidates?search= (owner only). */
export const coOwnerCandidatesQueryOptions = (id: string, search: string) =>
  candidatesQueryOptions(trainingKeys.coOwnerCandidates(id, search), `/api/trainings/${encodeURIComponent(id)}/co-owner-candidates`, search);

/** GET /api/trainings/{id}/instructor-candidates?search= (who may edit the training). */
export const instructorCandidatesQueryOptions = (id: string, search: string) =>
  candidatesQueryOptions(trainingKeys.instructorCandidates(id, search), `/api/trainings/${encodeURIComponent(id)}/instructor-candidates`, search);

/** The preset cover images shipped with the web app (/gallery/index.json). */
export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: galleryKeys.all,
    queryFn: async ({ signal }) => {
      const images = await api.get<unknown>('/gallery/index.json', signal);
      if (!Array.isArray(images)) throw new Error('gallery index is not a list');
      return images as GalleryImage[];
    },
  });

export function useLibrary(filters: LibraryFilters) {
  return useQuery(libraryQueryOptions(filters));
}

export function useTraining(id: string | null | undefined) {
  return useQuery({ ...trainingQueryOptions(id ?? ''), enabled: !!id });
}

export function useAvailableTags(enabled = true) {
  return useQuery({ ...availableTagsQueryOptions(), enabled });
}

export function useCompanyTags(enabled = true) {
  return useQuery({ ...companyTagsQueryOptions(), enabled });
}

export function useCoOwnerCandidates(id: string, search: string, enabled: boolean) {
  // keep showing the previous results while a new search loads, so the list does not flicker away
  return useQuery({ ...coOwnerCandidatesQueryOptions(id, search), enabled, placeholderData: keepPreviousData });
}

export function useInstructorCandidates(id: string, search: string, enabled: boolean) {
  return useQuery({ ...instructorCandidatesQueryOptions(id, search), enabled });
}

export function useGallery(enabled = true) {
  return useQuery({ ...galleryQueryOptions(), enabled });
}
