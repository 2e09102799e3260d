/**
 * Pieces the features' read sides share: the query string of a filtered list and the query of the
 * people a search offers (co-owners, members, instructors).
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api';
import type { Ownership, PersonRef } from '../../shared/contracts/organization';

/** `a=1&b=2` of the given parameters in their order; an empty or undefined value is left out. */
export function listQueryString(entries: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) if (value) params.set(name, value);
  return params.toString();
}

/** The ownership filters of the lists of trainings, groups and bundles. */
export const OWNERSHIPS: readonly Ownership[] = ['alle', 'owner', 'coowner'];

/** The 'ownership' parameter of a list: left out for 'alle' (everything). */
export const ownershipParam = (ownership: Ownership): string | undefined => (ownership === 'alle' ? undefined : ownership);

/** GET `{path}?search=`: the people a person search offers; the previous answer stays while typing. */
export const candidatesQueryOptions = <K extends QueryKey>(queryKey: K, path: string, search: string) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<PersonRef[]>(`${path}?search=${encodeURIComponent(search)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
