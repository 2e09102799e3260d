/**
 * Write side of the master backoffice: DELETE /api/master/companies/{id} (204) removes the company
 * with all its users, trainings, videos, groups, progress and audit log.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { companyPath, masterKeys } from './queries';
import type { ContactRequestView } from './types';

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(companyPath(id)),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: masterKeys.detail(id) }),
    // Stats and the table change either way (a failed delete may mean it was already gone).
    onSettled: () => queryClient.invalidateQueries({ queryKey: masterKeys.all }),
  });
}

/** PATCH /api/master/contact-requests/{id} {done}: marks a contact request done (or open again). */
export function useMarkContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) => api.patch<ContactRequestView>(`/api/master/contact-requests/${encodeURIComponent(id)}`, { done }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: masterKeys.contactRequests() }),
  });
}
