import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * PATCH /api/user/change-password. Afterwards every query is fetched again: the current user, so
 * that `mustChangePassword` (set after a login with a temporary password) is cleared in the UI, and
 * whatever the page asked for while the server still refused everything but the password change
 * (403 `password_change_required`), so the page shows its data instead of that refusal.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.patch<{ message?: string }>('/api/user/change-password', input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
