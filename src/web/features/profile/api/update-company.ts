import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshCurrentUser, type User } from '../../../lib/auth';

export interface UpdateCompanyInput {
  name: string;
  address: string;
}

/** PATCH /api/company/profile (root only); success refreshes the current user (spec section 7). */
export function useUpdateCompany() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => api.patch<User>('/api/company/profile', input),
    onSuccess: () => refreshCurrentUser(),
  });
}
