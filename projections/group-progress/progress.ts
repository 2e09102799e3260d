import type { Queryable } from '../../src/platform/db';
import type { ValidWindow } from '../../src/platform/projections';
import { localizedText, type Lang } from '../../src/platform/i18n';
import { periodMonths } from '../../src/modules/catalog';
import { PROGRESS_STATUSES, type GroupProgress, type GroupProgressStats, type ProgressStatus, type ProgressTraining } from '../../src/shared/contracts/learning';
import { groupCells, groupMemberPage, groupStatusCounts, groupTrainingRows, type MemberRow } from '../compliance';
import type { GroupProgressPorts, ProgressGroup } from './ports';
import type { TrainingSummary } from '../../src/modules/catalog';

export type { GroupProgress, GroupProgressStats, ProgressStatus, ProgressTraining } from '../../src/shared/contracts/learning';

export interface ProgressQuery {
  readonly page: number;
  readonly limit: number;
  readonly search: string;
  readonly status: ProgressStatus | null;
  /** The column page: trainings `(trainingPage - 1) * trainingLimit` onwards, at most `trainingLimit`. */
  readonly trainingPage: number;
  readonly trainingLimit: number;
}

/** One column page of the unit's trainings. */
export interface TrainingColumns {
  readonly trainingPage: number;
  readonly trainingLimit: number;
}

const columnPage = <T>(all: readonly T[], c: TrainingColumns): T[] => all.slice((c.trainingPage - 1) * c.trainingLimit, c.trainingPage * c.trainingLimit);

/** The trainings of the report's columns, with their titles in the document's language. */
async function reportTrainings(q: Queryable, group: ProgressGroup, lang: Lang, ports: GroupProgressPorts) {
  const rows = await groupTrainingRows(q, group.id);
  const details = new Map((await ports.catalog.trainingsByIds(group.companyId, rows.map((r) => r.trainingId))).map((t): [string, TrainingSummary] => [t.id, t]));
  return rows.flatMap((r) => {
    const t = details.get(r.trainingId);
    if (!t) return [];
    const recertificationMonths = t.requiresRecertification ? periodMonths(t.recertificationPeriod) : null;
    return [{ id: t.id, title: t.title, titleText: localizedText(t.title, lang), deadline: r.deadline, viaBundle: r.bundleName, recertificationMonths, requiresPracticalPart: t.requiresPracticalPart }];
  });
}

/** Members with their cells (only what differs per person), in the order of the trainings; reads only these trainings' cells. */
async function memberViews(q: Queryable, group: ProgressGroup, members: readonly MemberRow[], trainings: GroupProgress['trainings'], now: Date): Promise<GroupProgress['members']> {
  const rows = await groupCells(q, group.id, members.map((m) => m.userId), now, trainings.map((t) => t.id));
  const cells = new Map(rows.map((c) => [`${c.userId}:${c.trainingId}`, c]));
  return members.map((m) => ({
    id: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    trainings: trainings.map((t): ProgressTraining => {
      const c = cells.get(`${m.userId}:${t.id}`);
      return {
        status: c?.status ?? 'assigned',
        completedAt: c?.completedAt ?? null,
        validUntil: c?.validUntil ?? null,
        // the person's period (under 18: at most six months), the training's without a row
        recertificationMonths: t.recertificationMonths !== null && c ? c.periodMonths : t.recertificationMonths,
        ...(c?.awaitingPractical ? { awaitingPracticalPart: true as const } : {}),
      };
    }),
  }));
}

async function stats(q: Queryable, group: ProgressGroup, trainings: number, now: Date): Promise<GroupProgressStats & { changesAt: number | null }> {
  const counts = await groupStatusCounts(q, group.id, now);
  const s = counts.byStatus;
  const valid = s.completed + s.recertification_due;
  return {
    changesAt: counts.changesAt,
    members: counts.members,
    trainings,
    assignments: counts.assignments,
    assigned: s.assigned,
    inProgress: s.in_progress,
    completed: s.completed,
    recertificationDue: s.recertification_due,
    expired: s.expired,
    overdue: s.overdue,
    awaitingPractical: s.awaiting_practical,
    completionRate: counts.assignments ? Math.round((valid / counts.assignments) * 100) : 0,
  };
}

/**
 * Group progress report, one page of members: every member of the page against every training of
 * the group, with the statistic cards over the whole group. Status depends on time, so it is
 * computed in SQL from the compliance projection's dates and the given clock.
 */
export async function groupProgress(q: Queryable, group: ProgressGroup, now: Date, lang: Lang, query: ProgressQuery, ports: GroupProgressPorts): Promise<TimedProgress> {
  const all = await reportTrainings(q, group, lang, ports);
  const trainings = columnPage(all, query);
  const [page, { changesAt, ...cards }] = await Promise.all([
    groupMemberPage(q, { groupId: group.id, now, search: query.search, status: query.status, offset: (query.page - 1) * query.limit, limit: query.limit }),
    stats(q, group, all.length, now),
  ]);
  const progress: GroupProgress = {
    group: { id: group.id, name: group.name, description: group.description, memberCount: cards.members },
    generatedAt: now.toISOString(),
    trainings,
    members: await memberViews(q, group, page.rows, trainings, now),
    stats: cards,
    page: query.page,
    pageSize: query.limit,
    totalCount: page.total,
    totalPages: Math.max(1, Math.ceil(page.total / query.limit)),
    trainingPage: query.trainingPage,
    trainingPageSize: query.trainingLimit,
    trainingTotalCount: all.length,
    trainingTotalPages: Math.max(1, Math.ceil(all.length / query.trainingLimit)),
  };
  return { progress, from: now.getTime(), until: changesAt };
}

/** A page of the report and the instants between which it stays right. */
export interface TimedProgress extends ValidWindow {
  readonly progress: GroupProgress;
}

/** The read models a page of the report comes from. */
export const PROGRESS_READ_MODELS = ['compliance', 'catalog.trainings'] as const;

/** Members per database read when the whole report is rendered (PDF): bounded memory per step. */
export const REPORT_CHUNK = 200;

export type ProgressReportHead = Pick<GroupProgress, 'group' | 'generatedAt' | 'trainings' | 'stats'>;

/** What the report (PDF) of one column page knows before its first member: group, the page's trainings, cards over the whole unit. */
export async function groupReportHead(q: Queryable, group: ProgressGroup, now: Date, lang: Lang, ports: GroupProgressPorts, columns: TrainingColumns): Promise<ProgressReportHead> {
  const all = await reportTrainings(q, group, lang, ports);
  const trainings = columnPage(all, columns);
  const { changesAt: _, ...cards } = await stats(q, group, all.length, now);
  return {
    group: { id: group.id, name: group.name, description: group.description, memberCount: cards.members },
    generatedAt: now.toISOString(),
    trainings,
    stats: cards,
  };
}

/**
 * Every member of the group with their cells, in chunks of REPORT_CHUNK (by last name), so that a
 * renderer can turn each chunk into markup and drop it before the next is read.
 */
export async function* groupReportMembers(q: Queryable, group: ProgressGroup, head: ProgressReportHead, now: Date): AsyncGenerator<GroupProgress['members']> {
  for (let offset = 0; ; offset += REPORT_CHUNK) {
    const page = await groupMemberPage(q, { groupId: group.id, now, search: '', status: null, offset, limit: REPORT_CHUNK });
    if (page.rows.length) yield await memberViews(q, group, page.rows, head.trainings, now);
    if (page.rows.length < REPORT_CHUNK || offset + REPORT_CHUNK >= page.total) break;
  }
}

export const isProgressStatus = (s: string): s is ProgressStatus => (PROGRESS_STATUSES as readonly string[]).includes(s);
