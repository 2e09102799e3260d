import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshCurrentUser } from '../../../lib/auth';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * PATCH /api/user/change-password. Refreshes the current user afterwards so that
 * `mustChangePassword` (set after a login with a temporary password) is cleared in the UI.
 */
export function useChangePassword() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.patch<{ message?: string }>('/api/user/change-password', input),
    onSuccess: () => refreshCurrentUser(),
  });
}
