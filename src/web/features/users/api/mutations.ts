/** Write side of the users feature. Every mutation refreshes the users lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from './queries';
import type { InviteUserInput, InviteUserResult, ManagedUser, UserChanges } from './types';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.lists() });
}

export function useInviteUser() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: InviteUserInput) => api.post<InviteUserResult>('/api/users', input),
    onSuccess: () => refresh(),
  });
}

export function useEditUser() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChanges }) => api.patch<ManagedUser>(userPath(id), changes),
    onSuccess: () => refresh(),
  });
}

export function useSetUserActive() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => api.patch<ManagedUser>(`${userPath(id)}/${active ? 'activate' : 'deactivate'}`),
    onSuccess: () => refresh(),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(userPath(id)),
    onSuccess: () => refresh(),
  });
}
