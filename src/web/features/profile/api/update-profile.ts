import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshCurrentUser, type User } from '../../../lib/auth';

export interface UpdateProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Needed when `email` is a new address. */
  currentPassword?: string;
}

/** PATCH /api/user/profile; success refreshes the current user (spec section 7). */
export function useUpdateProfile() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch<User>('/api/user/profile', input),
    onSuccess: () => refreshCurrentUser(),
  });
}
