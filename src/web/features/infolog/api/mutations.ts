/** Write side of the infolog. Both calls refresh every changelog cache through `changelogKeys`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { changelogKeys } from './queries';
import type { CreatedChangelogEntry, NewChangelogEntry } from './types';

/**
 * POST /api/changelog/{id}/read (no body, idempotent), then the changelog lists and the bell's unread
 * list are refreshed (spec section 7).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api.post<{ readAt: string }>(`/api/changelog/${encodeURIComponent(entryId)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changelogKeys.all }),
  });
}

/**
 * POST /api/user-groups/{id}/changelog {title, message, videoUrl?}; the server queues the e-mails.
 * The form's `idempotencyKey` (one per message being written) makes a repeated send post it once.
 */
export function useCreateChangelogEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, idempotencyKey, ...input }: NewChangelogEntry & { groupId: string; idempotencyKey?: string }) =>
      api.post<CreatedChangelogEntry>(`/api/user-groups/${encodeURIComponent(groupId)}/changelog`, input, idempotencyKey ? { idempotencyKey } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changelogKeys.all }),
  });
}
