/** Write side of the trainings feature. Every mutation refreshes the caches it changes. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
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
  TrainingModule,
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainingInput) => api.post<Training>('/api/trainings', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.lists() }),
  });
}

export function useUpdateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<TrainingInput> }) => api.patch<Training>(trainingPath(id), changes),
    onSuccess: (training, { id }) => {
      if (training && typeof training === 'object') mergeDetail(queryClient, training);
      return refreshTraining(queryClient, id);
    },
  });
}

export function useDeleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(trainingPath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: trainingKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: trainingKeys.lists() });
    },
  });
}

export function useAddModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewModuleInput) => api.post<TrainingModule>('/api/training-modules', input),
    onSuccess: (_module, input) => refreshTraining(queryClient, input.trainingId),
  });
}

export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; trainingId: string; patch: ModulePatch }) =>
      api.patch<TrainingModule>(`/api/training-modules/${encodeURIComponent(id)}`, patch),
    onSuccess: (_module, { trainingId }) => refreshTraining(queryClient, trainingId),
  });
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; trainingId: string }) => api.delete<void>(`/api/training-modules/${encodeURIComponent(id)}`),
    onSuccess: (_data, { trainingId }) => refreshTraining(queryClient, trainingId),
  });
}

/** PATCH /api/trainings/{id}/modules/batch-update: order, active flags and deletions in one call. */
export function useBatchUpdateModules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainingId, input }: { trainingId: string; input: BatchUpdateInput }) =>
      api.patch<TrainingModule[]>(`${trainingPath(trainingId)}/modules/batch-update`, input),
    onSuccess: (modules, { trainingId }) => {
      if (Array.isArray(modules)) {
        queryClient.setQueryData<TrainingDetail>(trainingKeys.detail(trainingId), (old) =>
          old ? { ...old, modules, moduleCount: modules.length } : undefined,
        );
      }
      return refreshTraining(queryClient, trainingId);
    },
  });
}

export function useSetTrainingTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainingId, tagIds }: { trainingId: string; tagIds: string[] }) =>
      api.post<unknown>(`${trainingPath(trainingId)}/tags`, { tagIds }),
    onSuccess: (_data, { trainingId }) => refreshTraining(queryClient, trainingId),
  });
}

export function useAddCoOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainingId, userId }: { trainingId: string; userId: string }) =>
      api.post<Training>(`${trainingPath(trainingId)}/co-owners`, { userId }),
    onSuccess: (_data, { trainingId }) =>
      Promise.all([
        refreshTraining(queryClient, trainingId),
        queryClient.invalidateQueries({ queryKey: [...trainingKeys.all, 'co-owner-candidates', trainingId] }),
      ]),
  });
}

export function useRemoveCoOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainingId, userId }: { trainingId: string; userId: string }) =>
      api.delete<void>(`${trainingPath(trainingId)}/co-owners/${encodeURIComponent(userId)}`),
    onSuccess: (_data, { trainingId }) =>
      Promise.all([
        refreshTraining(queryClient, trainingId),
        queryClient.invalidateQueries({ queryKey: [...trainingKeys.all, 'co-owner-candidates', trainingId] }),
      ]),
  });
}

/** PUT /api/trainings/{id}/instructor: the training's responsible instructor ('Ansprechperson'). */
export function useChangeInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainingId, userId }: { trainingId: string; userId: string }) => api.put<Training>(`${trainingPath(trainingId)}/instructor`, { userId }),
    onSuccess: (training, { trainingId }) => {
      if (training && typeof training === 'object') mergeDetail(queryClient, training);
      return Promise.all([
        refreshTraining(queryClient, trainingId),
        queryClient.invalidateQueries({ queryKey: [...trainingKeys.all, 'instructor-candidates', trainingId] }),
      ]);
    },
  });
}

/** Tag changes also change the tags shown on trainings. */
function refreshTags(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tagKeys.all }),
    queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  ]);
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TagInput) => api.post<Tag>('/api/company/training-tags', input),
    onSuccess: () => refreshTags(queryClient),
  });
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<TagInput> }) =>
      api.patch<Tag>(`/api/company/training-tags/${encodeURIComponent(id)}`, input),
    onSuccess: () => refreshTags(queryClient),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/company/training-tags/${encodeURIComponent(id)}`),
    onSuccess: () => refreshTags(queryClient),
  });
}

/** POST /api/media/images with the image as a data URL: the cover image of a training. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: Blob) => api.post<UploadedImage>('/api/media/images', { image: await readAsDataUrl(file) }),
  });
}
