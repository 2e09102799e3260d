/**
 * Read side of the classroom sessions (GET /api/instruction-sessions…): query-key factories and
 * queryOptions. Mutations (mutations.ts) refresh through these factories.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { listQueryString } from '../../../lib/list-queries';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { getToken } from '../../../lib/storage';
import { instructionPolicy } from '../../../../shared/policy';
import type { LibraryPage, TrainingDetailsView } from '../../../../shared/contracts/catalog';
import type { UsersPage } from '../../../../shared/contracts/identity';
import type { InstructionCandidate, InstructionCandidatePage, InstructionSessionList, InstructionSessionView } from '../../../../shared/contracts/instruction';
import type { GroupPage, GroupView } from '../../../../shared/contracts/organization';
import { rangeParams, type SessionFilters } from '../lib/search';

export type { InstructionCandidate, InstructionSessionList, InstructionSessionSummary, InstructionSessionView, InstructionParticipant } from '../../../../shared/contracts/instruction';

const BASE = '/api/instruction-sessions';
export const sessionPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const sessionKeys = {
  all: ['instruction-sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (filters: SessionFilters) => [...sessionKeys.lists(), filters] as const,
  session: (id: string) => [...sessionKeys.all, 'session', id] as const,
  candidates: (trainingId: string, groupIds: readonly string[], dueOnly: boolean) => [...sessionKeys.all, 'candidates', trainingId, [...groupIds].sort(), dueOnly] as const,
  signature: (url: string) => [...sessionKeys.all, 'signature', url] as const,
  pick: (kind: 'trainings' | 'training' | 'units' | 'unit' | 'instructors' | 'people', search: string) => [...sessionKeys.all, 'pick', kind, search] as const,
};

/** GET /api/instruction-sessions?status=&from=&to=&page=: one page (15), latest start first. */
export const sessionsQueryOptions = (filters: SessionFilters) =>
  queryOptions({
    queryKey: sessionKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<InstructionSessionList>(`${BASE}?${listQueryString({ status: filters.status, ...rangeParams(filters), page: String(filters.page) })}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/instruction-sessions/{id}: the session with its participants, content and documents. */
export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.session(id),
    queryFn: ({ signal }) => api.get<InstructionSessionView>(sessionPath(id), signal),
  });

/** The most candidate pages read for one suggestion (100 each; a session lists at most 500). */
const MAX_CANDIDATE_PAGES = 5;

/**
 * GET /api/instruction-sessions/candidates: the members of the chosen units with their status for the
 * training, every page (the dialog lists them all and preselects them).
 */
export const candidatesQueryOptions = (trainingId: string, groupIds: readonly string[], dueOnly: boolean) =>
  queryOptions({
    queryKey: sessionKeys.candidates(trainingId, groupIds, dueOnly),
    queryFn: async ({ signal }) => {
      const all: InstructionCandidate[] = [];
      let total = 0;
      for (let page = 1; page <= MAX_CANDIDATE_PAGES; page += 1) {
        const query = listQueryString({ trainingId, groupIds: groupIds.join(','), dueOnly: String(dueOnly), page: String(page) });
        const answer = await api.get<InstructionCandidatePage>(`${BASE}/candidates?${query}`, signal);
        all.push(...answer.candidates);
        total = answer.total;
        if (all.length >= total || answer.candidates.length === 0) break;
      }
      return { candidates: all, total };
    },
    enabled: Boolean(trainingId) && groupIds.length > 0,
    staleTime: 0,
  });

/** An option of a searched select. */
export interface PickOption {
  value: string;
  label: string;
}

const search = (text: string) => (text ? `search=${encodeURIComponent(text)}&` : '');

/** The first page of the library matching a search (drafts included: the server says whether one can be planned). */
export async function searchTrainings(text: string, title: (value: LibraryPage['trainings'][number]['title']) => string, signal?: AbortSignal): Promise<PickOption[]> {
  const page = await api.get<LibraryPage>(`/api/trainings?${search(text)}page=1`, signal);
  return page.trainings.map((training) => ({ value: training.id, label: title(training.title) }));
}

/** GET /api/trainings/{id}: a training's title for a preselected choice. */
export const trainingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.pick('training', id),
    queryFn: ({ signal }) => api.get<TrainingDetailsView>(`/api/trainings/${encodeURIComponent(id)}`, signal),
    enabled: Boolean(id),
    staleTime: 60_000,
  });

/** The first page of the company's units matching a search. */
export async function searchUnits(text: string, signal?: AbortSignal): Promise<PickOption[]> {
  const page = await api.get<GroupPage>(`/api/user-groups?${search(text)}page=1`, signal);
  return page.groups.map((group) => ({ value: group.id, label: group.name }));
}

/** GET /api/user-groups/{id}: a unit's name for a preselected choice. */
export const unitQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.pick('unit', id),
    queryFn: ({ signal }) => api.get<GroupView>(`/api/user-groups/${encodeURIComponent(id)}`, signal),
    enabled: Boolean(id),
    staleTime: 60_000,
  });

const personLabel = (u: { firstName: string; lastName: string; email: string }) => `${u.firstName} ${u.lastName} (${u.email})`;

/** Active root, admins and managers matching a search: who may instruct (one page of each role). */
export async function searchInstructors(text: string, signal?: AbortSignal): Promise<PickOption[]> {
  const pages = await Promise.all(
    (['root', 'admin', 'manager'] as const).map((role) => api.get<UsersPage>(`/api/users?${search(text)}role=${role}&page=1`, signal)),
  );
  return pages
    .flatMap((page) => page.users)
    .filter((u) => u.isActive && instructionPolicy.instructorEligible(u.role))
    .map((u) => ({ value: u.id, label: personLabel(u) }));
}

/** Active people of the company matching a search (a walk-in), minus those already listed. */
export async function searchPeople(text: string, exclude: ReadonlySet<string>, signal?: AbortSignal): Promise<PickOption[]> {
  const page = await api.get<UsersPage>(`/api/users?${search(text)}page=1`, signal);
  return page.users.filter((u) => u.isActive && !exclude.has(u.id)).map((u) => ({ value: u.id, label: personLabel(u) }));
}

/**
 * A participant's signature as a data URL: the image answer needs the bearer token, so an <img>
 * cannot load it by itself.
 */
export const signatureQueryOptions = (url: string) =>
  queryOptions({
    queryKey: sessionKeys.signature(url),
    queryFn: async ({ signal }) => {
      const headers = new Headers({ Accept: 'image/png' });
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const response = await fetch(url, { headers, signal });
      if (!response.ok) throw new ApiError(response.status, response.statusText || 'Error', undefined, undefined, undefined);
      return readAsDataUrl(await response.blob());
    },
    staleTime: Infinity,
  });

export function useSessions(filters: SessionFilters) {
  return useQuery(sessionsQueryOptions(filters));
}

export function useSession(id: string) {
  return useQuery(sessionQueryOptions(id));
}

export function useCandidates(trainingId: string, groupIds: readonly string[], dueOnly: boolean) {
  return useQuery(candidatesQueryOptions(trainingId, groupIds, dueOnly));
}
