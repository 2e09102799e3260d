import type { StatusFilter } from '../../../lib/learning';

// kept here (not imported) so that this file stays free of the browser-only API client
const STATUS_FILTERS = ['all', 'open', 'completed'] as const satisfies readonly StatusFilter[];

export type MyLearningView = 'trainings' | 'evidence';

/** My Learning's state in the address: ?search=&status=open&tags=a,b&page=2&view=nachweise. */
export interface MyLearningSearch {
  search: string;
  status: StatusFilter;
  tags: string[];
  page: number;
  view: MyLearningView;
}

/** The address word of the evidence tab (German-first addresses). */
const EVIDENCE_VIEW = 'nachweise';

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Reads the address; TanStack's default parser may hand over numbers (page=2 -> 2). */
export function parseMyLearningSearch(raw: Record<string, unknown>): MyLearningSearch {
  const statusText = asText(raw.status);
  const status: StatusFilter = (STATUS_FILTERS as readonly string[]).includes(statusText) ? (statusText as StatusFilter) : 'all';
  const tags = asText(raw.tags)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const pageNumber = Number.parseInt(asText(raw.page), 10);
  return {
    search: asText(raw.search).trim(),
    status,
    tags: [...new Set(tags)],
    page: Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    view: asText(raw.view) === EVIDENCE_VIEW ? 'evidence' : 'trainings',
  };
}

/** The address form; defaults are left out so the address stays short. */
export function toMyLearningSearch(state: MyLearningSearch): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (state.search) out.search = state.search;
  if (state.status !== 'all') out.status = state.status;
  if (state.tags.length) out.tags = state.tags.join(',');
  if (state.page > 1) out.page = state.page;
  if (state.view === 'evidence') out.view = EVIDENCE_VIEW;
  return out;
}

export const hasActiveFilters = (s: MyLearningSearch) => s.search !== '' || s.status !== 'all' || s.tags.length > 0;
