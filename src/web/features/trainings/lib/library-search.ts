import type { LibraryFilters, Ownership } from '../api/types';
import { OWNERSHIPS } from './constants';

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Library filters from the address (?tags=a,b&search=&ownership=alle|owner|coowner&page=2).
 * TanStack's default search parser may hand over numbers (page=2 -> 2), so both are read.
 */
export function parseLibrarySearch(raw: Record<string, unknown>): LibraryFilters {
  const tags = asText(raw.tags)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ownershipText = asText(raw.ownership);
  const ownership: Ownership = (OWNERSHIPS as readonly string[]).includes(ownershipText) ? (ownershipText as Ownership) : 'alle';
  const pageNumber = Number.parseInt(asText(raw.page), 10);
  return {
    tags: [...new Set(tags)],
    search: asText(raw.search),
    ownership,
    page: Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1,
  };
}

/**
 * The filters the library applies: the address's for those who see every training; for the
 * others (employees) none, only the page (spec section 2: assigned trainings, no filters).
 */
export function libraryFiltersFor(raw: Record<string, unknown>, browse: boolean): LibraryFilters {
  const filters = parseLibrarySearch(raw);
  return browse ? filters : { tags: [], search: '', ownership: 'alle', page: filters.page };
}

/** The address form of the filters; defaults are left out so the address stays short. */
export function toLibrarySearch(filters: LibraryFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (filters.tags.length) out.tags = filters.tags.join(',');
  if (filters.search) out.search = filters.search;
  if (filters.ownership !== 'alle') out.ownership = filters.ownership;
  if (filters.page > 1) out.page = filters.page;
  return out;
}

export const hasActiveFilters = (f: LibraryFilters) => f.tags.length > 0 || f.search !== '' || f.ownership !== 'alle';
