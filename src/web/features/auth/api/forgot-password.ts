import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ForgotPasswordInput {
  email: string;
}

/** POST /api/auth/forgot-password: the server mails a temporary password. */
export function requestTemporaryPassword(input: ForgotPasswordInput): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestTemporaryPassword });
}
