/**
 * Shapes of the organization API (docs/api/organization.md): groups, assignments, bundles. The
 * responses and the progress report's types are the shared contracts (src/shared/contracts).
 */
import type { ProgressStatus } from '../../../../shared/contracts/learning';
import type { TrainingListItem } from '../../../../shared/contracts/catalog';
import type {
  BundleView,
  GroupBundleView,
  GroupPage as GroupPageContract,
  GroupTrainingView,
  GroupView,
  MemberView,
  Ownership,
} from '../../../../shared/contracts/organization';
import type { Received } from '../../../lib/received';

export type { Localized } from '../../../lib/localize';
export type { GroupPermissions, PersonRef } from '../../../../shared/contracts/organization';
export type { Ownership };
export type Group = Received<GroupView>;
export type GroupPage = Received<GroupPageContract>;
export type GroupMember = Received<MemberView>;
export type GroupTraining = Received<GroupTrainingView>;
/** A bundle of GET /api/training-bundles, or of GET /api/user-groups/{id}/bundles with `assignedAt` and `deadline`. */
export type Bundle = Received<BundleView & Partial<Pick<GroupBundleView, 'assignedAt' | 'deadline'>>>;

export interface GroupFilters {
  search: string;
  ownership: Ownership;
  page: number;
}

export interface GroupInput {
  name: string;
  description: string;
}

/** Page, name search and status filter of the progress report (GET /api/user-groups/{id}/progress). */
export interface ProgressFilters {
  page: number;
  /** The column page of the trainings (10 per page, issue 31). */
  trainingPage: number;
  search: string;
  /** '' = every status. */
  status: ProgressStatus | '';
}

/** A training of the company library as offered for assignment (GET /api/trainings). */
export type LibraryTraining = Pick<TrainingListItem, 'id' | 'title' | 'status'>;

export interface LibraryTrainingPage {
  trainings: LibraryTraining[];
  totalCount: number;
}
