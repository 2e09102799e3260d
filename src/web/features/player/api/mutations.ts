import type { Confirmation } from '../../../../shared/contracts/identity';
/** Write side of the player: progress reports, quiz answers, the confirmed completion. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api';
import { COMPLETIONS_PATH, DASHBOARD_STATS_PATH, MY_TRAININGS_PATH } from '../../../lib/learning';
import { setProgress, trainingPath } from './queries';
import type { CompleteResult, Progress, ProgressPatch } from './types';

/** PATCH /api/trainings/{id}/progress; `keepalive` lets the last report outlive the page. */
export function patchProgress(trainingId: string, patch: ProgressPatch, keepalive = false): Promise<Progress> {
  return apiRequest<Progress>(`${trainingPath(trainingId)}/progress`, { method: 'PATCH', body: patch, keepalive });
}

/** Text read and quiz answered: the returned Progress replaces the cached one. */
export function useRecordProgress(trainingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProgressPatch) => patchProgress(trainingId, patch),
    onSuccess: (progress) => setProgress(queryClient, progress),
  });
}

/** PUT /api/trainings/{id}/language: another language version for this cycle (issue 34); the answer replaces the cached progress. */
export function useChooseLanguage(trainingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => api.put<Progress>(`${trainingPath(trainingId)}/language`, { language }),
    onSuccess: (progress) => setProgress(queryClient, progress),
  });
}

/**
 * POST /api/trainings/{id}/complete {password} or {pin} (people who sign in with their personnel
 * number confirm with their PIN, `user.confirmsWith`). A completion changes My Learning, the completions
 * and the dashboard statistics; their queries are keyed by their API path (src/web/lib/learning.ts).
 */
export function useCompleteTraining(trainingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: Confirmation) => api.post<CompleteResult>(`${trainingPath(trainingId)}/complete`, confirmation),
    onSuccess: (result) => {
      if (result?.progress) setProgress(queryClient, result.progress);
      return Promise.all(
        [MY_TRAININGS_PATH, COMPLETIONS_PATH, DASHBOARD_STATS_PATH].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      );
    },
  });
}
