/**
 * The learner's side of the learning API (docs/api/learning.md), shared by My Learning and the
 * dashboard: shapes, query options and the evidence PDF download.
 *
 * Query keys are the API path (spec section 7: "Default read is GET to the query key path"), with
 * the query parameters as a second element where there are any:
 *   ['/api/dashboard/stats']
 *   ['/api/user/my-trainings', {search, status, tags, page, limit}]
 *   ['/api/user/completions', {page, limit}]
 * so that another screen (the player after a completion, group member changes) refreshes them with
 * `invalidateQueries({ queryKey: ['/api/user/my-trainings'] })` and the like, without importing this file.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, fetchPdf } from './api';
import type {
  CompletionView,
  CompletionsPage,
  LearningStatus,
  LearningTag,
  MyTraining as MyTrainingContract,
  MyTrainingsPage,
} from '../../shared/contracts/learning';
import type { AchievementKey, DashboardStats } from '../../shared/contracts/dashboard';

export const MY_TRAININGS_PATH = '/api/user/my-trainings';
export const COMPLETIONS_PATH = '/api/user/completions';
export const DASHBOARD_STATS_PATH = '/api/dashboard/stats';

/** Spec section 7: my-trainings and completions refetch every 30 s. */
export const LEARNING_REFETCH_MS = 30_000;

export type { LearningStatus, LearningAction, DueDisplay } from '../../shared/contracts/learning';
export type { AchievementKey, DashboardStats } from '../../shared/contracts/dashboard';
export type StatusFilter = 'all' | 'open' | 'completed';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'open', 'completed'];

export type TagView = LearningTag;
export type MyTraining = MyTrainingContract;
export type MyTrainingGroup = MyTraining['groups'][number];
export type { MyTrainingsPage };

export interface MyTrainingsParams {
  search: string;
  status: StatusFilter;
  tags: string[];
  page: number;
  limit: number;
}

export type CompletionStatus = CompletionView['status'];
export type { CompletionView, CompletionsPage };

export interface CompletionsParams {
  page: number;
  limit: number;
}

export const ACHIEVEMENT_KEYS: readonly AchievementKey[] = ['first_completed', 'five_completed', 'halfway', 'all_completed'];

export function myTrainingsQueryString(params: MyTrainingsParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  query.set('status', params.status);
  if (params.tags.length) query.set('tags', params.tags.join(','));
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  return query.toString();
}

/** GET /api/user/my-trainings: one page of the caller's assigned trainings (open first). */
export const myTrainingsQueryOptions = (params: MyTrainingsParams) =>
  queryOptions({
    queryKey: [MY_TRAININGS_PATH, params] as const,
    queryFn: ({ signal }) => api.get<MyTrainingsPage>(`${MY_TRAININGS_PATH}?${myTrainingsQueryString(params)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LEARNING_REFETCH_MS,
  });

/** GET /api/user/completions: the caller's completions, newest first. */
export const completionsQueryOptions = (params: CompletionsParams) =>
  queryOptions({
    queryKey: [COMPLETIONS_PATH, params] as const,
    queryFn: ({ signal }) => api.get<CompletionsPage>(`${COMPLETIONS_PATH}?page=${params.page}&limit=${params.limit}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LEARNING_REFETCH_MS,
  });

/** GET /api/dashboard/stats (refreshed when a training is completed, spec section 7). */
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: [DASHBOARD_STATS_PATH] as const,
    queryFn: ({ signal }) => api.get<DashboardStats>(DASHBOARD_STATS_PATH, signal),
  });

/** The completed ones are view-only (spec section 4). */
export const isCompletedStatus = (status: LearningStatus): boolean => status === 'completed';

export const evidencePdfPath = (completionId: string, lang: 'de' | 'en') =>
  `/api/completions/${encodeURIComponent(completionId)}/evidence.pdf?lang=${lang}`;

/** The evidence PDF as a blob: a plain link cannot carry the bearer token. */
export const fetchEvidencePdf = (completionId: string, lang: 'de' | 'en'): Promise<Blob> => fetchPdf(evidencePdfPath(completionId, lang), lang);

/** A file name without characters that file systems refuse. */
export function safeFileName(text: string): string {
  const printable = Array.from(text, (c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');
  return (
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'Nachweis'
  );
}

export { saveBlob } from './download';
