import type { StartCodeAnswer } from '../../../../shared/contracts/identity';
/** Write side of the users feature. Every mutation refreshes the users lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, postFormLines } from '../../../lib/api';
import { downloadPdf } from './pdf';
import { unitKeys, userKeys } from './queries';
import type { InviteUserInput, InviteUserResult, ManagedUser, UserChanges } from './types';
import type { UserImportResult } from '../../../../shared/contracts/identity';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.lists() });
}

export function useInviteUser() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: InviteUserInput) => api.post<InviteUserResult>('/api/users', input),
    onSuccess: () => refresh(),
  });
}

export function useEditUser() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChanges }) => api.patch<ManagedUser>(userPath(id), changes),
    onSuccess: () => refresh(),
  });
}

export function useSetUserActive() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => api.patch<ManagedUser>(`${userPath(id)}/${active ? 'activate' : 'deactivate'}`),
    onSuccess: () => refresh(),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(userPath(id)),
    onSuccess: () => refresh(),
  });
}

export interface ImportOptions {
  readonly file: File;
  readonly dryRun: boolean;
  readonly createUnits: boolean;
  /** The import's progress while it runs (users created of the valid rows, then units). */
  readonly onProgress?: (p: ImportProgress) => void;
}

export interface ImportProgress {
  readonly phase: 'users' | 'units';
  readonly done: number;
  readonly total: number;
}

type ImportLine =
  | ({ type: 'progress' } & ImportProgress)
  | { type: 'result'; result: UserImportResult }
  | { type: 'error'; status: number; code: string; message: string };

/** The import with progress: the answer's JSON lines (the server sends them to clients that accept `application/x-ndjson`). */
async function importWithProgress(path: string, form: FormData, onProgress: (p: ImportProgress) => void): Promise<UserImportResult> {
  let result: UserImportResult | undefined;
  await postFormLines(path, form, (raw) => {
    const line = raw as ImportLine;
    if (line.type === 'progress') onProgress(line);
    else if (line.type === 'result') result = line.result;
    else throw new ApiError(line.status, 'Error', line.message, line.code, line);
  });
  if (!result) throw new ApiError(500, 'Error', undefined, 'incomplete_answer', null);
  return result;
}

/** POST /api/users/import: the preview (dryRun) or the import of the file's valid rows. */
export function useImportUsers() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ file, dryRun, createUnits, onProgress }: ImportOptions) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const path = `/api/users/import?dryRun=${String(dryRun)}&createUnits=${String(createUnits)}`;
      return !dryRun && onProgress ? importWithProgress(path, form, onProgress) : api.postForm<UserImportResult>(path, form);
    },
    onSuccess: (_result, input) => (input.dryRun ? undefined : refresh()),
  });
}

/** POST /api/users/{id}/invitation: a new invitation link for a pending user (the old one stops working). */
export function useResendInvitation() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api.post<InviteUserResult>(`${userPath(id)}/invitation`),
    onSuccess: () => refresh(),
  });
}

/** POST /api/users/{id}/start-code: a new one-time code for a person with a personnel number (shown once). */
export function useIssueStartCode() {
  return useMutation({
    mutationFn: (id: string) => api.post<StartCodeAnswer>(`${userPath(id)}/start-code`),
  });
}

type Lang = 'de' | 'en';

/**
 * POST /api/users/start-letters.pdf {ids, lang}: a start letter per person, each with a new start
 * code (the earlier codes stop working), saved as one PDF.
 */
export function usePrintStartLetters() {
  return useMutation({
    mutationFn: ({ ids, lang }: { ids: readonly string[]; lang: Lang }) =>
      downloadPdf('/api/users/start-letters.pdf', lang, lang === 'de' ? 'startbriefe.pdf' : 'start-letters.pdf', { ids, lang }),
  });
}

/** GET /api/users/{id}/badge.pdf?lang=: a new badge for the person (the one printed before stops working). */
export function usePrintBadge() {
  return useMutation({
    mutationFn: ({ id, lang }: { id: string; lang: Lang }) => downloadPdf(`${userPath(id)}/badge.pdf?lang=${lang}`, lang, lang === 'de' ? 'ausweis.pdf' : 'badge.pdf'),
  });
}

/** POST /api/users/badges.pdf {ids, lang}: a new badge per person, one a page (the earlier ones stop working). */
export function usePrintBadges() {
  return useMutation({
    mutationFn: ({ ids, lang }: { ids: readonly string[]; lang: Lang }) =>
      downloadPdf('/api/users/badges.pdf', lang, lang === 'de' ? 'ausweise.pdf' : 'badges.pdf', { ids, lang }),
  });
}

/** The spec's second step of an invitation: POST /api/user-groups/{groupId}/members { userId } per chosen unit. */
export function useAddToUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, unitIds }: { userId: string; unitIds: readonly string[] }) => {
      const failed: string[] = [];
      for (const id of unitIds) {
        try {
          await api.post<unknown>(`/api/user-groups/${encodeURIComponent(id)}/members`, { userId });
        } catch {
          failed.push(id);
        }
      }
      return { failed };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
