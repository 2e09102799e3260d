import { localizedText, type Lang } from '../../src/platform/i18n';
import { periodMonths } from '../../src/modules/catalog';
import { deadlineOverdue, isValidStatus, type LearningStatus } from '../../src/modules/learning';
import type { GroupProgress, ProgressStatus, ProgressTraining } from '../../src/shared/contracts/learning';
import type { GroupProgressPorts, ProgressGroup } from './ports';

export type { GroupProgress, ProgressStatus, ProgressTraining } from '../../src/shared/contracts/learning';

/**
 * A member's status in one training of the report, from the learning module's status: validly
 * completed (completed or in the recertification window) counts as completed; an expired
 * certification or a passed group deadline is overdue.
 */
export function reportStatus(learning: LearningStatus, deadline: string | null, now: Date): ProgressStatus {
  if (isValidStatus(learning)) return 'completed';
  if (learning === 'expired' || deadlineOverdue(deadline, learning, now)) return 'overdue';
  return learning === 'in_progress' ? 'in_progress' : 'assigned';
}

/**
 * Group progress report: every member against every training of the group, with status,
 * deadline, completion date and recertification. Status depends on time, so it is computed now
 * from stored dates and the given clock.
 */
export async function groupProgress(group: ProgressGroup, now: Date, lang: Lang, ports: GroupProgressPorts): Promise<GroupProgress> {
  const [memberRows, trainingRows] = await Promise.all([ports.organization.members(group.id), ports.organization.trainings(group.id)]);
  const people = await ports.identity.getUserSummaries(memberRows.map((m) => m.userId));
  const trainings = new Map((await ports.catalog.trainingsByIds(group.companyId, trainingRows.map((t) => t.trainingId))).filter((t) => !t.isDeleted).map((t) => [t.id, t]));
  const rows = trainingRows.filter((r) => trainings.has(r.trainingId));
  const members = memberRows.flatMap((m) => {
    const u = people.get(m.userId);
    return u ? [u] : [];
  });
  members.sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de'));
  const learning = await ports.learning.progress(group.companyId, members.map((m) => m.id), rows.map((r) => r.trainingId));
  const stats = { members: members.length, trainings: rows.length, assignments: 0, completed: 0, inProgress: 0, overdue: 0, completionRate: 0 };
  const memberViews = members.map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    trainings: rows.map((r): ProgressTraining => {
      const t = trainings.get(r.trainingId)!;
      const p = learning.get(`${u.id}:${t.id}`);
      const status = reportStatus(p?.status ?? 'assigned', r.deadline, now);
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
