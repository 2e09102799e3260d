import type { Queryable } from '../../src/platform/db';
import { getTrainingsByIds, trainingCounts, type TrainingRow } from '../../src/modules/catalog';
import { userCounts } from '../../src/modules/identity';
import { isValidCompletion, isValidStatus, learningState, type LearningService } from '../../src/modules/learning';
import { assignmentPairs, managedGroupsSummary, memberGroups } from '../../src/modules/organization';
import type { Principal } from '../../src/platform/http';

/** Assignment pairs are read in pages of this size, so no request holds a whole tenant. */
export const PAIR_PAGE = 1000;

export type AchievementKey = 'first_completed' | 'five_completed' | 'halfway' | 'all_completed';

export interface DashboardStats {
  activeTrainings: number;
  completedTrainings: number;
  totalUsers: number;
  complianceRate: number;
  myGroupsCount: number;
  myGroupMembers: number;
  assignedTrainings: number;
  teamCompletionRate: number;
  personal: { assigned: number; open: number; completed: number; overdue: number; completionRate: number };
  achievements: { key: AchievementKey; achieved: boolean }[];
  myGroups: { id: string; name: string; description: string; memberCount: number }[];
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * Assigned (member, training) pairs of the company or of some groups, and how many of them are
 * validly completed (completed or in the recertification window) now. Walks the pairs page by page.
 */
export async function compliance(q: Queryable, companyId: string, groupIds: readonly string[] | null, now: Date): Promise<{ assigned: number; valid: number }> {
  if (groupIds && groupIds.length === 0) return { assigned: 0, valid: 0 };
  const trainings = new Map<string, TrainingRow | null>();
  let after: { userId: string; trainingId: string } | null = null;
  let assigned = 0;
  let valid = 0;
  for (;;) {
    const pairs = await assignmentPairs(q, companyId, groupIds, after, PAIR_PAGE);
    if (pairs.length === 0) break;
    const unknown = [...new Set(pairs.map((p) => p.trainingId))].filter((id) => !trainings.has(id));
    for (const id of unknown) trainings.set(id, null);
    for (const t of await getTrainingsByIds(q, companyId, unknown)) trainings.set(t.id, t.isDeleted ? null : t);
    const live = pairs.filter((p) => trainings.get(p.trainingId));
    const { completions } = await learningState(q, companyId, [...new Set(live.map((p) => p.userId))], [...new Set(live.map((p) => p.trainingId))]);
    for (const p of live) {
      const t = trainings.get(p.trainingId)!;
      assigned++;
      if (isValidCompletion(t, completions.get(`${p.userId}:${p.trainingId}`), now)) valid++;
    }
    after = pairs[pairs.length - 1]!;
    if (pairs.length < PAIR_PAGE) break;
  }
  return { assigned, valid };
}

/** GET /api/dashboard/stats: company figures for root/admin, team figures for group owners, the caller's own learning. */
export async function dashboardStats(q: Queryable, learning: LearningService, principal: Principal | null, now: Date): Promise<DashboardStats> {
  const caller = learning.caller(principal);
  const { companyId, userId, role } = caller;
  const companyWide = role === 'root' || role === 'admin';
  const [published, users, company, managed, groups, mine] = await Promise.all([
    companyWide ? trainingCounts(q, [companyId]) : Promise.resolve(new Map<string, { total: number; published: number }>()),
    companyWide ? userCounts(q, [companyId]) : Promise.resolve(new Map<string, number>()),
    companyWide ? compliance(q, companyId, null, now) : Promise.resolve({ assigned: 0, valid: 0 }),
    managedGroupsSummary(q, companyId, userId),
    memberGroups(q, companyId, userId),
    learning.allAssignments(caller, userId),
  ]);
  const team = await compliance(q, companyId, managed.groupIds, now);
  const completed = mine.filter((t) => isValidStatus(t.status)).length;
  const assigned = mine.length;
  const overdue = mine.filter((t) => t.deadlineOverdue).length;
  const completions = (await learning.completions(caller, userId, 1, 1)).totalCount;
  return {
    activeTrainings: published.get(companyId)?.published ?? 0,
    completedTrainings: company.valid,
    totalUsers: users.get(companyId) ?? 0,
    complianceRate: percent(company.valid, company.assigned),
    myGroupsCount: managed.groupIds.length,
    myGroupMembers: managed.members,
    assignedTrainings: managed.trainings,
    teamCompletionRate: percent(team.valid, team.assigned),
    personal: { assigned, open: assigned - completed, completed, overdue, completionRate: percent(completed, assigned) },
    achievements: [
      { key: 'first_completed', achieved: completions >= 1 },
      { key: 'five_completed', achieved: completions >= 5 },
      { key: 'halfway', achieved: assigned > 0 && completed * 2 >= assigned },
      { key: 'all_completed', achieved: assigned > 0 && completed === assigned },
    ],
    myGroups: groups,
  };
}
