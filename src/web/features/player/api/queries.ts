/**
 * Read side of the player. Opening the player starts the training (POST /api/trainings/{id}/start is
 * idempotent and returns the Progress); every later write returns the new Progress, which replaces
 * the cached one. A refresh reads GET /api/trainings/{id}/progress.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Progress } from './types';

export const trainingPath = (id: string) => `/api/trainings/${encodeURIComponent(id)}`;

export const playerKeys = {
  all: ['player'] as const,
  progress: (trainingId: string) => [...playerKeys.all, 'progress', trainingId] as const,
};

/**
 * The Progress of the training, got by starting it. Not kept once the player is closed
 * (gcTime 0), so that every opening of the player starts (or resumes) the training anew.
 */
export const startedProgressQueryOptions = (trainingId: string) =>
  queryOptions({
    queryKey: playerKeys.progress(trainingId),
    queryFn: () => api.post<Progress>(`${trainingPath(trainingId)}/start`),
    gcTime: 0,
  });

export function useStartedProgress(trainingId: string) {
  return useQuery(startedProgressQueryOptions(trainingId));
}

export function setProgress(queryClient: QueryClient, progress: Progress): void {
  queryClient.setQueryData(playerKeys.progress(progress.trainingId), progress);
}

/** Reads the current Progress again (after a refusal that says the screen is out of date). */
export async function refreshProgress(queryClient: QueryClient, trainingId: string): Promise<void> {
  try {
    const progress = await api.get<Progress>(`${trainingPath(trainingId)}/progress`);
    setProgress(queryClient, progress);
  } catch {
    // the screen keeps what it has; the next action will tell
  }
}
