import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { organizationRoutes } from './api/routes';
import { OrganizationService } from './application/service';
import { organizationProjections } from './read/projections';
import { organizationMigrations } from './read/schema';

export { OrganizationService } from './application/service';
export type { Caller as OrganizationCaller } from './application/service';
export { assignedTrainingIds, bundleNamesContaining, groupMembers, groupTrainings, userAssignments, getGroup, companyGroups, groupsOfUser, groupMemberIds, isGroupMember } from './read/queries';
export { sharesManagedGroup, memberGroups, managedGroupsSummary, assignmentPairs } from './read/queries';
export type { GroupRow, GroupTrainingRow, AssignmentRow, UserGroupRef } from './read/queries';

/** Groups (units), members, assignments with deadlines, bundles (AssignBundle). */
export function organizationModule(): ModuleDefinition & { service(k: Kernel): OrganizationService } {
  let service: OrganizationService | undefined;
  const get = (k: Kernel) => (service ??= new OrganizationService(k));
  return {
    name: 'organization',
    migrations: organizationMigrations,
    projections: organizationProjections,
    service: get,
    routes: (k) => organizationRoutes(get(k)),
    async purgeTenant(tx, companyId) {
      const groups = `(SELECT id FROM org_groups WHERE company_id = $1)`;
      for (const table of ['org_group_members', 'org_group_trainings', 'org_group_deadlines', 'org_group_bundles']) {
        await tx.query(`DELETE FROM ${table} WHERE group_id IN ${groups}`, [companyId]);
      }
      await tx.query('DELETE FROM org_bundle_trainings WHERE bundle_id IN (SELECT id FROM org_bundles WHERE company_id = $1)', [companyId]);
      await tx.query('DELETE FROM org_groups WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM org_bundles WHERE company_id = $1', [companyId]);
    },
  };
}
