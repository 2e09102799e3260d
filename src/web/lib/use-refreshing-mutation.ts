/**
 * A mutation that refreshes the caches it changes: `refresh` runs on success with the query client,
 * the variables and the answer, and the mutation settles only when the refresh has (its promise is
 * returned to TanStack Query).
 */
import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';

export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (queryClient: QueryClient, variables: TVariables, data: TData) => unknown,
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data, variables) => refresh(queryClient, variables, data) });
}
