import type { Queryable } from '../../platform/db';
import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import { ReadCache } from '../../platform/projections';
import type { Role } from '../../shared/policy';
import type { GroupView } from '../../shared/contracts/organization';
import * as b from './read/bundles/queries';
import * as q from './read/groups/queries';
import * as m from './read/groups/membership';
import { bundlesProjection } from './read/bundles/projection';
import { groupsProjection } from './read/groups/projection';
import { organizationMigrations } from './read/migrations';
import { peopleProjection } from './read/people/projection';
import { ORGANIZATION_ROUTES, organizationRoutes } from './routes';
import { reportableGroup } from './shared/access';
import type { OwnedRow } from './read/owned-page';
import type { OrganizationDeps } from './shared/deps';
import { organizationUseCases, type OrganizationUseCases } from './use-cases';
import { organizationPorts, type OrganizationProviders } from './wiring';
import { asCompanyId, asGroupId, asUserId, type CompanyId, type GroupId, type TrainingId, type UserId } from '../../shared/contracts/ids';

export type { OrganizationPorts, CatalogPort, IdentityPort, PersonSummary, TrainingSummary } from './shared/ports';
export type { OrganizationUseCases } from './use-cases';
export type { OrganizationProviders } from './wiring';
export type { Caller as OrganizationCaller } from './shared/deps';

/** A group as other modules see it: its head, without counts (counting a unit of 10,000 members per call is not free). */
export interface GroupHead extends Pick<GroupView, 'coOwners' | 'name' | 'description'> {
  readonly id: GroupId;
  readonly companyId: CompanyId;
  readonly ownerId: UserId;
}


/** A training assigned to a user through one of their groups. */
export interface UserAssignment {
  readonly trainingId: TrainingId;
  readonly groupId: GroupId;
  readonly groupName: string;
  readonly deadline: string | null;
}

/** What other modules and the cross-module read models ask of organization. */
export interface OrganizationFacade {
  /** Trainings assigned to a user through their groups (directly or via bundles). */
  assignedTrainingIds(companyId: CompanyId, userId: UserId): Promise<TrainingId[]>;
  /** Names of the bundles that contain a training (a bundled training cannot be deleted). */
  bundleNamesContaining(companyId: CompanyId, trainingId: TrainingId): Promise<string[]>;
  /** Whether `managerId` owns or co-owns a group that `userId` is a member of. */
  sharesManagedGroup(companyId: CompanyId, managerId: UserId, userId: UserId): Promise<boolean>;
  userAssignments(companyId: CompanyId, userId: UserId): Promise<UserAssignment[]>;
  /** The group when the caller may read its reports (edit level, or company-wide readers such as the auditor); throws the HTTP 404 / 403 otherwise. */
  reportableGroup(caller: { readonly companyId: CompanyId; readonly userId: UserId; readonly role: Role }, groupId: GroupId): Promise<GroupHead>;
  group(companyId: CompanyId, groupId: GroupId): Promise<GroupHead | undefined>;
  groupMemberIds(groupIds: readonly GroupId[]): Promise<Map<string, string[]>>;
  isGroupMember(groupId: GroupId, userId: UserId): Promise<boolean>;
  /** Groups the user is a member of (with `includeOwned`, also those they own or co-own), by name. */
  groupsOfUser(companyId: CompanyId, userId: UserId, opts: { includeOwned: boolean }): Promise<m.UserGroupRef[]>;
  /** Groups of a company with member counts (operator backoffice). */
  companyGroups(companyId: CompanyId): Promise<{ id: string; name: string; memberCount: number }[]>;
  memberGroups(companyId: CompanyId, userId: UserId): Promise<{ id: string; name: string; description: string; memberCount: number }[]>;
  managedGroupsSummary(companyId: CompanyId, managerId: UserId): Promise<{ groupIds: string[]; members: number; trainings: number }>;
}

const head = (g: OwnedRow): GroupHead => ({ id: asGroupId(g.id), companyId: asCompanyId(g.companyId), ownerId: asUserId(g.ownerId), coOwners: g.coOwners, name: g.name, description: g.description });

/**
 * The facade on a database. `heads` keeps the groups' heads for the report's access check (every
 * request of a page of the progress report asked for its unit's head).
 */
export function organizationFacade(db: Queryable, heads?: ReadCache<OwnedRow | undefined>): OrganizationFacade {
  return {
    assignedTrainingIds: (companyId, userId) => m.assignedTrainingIds(db, companyId, userId),
    bundleNamesContaining: (companyId, trainingId) => b.bundleNamesContaining(db, companyId, trainingId),
    sharesManagedGroup: (companyId, managerId, userId) => m.sharesManagedGroup(db, companyId, managerId, userId),
    userAssignments: (companyId, userId) => m.userAssignments(db, companyId, userId),
    reportableGroup: async (c, groupId) => head(await reportableGroup({ k: { db }, heads }, { actor: { userId: c.userId, role: c.role }, companyId: c.companyId }, groupId)),
    group: async (companyId, groupId) => {
      const g = await q.getGroupHead(db, companyId, groupId);
      return g && head(g);
    },
    groupMemberIds: (groupIds) => q.groupMemberIds(db, groupIds),
    isGroupMember: (groupId, userId) => q.isGroupMember(db, groupId, userId),
    groupsOfUser: (companyId, userId, opts) => m.groupsOfUser(db, companyId, userId, opts),
    companyGroups: (companyId) => q.companyGroups(db, companyId),
    memberGroups: (companyId, userId) => m.memberGroups(db, companyId, userId),
    managedGroupsSummary: (companyId, managerId) => m.managedGroupsSummary(db, companyId, managerId),
  };
}

export type { UserGroupRef } from './read/groups/membership';

export interface OrganizationModule extends ModuleDefinition {
  /** The use cases without HTTP, for the seed, benchmarks and tests. */
  useCases(k: Kernel): OrganizationUseCases;
  facade(k: Kernel): OrganizationFacade;
}

/** Groups' heads kept per process for the facade's access checks. */
const KEPT_HEADS = 2000;

/** Groups (units), members, assignments with deadlines, bundles (AssignBundle). It takes its ports from `providers`, the product's modules (wiring.ts). */
export function organizationModule(providers: () => OrganizationProviders): OrganizationModule {
  const heads = perKernel((k) => new ReadCache<OwnedRow | undefined>(k.projections, ['organization.groups'], { maxEntries: KEPT_HEADS }));
  let deps: OrganizationDeps | undefined;
  const depsOf = (k: Kernel): OrganizationDeps => (deps?.k === k ? deps : (deps = { k, ...organizationPorts(k, providers()) }));
  return {
    name: 'organization',
    api: ORGANIZATION_ROUTES,
    migrations: organizationMigrations,
    projections: [groupsProjection, bundlesProjection, peopleProjection],
    useCases: (k) => organizationUseCases(depsOf(k)),
    facade: (k) => organizationFacade(k.db, heads(k)),
    routes: (k) => organizationRoutes(depsOf(k)),
    async purgeTenant(tx, companyId) {
      const groups = `(SELECT id FROM org_groups WHERE company_id = $1)`;
      for (const table of ['org_group_members', 'org_group_trainings', 'org_group_deadlines', 'org_group_bundles']) {
        await tx.query(`DELETE FROM ${table} WHERE group_id IN ${groups}`, [companyId]);
      }
      await tx.query('DELETE FROM org_bundle_trainings WHERE bundle_id IN (SELECT id FROM org_bundles WHERE company_id = $1)', [companyId]);
      await tx.query('DELETE FROM org_groups WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM org_bundles WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM org_people WHERE company_id = $1', [companyId]);
    },
  };
}

/** The module's events, for cross-module projections (projections/compliance). */
export { organizationEvents, groupIdOf, streams as organizationStreams } from './domain/events';
export type { OrganizationEvent } from './domain/events';
