/**
 * Write side of the classroom sessions. Each command answers the session's new view: it goes into the
 * session's cache as it is, and the lists are read again. Closing completes the training for those
 * who signed, so the units' progress reports and the learners' views are read again too.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { groupKeys } from '../../groups';
import { sessionKeys, sessionPath, type InstructionSessionView } from './queries';

export interface PlanInput {
  trainingId: string;
  startsAt: string;
  durationMinutes: number;
  location: string;
  instructorId: string;
  participantIds: string[];
  notes?: string | null;
}

function refreshSession(queryClient: QueryClient, view: InstructionSessionView) {
  queryClient.setQueryData(sessionKeys.session(view.id), view);
  return queryClient.invalidateQueries({ queryKey: sessionKeys.lists() });
}

/** Caches of other features that a completion changes, matched by the API path words in their keys (as groups/api/mutations.ts does). */
const LEARNER_CACHE_WORDS = ['my-trainings', 'completions', 'user-completions', 'user-assignments', 'dashboard'];

function refreshCompletions(queryClient: QueryClient, view: InstructionSessionView) {
  return Promise.all([
    refreshSession(queryClient, view),
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && LEARNER_CACHE_WORDS.some((word) => part.includes(word))),
    }),
  ]);
}

/** Plans a session; `idempotencyKey` (one per opening of the dialog) makes a repeated submission plan it once. */
export function usePlanSession() {
  return useRefreshingMutation(
    ({ idempotencyKey, ...input }: PlanInput & { idempotencyKey: string }) => api.post<InstructionSessionView>('/api/instruction-sessions', input, { idempotencyKey }),
    (queryClient, _input, view) => refreshSession(queryClient, view),
  );
}

export function useAddParticipant() {
  return useRefreshingMutation(
    ({ sessionId, userId }: { sessionId: string; userId: string }) => api.post<InstructionSessionView>(`${sessionPath(sessionId)}/participants`, { userId }),
    (queryClient, _v, view) => refreshSession(queryClient, view),
  );
}

export function useRemoveParticipant() {
  return useRefreshingMutation(
    ({ sessionId, userId }: { sessionId: string; userId: string }) => api.delete<InstructionSessionView>(`${sessionPath(sessionId)}/participants/${encodeURIComponent(userId)}`),
    (queryClient, _v, view) => refreshSession(queryClient, view),
  );
}

export function useOpenSession() {
  return useRefreshingMutation(
    (sessionId: string) => api.post<InstructionSessionView>(`${sessionPath(sessionId)}/open`),
    (queryClient, _v, view) => refreshSession(queryClient, view),
  );
}

export function useSign() {
  return useRefreshingMutation(
    ({ sessionId, userId, signature }: { sessionId: string; userId: string; signature: string }) =>
      api.post<InstructionSessionView>(`${sessionPath(sessionId)}/signatures`, { userId, signature, confirmed: true }),
    (queryClient, _v, view) => refreshSession(queryClient, view),
  );
}

export function useWithdrawSignature() {
  return useRefreshingMutation(
    ({ sessionId, userId, reason }: { sessionId: string; userId: string; reason: string }) =>
      apiRequest<InstructionSessionView>(`${sessionPath(sessionId)}/signatures/${encodeURIComponent(userId)}`, { method: 'DELETE', body: { reason } }),
    (queryClient, _v, view) => refreshSession(queryClient, view),
  );
}

export function useCloseSession() {
  return useRefreshingMutation(
    ({ sessionId, instructorSignature }: { sessionId: string; instructorSignature: string }) =>
      api.post<InstructionSessionView>(`${sessionPath(sessionId)}/close`, { instructorSignature }),
    (queryClient, _v, view) => refreshCompletions(queryClient, view),
  );
}

export function useCorrectSession() {
  return useRefreshingMutation(
    ({ sessionId, reason, correction }: { sessionId: string; reason: string; correction: string }) =>
      api.post<InstructionSessionView>(`${sessionPath(sessionId)}/corrections`, { reason, correction }),
    (queryClient, _v, view) => refreshSession(queryClient, view),
  );
}

/** POST …/scan (multipart): the signed paper list closes the session for those ticked as present. */
export function useUploadScan() {
  return useRefreshingMutation(
    ({ sessionId, file, presentUserIds }: { sessionId: string; file: File; presentUserIds: string[] }) => {
      const form = new FormData();
      form.append('presentUserIds', presentUserIds.join(','));
      form.append('file', file, file.name);
      return api.postForm<InstructionSessionView>(`${sessionPath(sessionId)}/scan`, form);
    },
    (queryClient, _v, view) => refreshCompletions(queryClient, view),
  );
}
