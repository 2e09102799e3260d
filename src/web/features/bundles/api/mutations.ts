/**
 * Write side of the bundles screen (docs/api/organization.md):
 *   create = POST /api/training-bundles {name, description}, then PUT .../trainings {trainingIds}
 *   edit   = PATCH /api/training-bundles/{id} (only when name or description changed), then PUT
 *            .../trainings {trainingIds} (the editor replaces the whole training list, spec section 4)
 *   delete = DELETE /api/training-bundles/{id} (the server also unassigns it from groups)
 *   co-owners = POST /api/training-bundles/{id}/co-owners {userId}, DELETE .../co-owners/{userId} (the owner)
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bundleKeys } from './queries';
import type { Bundle, BundleDraft } from './types';

const bundlePath = (id: string) => `/api/training-bundles/${encodeURIComponent(id)}`;

/**
 * Bundles show up in other screens too: group cards count them, group dialogs list them, and a
 * group's trainings include those of its bundles. Their query keys belong to other features, so
 * everything group-related is refreshed by prefix.
 */
function invalidateAfterBundleChange(queryClient: QueryClient, id: string | null) {
  void queryClient.invalidateQueries({ queryKey: bundleKeys.lists() });
  if (id) void queryClient.invalidateQueries({ queryKey: bundleKeys.trainings(id) });
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && /group/i.test(head);
    },
  });
}

export interface SaveBundleInput {
  /** The bundle being edited; null creates a new one. */
  id: string | null;
  /** Name and description as the server has them (edit), to PATCH only what changed. */
  saved: { name: string; description: string } | null;
  draft: BundleDraft;
  /** Called as soon as POST succeeded, so a failed PUT can be retried without a second bundle. */
  onCreated?: (bundle: Bundle) => void;
}

export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, saved, draft, onCreated }: SaveBundleInput): Promise<{ id: string; name: string }> => {
      const name = draft.name.trim();
      const description = draft.description.trim();
      let bundleId = id;
      if (!bundleId) {
        const created = await api.post<Bundle>('/api/training-bundles', { name, description });
        bundleId = created.id;
        onCreated?.(created);
      } else {
        const patch: { name?: string; description?: string } = {};
        if (!saved || saved.name.trim() !== name) patch.name = name;
        if (!saved || saved.description.trim() !== description) patch.description = description;
        if (Object.keys(patch).length > 0) await api.patch<Bundle>(bundlePath(bundleId), patch);
      }
      await api.put(`${bundlePath(bundleId)}/trainings`, { trainingIds: draft.trainingIds });
      return { id: bundleId, name };
    },
    onSettled: (result, _error, input) => invalidateAfterBundleChange(queryClient, result?.id ?? input.id),
  });
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(bundlePath(id)),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: bundleKeys.trainings(id) }),
    onSettled: () => invalidateAfterBundleChange(queryClient, null),
  });
}

/** Co-owner changes answer or change the bundle: the lists (cards) and the candidates refresh. */
function invalidateAfterCoOwnerChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: bundleKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...bundleKeys.all, 'co-owner-candidates'] });
}

export function useAddBundleCoOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bundleId, userId }: { bundleId: string; userId: string }) => api.post<Bundle>(`${bundlePath(bundleId)}/co-owners`, { userId }),
    onSuccess: () => invalidateAfterCoOwnerChange(queryClient),
  });
}

export function useRemoveBundleCoOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bundleId, userId }: { bundleId: string; userId: string }) => api.delete<void>(`${bundlePath(bundleId)}/co-owners/${encodeURIComponent(userId)}`),
    onSuccess: () => invalidateAfterCoOwnerChange(queryClient),
  });
}
