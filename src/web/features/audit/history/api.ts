/** GET /api/audit/people/{userId}/history and the evidence PDF of a completion. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, fetchPdf } from '../../../lib/api';

export interface HistoryEntry {
  id: string;
  at: string;
  kind: string;
  text: string;
  actor: { id: string | null; name: string | null };
  group: { id: string; name: string | null } | null;
  bundle: { id: string; name: string | null } | null;
  details: Record<string, unknown>;
}

export interface HistoryCycle {
  cycle: number;
  startedAt: string | null;
  completedAt: string | null;
  validUntil: string | null;
  evidenceId: string | null;
  /** A blended training's online part is done, its practical part not yet signed off. */
  awaitingPracticalPart: boolean;
  entries: HistoryEntry[];
}

export interface TrainingHistory {
  trainingId: string;
  title: string;
  deleted: boolean;
  deletedAt: string | null;
  cycles: HistoryCycle[];
}

export interface PersonHistory {
  person: { id: string; name: string };
  entries: HistoryEntry[];
  trainings: TrainingHistory[];
  page: number;
  limit: number;
  totalTrainings: number;
  totalPages: number;
  truncated: boolean;
}

export const HISTORY_PAGE_SIZE = 20;

export const historyQuery = (userId: string, page: number, lang: string) =>
  queryOptions({
    queryKey: ['audit', 'history', userId, page, lang] as const,
    queryFn: ({ signal }) => api.get<PersonHistory>(`/api/audit/people/${encodeURIComponent(userId)}/history?page=${page}&limit=${HISTORY_PAGE_SIZE}`, signal),
    placeholderData: keepPreviousData,
  });

/** Opens a completion's evidence PDF in a new window (opened inside the click so popup blockers allow it). */
export async function openEvidence(completionId: string, lang: 'de' | 'en'): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const blob = await fetchPdf(`/api/completions/${encodeURIComponent(completionId)}/evidence.pdf?lang=${lang}`, lang);
    const url = URL.createObjectURL(blob);
    window.setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
    if (target && !target.closed) target.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    target?.close();
    throw error;
  }
}
