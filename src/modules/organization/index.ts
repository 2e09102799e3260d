import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { organizationRoutes } from './api/routes';
import { OrganizationService } from './application/service';
import { organizationProjections } from './read/projections';
import { organizationMigrations } from './read/schema';

export { OrganizationService } from './application/service';
export type { Caller as OrganizationCaller } from './application/service';
export { assignedTrainingIds, bundleNamesContaining, groupMembers, groupTrainings, userAssignments, getGroup } from './read/queries';
export type { GroupRow, GroupTrainingRow, AssignmentRow } from './read/queries';

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
  };
}
