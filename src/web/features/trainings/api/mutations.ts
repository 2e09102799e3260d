/** Write side of the trainings feature. Every mutation refreshes the caches it changes. */
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { tagKeys, trainingKeys } from './queries';
import type {
  BatchUpdateInput,
  ModulePatch,
  NewModuleInput,
  Tag,
  TagInput,
  Training,
  TrainingDetail,
  TrainingInput,
  ReceivedModule,
  UploadedImage,
} from './types';

const trainingPath = (id: string) => `/api/trainings/${encodeURIComponent(id)}`;

/** Merges a training returned by a write call into the cached detail (keeping its modules). */
function mergeDetail(queryClient: QueryClient, training: Training) {
  queryClient.setQueryData<TrainingDetail>(trainingKeys.detail(training.id), (old) =>
    old ? { ...old, ...training, modules: training.modules ?? old.modules } : undefined,
  );
}

function refreshTraining(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trainingKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: trainingKeys.lists() }),
  ]);
}

export function useCreateTraining() {
  return useRefreshingMutation(
    (input: TrainingInput) => api.post<Training>('/api/trainings', input),
    (queryClient) => queryClient.invalidateQueries({ queryKey: trainingKeys.lists() }),
  );
}

export function useUpdateTraining() {
  return useRefreshingMutation(
    ({ id, changes }: { id: string; changes: Partial<TrainingInput> }) => api.patch<Training>(trainingPath(id), changes),
    (queryClient, { id }, training) => {
      if (training && typeof training === 'object') mergeDetail(queryClient, training);
      return refreshTraining(queryClient, id);
    },
  );
}

export function useDeleteTraining() {
  return useRefreshingMutation(
    (id: string) => api.delete<void>(trainingPath(id)),
    (queryClient, id) => {
      queryClient.removeQueries({ queryKey: trainingKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: trainingKeys.lists() });
    },
  );
}

export function useAddModule() {
  return useRefreshingMutation(
    (input: NewModuleInput) => api.post<ReceivedModule>('/api/training-modules', input),
    (queryClient, input) => refreshTraining(queryClient, input.trainingId),
  );
}

export function useUpdateModule() {
  return useRefreshingMutation(
    ({ id, patch }: { id: string; trainingId: string; patch: ModulePatch }) =>
      api.patch<ReceivedModule>(`/api/training-modules/${encodeURIComponent(id)}`, patch),
    (queryClient, { trainingId }) => refreshTraining(queryClient, trainingId),
  );
}

export function useDeleteModule() {
  return useRefreshingMutation(
    ({ id }: { id: string; trainingId: string }) => api.delete<void>(`/api/training-modules/${encodeURIComponent(id)}`),
    (queryClient, { trainingId }) => refreshTraining(queryClient, trainingId),
  );
}

/** PATCH /api/trainings/{id}/modules/batch-update: order, active flags and deletions in one call. */
export function useBatchUpdateModules() {
  return useRefreshingMutation(
    ({ trainingId, input }: { trainingId: string; input: BatchUpdateInput }) =>
      api.patch<ReceivedModule[]>(`${trainingPath(trainingId)}/modules/batch-update`, input),
    (queryClient, { trainingId }, modules) => {
      if (Array.isArray(modules)) {
        queryClient.setQueryData<TrainingDetail>(trainingKeys.detail(trainingId), (old) =>
          old ? { ...old, modules, moduleCount: modules.length } : undefined,
        );
      }
      return refreshTraining(queryClient, trainingId);
    },
  );
}

export function useSetTrainingTags() {
  return useRefreshingMutation(
    ({ trainingId, tagIds }: { trainingId: string; tagIds: string[] }) =>
      api.post<unknown>(`${trainingPath(trainingId)}/tags`, { tagIds }),
    (queryClient, { trainingId }) => refreshTraining(queryClient, trainingId),
  );
}

/** A co-owner added or removed changes the training and who may still be added. */
function refreshCoOwners(queryClient: QueryClient, { trainingId }: { trainingId: string }) {
  return Promise.all([
    refreshTraining(queryClient, trainingId),
    queryClient.invalidateQueries({ queryKey: [...trainingKeys.all, 'co-owner-candidates', trainingId] }),
  ]);
}

export function useAddCoOwner() {
  return useRefreshingMutation(
    ({ trainingId, userId }: { trainingId: string; userId: string }) =>
      api.post<Training>(`${trainingPath(trainingId)}/co-owners`, { userId }),
    refreshCoOwners,
  );
}

export function useRemoveCoOwner() {
  return useRefreshingMutation(
    ({ trainingId, userId }: { trainingId: string; userId: string }) =>
      api.delete<void>(`${trainingPath(trainingId)}/co-owners/${encodeURIComponent(userId)}`),
    refreshCoOwners,
  );
}

/** PUT /api/trainings/{id}/instructor: the training's responsible instructor ('Ansprechperson'). */
export function useChangeInstructor() {
  return useRefreshingMutation(
    ({ trainingId, userId }: { trainingId: string; userId: string }) => api.put<Training>(`${trainingPath(trainingId)}/instructor`, { userId }),
    (queryClient, { trainingId }, training) => {
      if (training && typeof training === 'object') mergeDetail(queryClient, training);
      return Promise.all([
        refreshTraining(queryClient, trainingId),
        queryClient.invalidateQueries({ queryKey: [...trainingKeys.all, 'instructor-candidates', trainingId] }),
      ]);
    },
  );
}

/** Tag changes also change the tags shown on trainings. */
function refreshTags(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tagKeys.all }),
    queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  ]);
}

export function useCreateTag() {
  return useRefreshingMutation(
    (input: TagInput) => api.post<Tag>('/api/company/training-tags', input),
    refreshTags,
  );
}

export function useUpdateTag() {
  return useRefreshingMutation(
    ({ id, input }: { id: string; input: Partial<TagInput> }) =>
      api.patch<Tag>(`/api/company/training-tags/${encodeURIComponent(id)}`, input),
    refreshTags,
  );
}

export function useDeleteTag() {
  return useRefreshingMutation(
    (id: string) => api.delete<void>(`/api/company/training-tags/${encodeURIComponent(id)}`),
    refreshTags,
  );
}

/** POST /api/media/images with the image as a data URL: the cover image of a training. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: Blob) => api.post<UploadedImage>('/api/media/images', { image: await readAsDataUrl(file) }),
  });
}
