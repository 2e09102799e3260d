import type { Queryable } from '../../src/platform/db';
import { localizedText, type Lang } from '../../src/platform/i18n';
import { getTrainingsByIds, periodMonths } from '../../src/modules/catalog';
import { getUserSummaries } from '../../src/modules/identity';
import { groupMembers, groupTrainings, type GroupRow } from '../../src/modules/organization';

export type ProgressStatus = 'assigned' | 'in_progress' | 'completed' | 'overdue';

/** What the learning module will report per user and training (issue "Learning"). */
export interface CompletionSource {
  progress(companyId: string, userIds: readonly string[], trainingIds: readonly string[]): Promise<Map<string, { startedAt: string | null; completedAt: string | null }>>;
}

/** Until the learning module records progress, nobody has started or completed anything. */
export const noCompletions: CompletionSource = { progress: async () => new Map() };

export interface ProgressTraining {
  id: string;
  title: unknown;
  titleText: string;
  status: ProgressStatus;
  deadline: string | null;
  completedAt: string | null;
  recertificationRequired: boolean;
  recertificationMonths: number | null;
}

export interface GroupProgress {
  group: { id: string; name: string; description: string; memberCount: number };
  generatedAt: string;
  trainings: { id: string; title: unknown; titleText: string; deadline: string | null; viaBundle: string | null }[];
  members: { id: string; firstName: string; lastName: string; email: string; trainings: ProgressTraining[] }[];
  stats: { members: number; trainings: number; assignments: number; completed: number; inProgress: number; overdue: number; completionRate: number };
}

/**
 * Group progress report: every member against every training of the group, with status,
 * deadline, completion date and recertification. Status depends on time, so it is computed now
 * from stored dates and the given clock.
 */
export async function groupProgress(q: Queryable, group: GroupRow, now: Date, lang: Lang, completions: CompletionSource): Promise<GroupProgress> {
  const [memberRows, trainingRows] = await Promise.all([groupMembers(q, group.id), groupTrainings(q, group.id)]);
  const people = await getUserSummaries(q, memberRows.map((m) => m.userId));
  const trainings = new Map((await getTrainingsByIds(q, group.companyId, trainingRows.map((t) => t.trainingId))).filter((t) => !t.isDeleted).map((t) => [t.id, t]));
  const rows = trainingRows.filter((r) => trainings.has(r.trainingId));
  const members = memberRows.flatMap((m) => {
    const u = people.get(m.userId);
    return u ? [u] : [];
  });
  members.sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de'));
  const done = await completions.progress(group.companyId, members.map((m) => m.id), rows.map((r) => r.trainingId));
  const stats = { members: members.length, trainings: rows.length, assignments: 0, completed: 0, inProgress: 0, overdue: 0, completionRate: 0 };
  const memberViews = members.map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    trainings: rows.map((r): ProgressTraining => {
      const t = trainings.get(r.trainingId)!;
      const p = done.get(`${u.id}:${t.id}`);
      const status: ProgressStatus = p?.completedAt
        ? 'completed'
        : r.deadline && new Date(r.deadline) < now
          ? 'overdue'
          : p?.startedAt
            ? 'in_progress'
            : 'assigned';
      stats.assignments++;
      if (status === 'completed') stats.completed++;
      if (status === 'in_progress') stats.inProgress++;
      if (status === 'overdue') stats.overdue++;
      return {
        id: t.id,
        title: t.title,
        titleText: localizedText(t.title, lang),
        status,
        deadline: r.deadline,
        completedAt: p?.completedAt ?? null,
        recertificationRequired: t.requiresRecertification,
        recertificationMonths: t.requiresRecertification ? periodMonths(t.recertificationPeriod) : null,
      };
    }),
  }));
  stats.completionRate = stats.assignments ? Math.round((stats.completed / stats.assignments) * 100) : 0;
  return {
    group: { id: group.id, name: group.name, description: group.description, memberCount: members.length },
    generatedAt: now.toISOString(),
    trainings: rows.map((r) => ({ id: r.trainingId, title: trainings.get(r.trainingId)!.title, titleText: localizedText(trainings.get(r.trainingId)!.title, lang), deadline: r.deadline, viaBundle: r.viaBundle?.name ?? null })),
    members: memberViews,
    stats,
  };
}
