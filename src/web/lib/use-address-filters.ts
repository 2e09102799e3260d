import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';

/** The list pages that keep their filters in the address. */
type ListPath = '/groups' | '/trainings' | '/my-trainings';

/** How a list page reads its filters from the address and writes them back. */
export interface AddressFilters<F> {
  parse: (raw: Record<string, unknown>) => F;
  toSearch: (filters: F) => Record<string, string | number>;
}

/**
 * Filters of a list page that live in the address: returns the update that rewrites the address in
 * place (no history entry per keystroke), and moves a page beyond the end (e.g. after the last
 * entry on it was deleted) to the last page once the list (`totalPages`, not placeholder data) is known.
 */
export function useAddressFilters<F extends { page: number }>(
  to: ListPath,
  { parse, toSearch }: AddressFilters<F>,
  filters: F,
  list: { data?: { totalPages: number }; isPlaceholderData: boolean },
) {
  const navigate = useNavigate();
  const totalPages = list.data?.totalPages ?? 0;
  const settled = !!list.data && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && totalPages > 0 && filters.page > totalPages) {
      void navigate({ to, search: toSearch({ ...filters, page: totalPages }), replace: true });
    }
  }, [settled, totalPages, filters, navigate, to, toSearch]);

  return (change: (current: F) => F) =>
    void navigate({
      to,
      search: (prev: Record<string, unknown>) => toSearch(change(parse(prev))),
      replace: true,
    });
}
