import type { Queryable } from '../../src/platform/db';
import { getInWindow, type ReadCache, type ValidWindow } from '../../src/platform/projections';
import { companyPrincipal, type Principal } from '../../src/platform/http';
import type { CatalogFacade } from '../../src/modules/catalog';
import type { IdentityFacade } from '../../src/modules/identity';
import type { LearningFacade } from '../../src/modules/learning';
import type { OrganizationFacade } from '../../src/modules/organization';
import { learnerPolicy } from '../../src/shared/policy';
import type { DashboardStats } from '../../src/shared/contracts/dashboard';
import { companyCompliance, groupsCompliance, personalCompliance, type Compliance } from '../compliance';
import { principalIds, type CompanyId, type UserId } from '../../src/shared/contracts/ids';

export type { AchievementKey, DashboardStats } from '../../src/shared/contracts/dashboard';

/** What the dashboard reads of the modules (wired in index.ts); compliance figures come from the compliance projection. */
export interface DashboardPorts {
  readonly db: Queryable;
  readonly now: () => Date;
  readonly learning: Pick<LearningFacade, 'completionCount'>;
  readonly catalog: Pick<CatalogFacade, 'trainingCounts'>;
  readonly identity: Pick<IdentityFacade, 'userCounts'>;
  readonly organization: Pick<OrganizationFacade, 'managedGroupsSummary' | 'memberGroups'>;
  /** Answers kept until a read model they come from changes or the clock reaches their next status change. */
  readonly cache?: ReadCache<TimedStats>;
  /** A person's units (those they manage, those they are in), kept until the units change: a completion does not move them. */
  readonly units?: ReadCache<UnitsOf>;
}

/** What a dashboard answer reads of the units alone (organization.groups); `units` keeps it apart from the answer's other figures. */
export interface UnitsOf {
  readonly managed: Awaited<ReturnType<OrganizationFacade['managedGroupsSummary']>>;
  readonly groups: Awaited<ReturnType<OrganizationFacade['memberGroups']>>;
}

/** The read models `UnitsOf` comes from (a bundle's trainings count among a unit's). */
export const UNITS_READ_MODELS = ['organization.groups', 'organization.bundles'] as const;

/** The read models a dashboard answer comes from (its cache is emptied when one of them changes): the units' and the rest. */
export const DASHBOARD_READ_MODELS = ['compliance', ...UNITS_READ_MODELS, 'catalog.trainings', 'identity.users', 'learning.enrolments'] as const;

/** A dashboard answer and the instants between which it stays right. */
export interface TimedStats extends ValidWindow {
  readonly stats: DashboardStats;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const none: Compliance = { assigned: 0, valid: 0, changesAt: null };

/**
 * GET /api/dashboard/stats: company figures for root/admin, team figures for group owners, the
 * caller's own learning. A constant number of indexed queries, whatever the company's size.
 */
export async function dashboardStats(ports: DashboardPorts, principal: Principal | null): Promise<DashboardStats> {
  const p = companyPrincipal(principal);
  const { companyId, userId } = principalIds(p);
  const role = p.role;
  const load = () => computeStats(ports, companyId, userId, role);
  return (await getInWindow(ports.cache, `${companyId}:${userId}:${role}`, load, () => ports.now().getTime())).stats;
}

async function computeStats(ports: DashboardPorts, companyId: CompanyId, userId: UserId, role: string): Promise<TimedStats> {
  const companyWide = learnerPolicy.companyWideStatistics(role);
  const now = ports.now();
  const loadUnits = async (): Promise<UnitsOf> => {
    const [managed, groups] = await Promise.all([ports.organization.managedGroupsSummary(companyId, userId), ports.organization.memberGroups(companyId, userId)]);
    return { managed, groups };
  };
  // the distinct members of a root's units (everyone, in a company-wide unit) were most of a first answer after completions (bench:scale-10k)
  const units = ports.units ? ports.units.get(`${companyId}:${userId}`, loadUnits) : loadUnits();
  const [published, users, company, { managed, groups }, mine, completions, team] = await Promise.all([
    companyWide ? ports.catalog.trainingCounts([companyId]) : Promise.resolve(new Map<string, { total: number; published: number }>()),
    companyWide ? ports.identity.userCounts([companyId]) : Promise.resolve(new Map<string, number>()),
    companyWide ? companyCompliance(ports.db, companyId, now) : Promise.resolve(none),
    units,
    personalCompliance(ports.db, companyId, userId, now),
    ports.learning.completionCount(companyId, userId),
    // the team's figures as soon as the units are known, beside the rest: after them it added 10-19 ms to a root's answer (28 units, bench:scale-10k)
    units.then((u) => groupsCompliance(ports.db, companyId, u.managed.groupIds, now)),
  ]);
  const { assigned, completed, overdue } = mine;
  const changes = [company.changesAt, team.changesAt, mine.changesAt].filter((x): x is number => x !== null);
  const stats: DashboardStats = {
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
  return { stats, from: now.getTime(), until: changes.length ? Math.min(...changes) : null };
}
