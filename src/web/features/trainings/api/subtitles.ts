/** Subtitles of a video module (issue 34 item 2): list, upload and remove its WebVTT tracks. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SubtitleTrackDetails } from '../../../../shared/contracts/catalog';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { trainingKeys } from './queries';

export type SubtitleTrack = SubtitleTrackDetails;

const subtitlesPath = (moduleId: string) => `/api/training-modules/${encodeURIComponent(moduleId)}/subtitles`;

/** GET /api/training-modules/{id}/subtitles. */
export const subtitlesQueryOptions = (moduleId: string) =>
  queryOptions({
    queryKey: trainingKeys.subtitles(moduleId),
    queryFn: ({ signal }) => api.get<SubtitleTrack[]>(subtitlesPath(moduleId), signal),
  });

export function useSubtitles(moduleId: string) {
  return useQuery(subtitlesQueryOptions(moduleId));
}

interface Target {
  readonly moduleId: string;
  readonly trainingId: string;
}

/** A track changes the list and the module as the training shows it. */
const refresh = (queryClient: QueryClient, { moduleId, trainingId }: Target, tracks?: unknown) => {
  if (Array.isArray(tracks)) queryClient.setQueryData(trainingKeys.subtitles(moduleId), tracks as SubtitleTrack[]);
  return Promise.all([queryClient.invalidateQueries({ queryKey: trainingKeys.subtitles(moduleId) }), queryClient.invalidateQueries({ queryKey: trainingKeys.detail(trainingId) })]);
};

/** POST /api/training-modules/{id}/subtitles: a WebVTT file in one language (replaces that language's track). */
export function useUploadSubtitles() {
  return useRefreshingMutation(
    ({ moduleId, language, file }: Target & { language: string; file: Blob & { name?: string } }) => {
      const form = new FormData();
      form.append('language', language);
      form.append('file', file, file.name ?? 'subtitles.vtt');
      return api.postForm<SubtitleTrack[]>(subtitlesPath(moduleId), form);
    },
    (queryClient, target, tracks) => refresh(queryClient, target, tracks),
  );
}

/** DELETE /api/training-modules/{id}/subtitles/{language}. */
export function useRemoveSubtitles() {
  return useRefreshingMutation(
    ({ moduleId, language }: Target & { language: string }) => api.delete<void>(`${subtitlesPath(moduleId)}/${encodeURIComponent(language)}`),
    (queryClient, target) => refresh(queryClient, target),
  );
}
