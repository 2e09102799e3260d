import type { Queryable } from '../../src/platform/db';
import { companyPrincipal, type Principal } from '../../src/platform/http';
import { trainingCounts } from '../../src/modules/catalog';
import { userCounts } from '../../src/modules/identity';
import type { LearningFacade } from '../../src/modules/learning';
import { assignmentPairs, managedGroupsSummary, memberGroups } from '../../src/modules/organization';
import { learnerPolicy } from '../../src/shared/policy';
import type { DashboardStats } from '../../src/shared/contracts/dashboard';

export type { AchievementKey, DashboardStats } from '../../src/shared/contracts/dashboard';

/** Assignment pairs are read in pages of this size, so no request holds a whole tenant. */
export const PAIR_PAGE = 1000;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * Assigned (member, training) pairs of the company or of some groups, and how many of them are
 * validly completed (completed or in the recertification window) now. Walks the pairs page by page.
 */
export async function compliance(q: Queryable, learning: LearningFacade, companyId: string, groupIds: readonly string[] | null): Promise<{ assigned: number; valid: number }> {
  if (groupIds && groupIds.length === 0) return { assigned: 0, valid: 0 };
  let after: { userId: string; trainingId: string } | null = null;
  let assigned = 0;
  let valid = 0;
  for (;;) {
    const pairs = await assignmentPairs(q, companyId, groupIds, after, PAIR_PAGE);
    if (pairs.length === 0) break;
    const page = await learning.compliance(companyId, pairs);
    assigned += page.assigned;
    valid += page.valid;
    after = pairs[pairs.length - 1]!;
    if (pairs.length < PAIR_PAGE) break;
  }
  return { assigned, valid };
}

/** GET /api/dashboard/stats: company figures for root/admin, team figures for group owners, the caller's own learning. */
export async function dashboardStats(q: Queryable, learning: LearningFacade, principal: Principal | null): Promise<DashboardStats> {
  const { tenantId: companyId, userId, role } = companyPrincipal(principal);
  const companyWide = learnerPolicy.companyWideStatistics(role);
  const [published, users, company, managed, groups, mine] = await Promise.all([
    companyWide ? trainingCounts(q, [companyId]) : Promise.resolve(new Map<string, { total: number; published: number }>()),
    companyWide ? userCounts(q, [companyId]) : Promise.resolve(new Map<string, number>()),
    companyWide ? compliance(q, learning, companyId, null) : Promise.resolve({ assigned: 0, valid: 0 }),
    managedGroupsSummary(q, companyId, userId),
    memberGroups(q, companyId, userId),
    learning.learnerFigures(companyId, userId),
  ]);
  const team = await compliance(q, learning, companyId, managed.groupIds);
  const { assigned, completed, overdue, completions } = mine;
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
