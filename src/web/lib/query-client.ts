import { MutationCache, QueryClient } from '@tanstack/react-query';
import { apiRequest, isStillProcessing } from './api';

/** How long the web app asks after a 202 "wird verarbeitet" before it stops (the server waits up to 10 s a call). */
const PROCESSING_ASK_MS = 120_000;

/**
 * After a 202 "wird verarbeitet" (issue 31, item 5): asks where the answer points until the server's
 * views show the change, then reads the data on screen again.
 */
async function refreshWhenProcessed(client: QueryClient, location: string): Promise<void> {
  const until = Date.now() + PROCESSING_ASK_MS;
  while (Date.now() < until) {
    const answer = await apiRequest<{ ready?: boolean }>(location).catch(() => undefined);
    if (answer?.ready) break;
    if (!answer) await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  await client.invalidateQueries();
}

/**
 * Data-fetching defaults of spec section 9: no refetch interval, no refetch on window focus,
 * data never goes stale on its own, no retries. Queries that need something else say so.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isStillProcessing(error)) void refreshWhenProcessed(client, error.location);
      },
    }),
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
  return client;
}
