/** The public invitation-link calls (issue 13, item 2): whom a link is for, and setting the password with it. */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AuthResponse } from '../../../lib/auth';
import type { InvitationView } from '../../../../shared/contracts/identity';

export type { InvitationView as InvitationInfo };

const invitationPath = (token: string) => `/api/auth/invitation/${encodeURIComponent(token)}`;

export const invitationKeys = {
  all: ['invitation'] as const,
  one: (token: string) => [...invitationKeys.all, token] as const,
};

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.one(token),
    queryFn: ({ signal }) => api.get<InvitationView>(invitationPath(token), signal),
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** POST /api/auth/invitation/{token} { password }: answers like sign-in ({ token, user }). */
export function useSetInvitationPassword(token: string) {
  return useMutation({
    mutationFn: (password: string) => api.post<AuthResponse>(invitationPath(token), { password }),
  });
}
