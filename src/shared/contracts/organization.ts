/**
 * Response shapes of the organization API (docs/api/organization.md): groups, members, group
 * trainings, bundles. Pure types, shared by the server and the web app.
 */

import type { LocalizedText } from './localized';

export type { LocalizedText };
export type Ownership = 'alle' | 'owner' | 'coowner';

import type { PersonRef } from './identity';

export type { PersonRef };

/** null when the person is unknown (shown as "Unbekannt"). */
export type OwnerName = { readonly firstName: string; readonly lastName: string } | null;

export interface GroupPermissions {
  readonly edit: boolean;
  readonly manageCoOwners: boolean;
  readonly delete: boolean;
  /** Read the group's progress report and infolog with read status (edit level and company-wide readers such as the auditor). */
  readonly viewReports: boolean;
}

export interface GroupView {
  readonly id: string;
  readonly companyId: string;
  readonly ownerId: string;
  readonly coOwners: readonly string[];
  readonly name: string;
  /** '' when none. */
  readonly description: string;
  readonly memberCount: number;
  readonly trainingCount: number;
  readonly bundleCount: number;
  readonly createdAt: string;
  readonly owner: OwnerName;
  readonly coOwnerDetails: readonly PersonRef[];
  readonly permissions: GroupPermissions;
}

/** GET /api/user-groups */
export interface GroupPage {
  readonly groups: readonly GroupView[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
}

/** GET /api/user-groups/{id}/members (and the answer of adding one). */
export interface MemberView extends PersonRef {
  readonly role: string;
  readonly isActive: boolean;
  readonly addedAt: string;
}

/** GET /api/user-groups/{id}/trainings: the effective deadline (override, then direct, then bundle). */
export interface GroupTrainingView {
  readonly id: string;
  readonly title: LocalizedText;
  readonly status: string;
  readonly trainingId: string;
  readonly assignedAt: string;
  readonly deadline: string | null;
  readonly deadlineWeeks: number | null;
  /** The bundle the training comes with; null when assigned directly. */
  readonly viaBundle: { readonly id: string; readonly name: string } | null;
}

export interface BundleView {
  readonly id: string;
  readonly companyId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  readonly owner: OwnerName;
  /** Ids of the co-owners (at most 5). */
  readonly coOwners: readonly string[];
  readonly coOwnerDetails: readonly PersonRef[];
  readonly trainingCount: number;
  readonly permissions: BundlePermissions;
}

export interface BundlePermissions {
  /** Name, description, trainings: root, the owner, co-owners. */
  readonly edit: boolean;
  /** Root and the owner. */
  readonly delete: boolean;
  /** The owner. */
  readonly manageCoOwners: boolean;
}

/** GET /api/training-bundles */
export interface BundlePage {
  readonly bundles: readonly BundleView[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
}

/** GET /api/user-groups/{id}/bundles */
export interface GroupBundleView extends BundleView {
  readonly assignedAt: string;
  readonly deadline: string | null;
}

/** GET /api/training-bundles/{id}/trainings, in bundle order. */
export interface BundleTrainingView {
  readonly id: string;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly orderIndex: number;
  readonly status: string;
  readonly isRequired: boolean;
  readonly requiresRecertification: boolean;
  readonly recertificationPeriod: string | null;
  readonly difficulty: 'beginner' | 'intermediate' | 'advanced' | null;
}
