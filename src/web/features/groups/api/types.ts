/**
 * Shapes of the organization API (docs/api/organization.md): groups, assignments, bundles. The
 * progress report's types are the shared contract (src/shared/contracts/learning.ts).
 */

/** Text in one or more languages; display: chosen language -> de -> en -> first key. */
import type { Localized } from '../../../lib/localize';
import type { ProgressStatus } from '../../../../shared/contracts/learning';

export type { Localized };
export type Ownership = 'alle' | 'owner' | 'coowner';

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface GroupPermissions {
  edit: boolean;
  manageCoOwners: boolean;
  delete: boolean;
  /** Progress report and infolog with read status (edit level, and the read-only auditor). */
  viewReports: boolean;
}

export interface Group {
  id: string;
  name: string;
  /** '' when none. */
  description: string;
  ownerId: string;
  /** null -> 'Unbekannt'. */
  owner: { firstName: string; lastName: string } | null;
  coOwners: string[];
  coOwnerDetails: PersonRef[];
  memberCount: number;
  trainingCount: number;
  bundleCount: number;
  createdAt: string;
  permissions: GroupPermissions;
}

export interface GroupFilters {
  search: string;
  ownership: Ownership;
  page: number;
}

export interface GroupPage {
  groups: Group[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

export interface GroupInput {
  name: string;
  description: string;
}

export interface GroupMember extends PersonRef {
  role: string;
  isActive: boolean;
  addedAt: string;
}

export interface GroupTraining {
  id: string;
  title: Localized;
  status: string;
  assignedAt: string;
  deadline: string | null;
  deadlineWeeks: number | null;
  viaBundle: { id: string; name: string } | null;
}

export interface Bundle {
  id: string;
  name: string;
  description: string;
  ownerId: string;
  owner: { firstName: string; lastName: string } | null;
  coOwners: string[];
  coOwnerDetails: PersonRef[];
  trainingCount: number;
  createdAt: string;
  permissions: { edit: boolean; delete: boolean };
  /** Only in GET /api/user-groups/{id}/bundles. */
  assignedAt?: string;
  deadline?: string | null;
}

/** Page, name search and status filter of the progress report (GET /api/user-groups/{id}/progress). */
export interface ProgressFilters {
  page: number;
  search: string;
  /** '' = every status. */
  status: ProgressStatus | '';
}

/** A training of the company library as offered for assignment (GET /api/trainings). */
export interface LibraryTraining {
  id: string;
  title: Localized;
  status: string;
}

export interface LibraryTrainingPage {
  trainings: LibraryTraining[];
  totalCount: number;
}
