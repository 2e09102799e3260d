/** Write side of the groups feature. Every mutation refreshes the caches it changes. */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { groupKeys } from './queries';
import type { Bundle, Group, GroupInput, GroupMember, GroupTraining } from './types';

const groupPath = (id: string) => `/api/user-groups/${encodeURIComponent(id)}`;

/** Counts, co-owners and the progress report of a group live in the list and the group's own queries. */
function refreshGroup(queryClient: QueryClient, { groupId }: { groupId: string }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: groupKeys.group(groupId) }),
  ]);
}

/**
 * Assignments reach members through their groups (spec section 7: member changes also refresh
 * my-trainings and completions). Those caches belong to other features, so they are matched by the
 * API path words in their keys rather than by a factory.
 */
const LEARNER_CACHE_WORDS = ['my-trainings', 'completions', 'user-completions', 'user-assignments', 'dashboard'];
function refreshLearnerCaches(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey.some((part) => typeof part === 'string' && LEARNER_CACHE_WORDS.some((word) => part.includes(word))),
  });
}

function refreshAssignments(queryClient: QueryClient, group: { groupId: string }) {
  return Promise.all([refreshGroup(queryClient, group), refreshLearnerCaches(queryClient)]);
}

export function useCreateGroup() {
  return useRefreshingMutation(
    (input: GroupInput) => api.post<Group>('/api/user-groups', input),
    (queryClient) => queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
  );
}

export function useDeleteGroup() {
  return useRefreshingMutation(
    (groupId: string) => api.delete<void>(groupPath(groupId)),
    (queryClient, groupId) => {
      queryClient.removeQueries({ queryKey: groupKeys.group(groupId) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: groupKeys.lists() }), refreshLearnerCaches(queryClient)]);
    },
  );
}

/** POST /api/user-groups/{id}/members with {email} (matched case-insensitively) or {userId}. */
export function useAddMember() {
  return useRefreshingMutation(
    ({ groupId, ...who }: { groupId: string } & ({ email: string } | { userId: string })) =>
      api.post<GroupMember>(`${groupPath(groupId)}/members`, who),
    refreshAssignments,
  );
}

export function useRemoveMember() {
  return useRefreshingMutation(
    ({ groupId, userId }: { groupId: string; userId: string }) =>
      api.delete<void>(`${groupPath(groupId)}/members/${encodeURIComponent(userId)}`),
    refreshAssignments,
  );
}

export function useAssignTraining() {
  return useRefreshingMutation(
    ({ groupId, trainingId, weeks }: { groupId: string; trainingId: string; weeks: number }) =>
      api.post<GroupTraining>(`${groupPath(groupId)}/trainings`, { trainingId, weeks }),
    refreshAssignments,
  );
}

export function useRemoveTraining() {
  return useRefreshingMutation(
    ({ groupId, trainingId }: { groupId: string; trainingId: string }) =>
      api.delete<void>(`${groupPath(groupId)}/trainings/${encodeURIComponent(trainingId)}`),
    refreshAssignments,
  );
}

/** PATCH /api/group-trainings/{trainingId}/deadline {weeks, groupId}: deadline = now + weeks. */
export function useUpdateDeadline() {
  return useRefreshingMutation(
    ({ groupId, trainingId, weeks }: { groupId: string; trainingId: string; weeks: number }) =>
      api.patch<GroupTraining>(`/api/group-trainings/${encodeURIComponent(trainingId)}/deadline`, { weeks, groupId }),
    refreshAssignments,
  );
}

/** What an instructor enters when signing off a learner's practical part (blended trainings, issue 16 item 7). */
export interface PracticalSignOffInput {
  groupId: string;
  trainingId: string;
  userId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  place: string;
  instructorName: string;
  note: string | null;
}

/** POST /api/trainings/{id}/participants/{userId}/practical-sign-off: the report and the learner's caches change. */
export function useSignOffPracticalPart() {
  return useRefreshingMutation(
    ({ groupId: _groupId, trainingId, userId, ...body }: PracticalSignOffInput) =>
      api.post<unknown>(`/api/trainings/${encodeURIComponent(trainingId)}/participants/${encodeURIComponent(userId)}/practical-sign-off`, body),
    refreshAssignments,
  );
}

export function useAddCoOwner() {
  return useRefreshingMutation(
    ({ groupId, userId }: { groupId: string; userId: string }) =>
      api.post<unknown>(`${groupPath(groupId)}/co-owners`, { userId }),
    refreshGroup,
  );
}

export function useRemoveCoOwner() {
  return useRefreshingMutation(
    ({ groupId, userId }: { groupId: string; userId: string }) =>
      api.delete<void>(`${groupPath(groupId)}/co-owners/${encodeURIComponent(userId)}`),
    refreshGroup,
  );
}

export function useAssignBundle() {
  return useRefreshingMutation(
    ({ groupId, bundleId, weeks }: { groupId: string; bundleId: string; weeks: number }) =>
      api.post<Bundle>(`${groupPath(groupId)}/bundles`, { bundleId, weeks }),
    refreshAssignments,
  );
}

export function useRemoveBundle() {
  return useRefreshingMutation(
    ({ groupId, bundleId }: { groupId: string; bundleId: string }) =>
      api.delete<void>(`${groupPath(groupId)}/bundles/${encodeURIComponent(bundleId)}`),
    refreshAssignments,
  );
}
