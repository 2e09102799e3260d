/** GET /api/audit/people/{userId}/history and the evidence PDF of a completion. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, fetchPdf } from '../../../lib/api';
import type { PersonHistory } from '../../../../shared/contracts/audit';

export type { HistoryCycle, HistoryEntry, PersonHistory, TrainingHistory } from '../../../../shared/contracts/audit';

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
