import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshCurrentUser, type User } from '../../../lib/auth';

/** A PATCH of the signed-in user's own data that answers with the user; success refreshes the current user. */
export function usePatchThenRefreshUser<TInput>(path: string) {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: TInput) => api.patch<User>(path, input),
    onSuccess: () => refreshCurrentUser(),
  });
}
