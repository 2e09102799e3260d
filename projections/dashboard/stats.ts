import { companyPrincipal, type Principal } from '../../src/platform/http';
import type { CatalogFacade } from '../../src/modules/catalog';
import type { IdentityFacade } from '../../src/modules/identity';
import type { LearningFacade } from '../../src/modules/learning';
import type { OrganizationFacade } from '../../src/modules/organization';
import { learnerPolicy } from '../../src/shared/policy';
import type { DashboardStats } from '../../src/shared/contracts/dashboard';

export type { AchievementKey, DashboardStats } from '../../src/shared/contracts/dashboard';

/** Assignment pairs are read in pages of this size, so no request holds a whole tenant. */
export const PAIR_PAGE = 1000;

/** What the dashboard reads of the modules (wired in src/app.ts). */
export interface DashboardPorts {
  readonly learning: LearningFacade;
  readonly catalog: Pick<CatalogFacade, 'trainingCounts'>;
  readonly identity: Pick<IdentityFacade, 'userCounts'>;
  readonly organization: Pick<OrganizationFacade, 'assignmentPairs' | 'managedGroupsSummary' | 'memberGroups'>;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * Assigned (member, training) pairs of the company or of some groups, and how many of them are
 * validly completed (completed or in the recertification window) now. Walks the pairs page by page.
 */
export async function compliance(ports: DashboardPorts, companyId: string, groupIds: readonly string[] | null): Promise<{ assigned: number; valid: number }> {
  if (groupIds && groupIds.length === 0) return { assigned: 0, valid: 0 };
  let after: { userId: string; trainingId: string } | null = null;
  let assigned = 0;
  let valid = 0;
  for (;;) {
    const pairs = await ports.organization.assignmentPairs(companyId, groupIds, after, PAIR_PAGE);
    if (pairs.length === 0) break;
    const page = await ports.learning.compliance(companyId, pairs);
    assigned += page.assigned;
    valid += page.valid;
    after = pairs[pairs.length - 1]!;
    if (pairs.length < PAIR_PAGE) break;
  }
  return { assigned, valid };
}

/** GET /api/dashboard/stats: company figures for root/admin, team figures for group owners, the caller's own learning. */
export async function dashboardStats(ports: DashboardPorts, principal: Principal | null): Promise<DashboardStats> {
  const { tenantId: companyId, userId, role } = companyPrincipal(principal);
  const companyWide = learnerPolicy.companyWideStatistics(role);
  const [published, users, company, managed, groups, mine] = await Promise.all([
    companyWide ? ports.catalog.trainingCounts([companyId]) : Promise.resolve(new Map<string, { total: number; published: number }>()),
    companyWide ? ports.identity.userCounts([companyId]) : Promise.resolve(new Map<string, number>()),
    companyWide ? compliance(ports, companyId, null) : Promise.resolve({ assigned: 0, valid: 0 }),
    ports.organization.managedGroupsSummary(companyId, userId),
    ports.organization.memberGroups(companyId, userId),
    ports.learning.learnerFigures(companyId, userId),
  ]);
  const team = await compliance(ports, companyId, managed.groupIds);
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
