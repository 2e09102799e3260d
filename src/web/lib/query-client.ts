import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetching defaults of spec section 9: no refetch interval, no refetch on window focus,
 * data never goes stale on its own, no retries. Queries that need something else say so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
