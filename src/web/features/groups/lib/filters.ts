import type { GroupFilters, Ownership } from '../api/types';
import { OWNERSHIPS } from './constants';

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Group filters from the address (?search=&ownership=alle|owner|coowner&page=2). TanStack's default
 * search parser may hand over numbers (page=2 -> 2), so both are read.
 */
export function parseGroupSearch(raw: Record<string, unknown>): GroupFilters {
  const ownershipText = asText(raw.ownership);
  const ownership: Ownership = (OWNERSHIPS as readonly string[]).includes(ownershipText) ? (ownershipText as Ownership) : 'alle';
  const pageNumber = Number.parseInt(asText(raw.page), 10);
  return {
    search: asText(raw.search),
    ownership,
    page: Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1,
  };
}

/** The address form of the filters; defaults are left out so the address stays short. */
export function toGroupSearch(filters: GroupFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (filters.search) out.search = filters.search;
  if (filters.ownership !== 'alle') out.ownership = filters.ownership;
  if (filters.page > 1) out.page = filters.page;
  return out;
}

export const hasActiveFilters = (f: GroupFilters) => f.search !== '' || f.ownership !== 'alle';
