/** Shapes of the bundles API (docs/api/organization.md, section Bundles). */

import type { Localized } from '../../../lib/localize';

export type { Localized };
export type Ownership = 'alle' | 'owner' | 'coowner';
export type TrainingStatus = 'draft' | 'published' | 'archived';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface Bundle {
  id: string;
  name: string;
  /** '' when none. */
  description: string;
  ownerId: string;
  /** null -> 'Unbekannt'. */
  owner: { firstName: string; lastName: string } | null;
  coOwners: string[];
  coOwnerDetails: PersonRef[];
  trainingCount: number;
  createdAt: string;
  /** What the caller may do with this bundle (edit: root, owner, co-owners; delete: root, owner; co-owners: the owner). */
  permissions: { edit: boolean; delete: boolean; manageCoOwners: boolean };
}

/** GET /api/training-bundles: one page (15) of the bundles matching the filters. */
export interface BundlePage {
  bundles: Bundle[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

/** One training of a bundle, GET /api/training-bundles/{id}/trainings (ordered). */
export interface BundleTraining {
  id: string;
  title: Localized;
  description: Localized;
  orderIndex: number;
  status: TrainingStatus | string;
  isRequired: boolean;
  requiresRecertification: boolean;
  recertificationPeriod: string | null;
  difficulty: Difficulty | string | null;
}

/** The part of a training (GET /api/trainings) the training picker needs. */
export interface TrainingOption {
  id: string;
  title: Localized;
  description: Localized;
  status: TrainingStatus | string;
  isRequired?: boolean;
  requiresRecertification?: boolean;
  recertificationPeriod?: string | null;
  difficulty?: string | null;
}

export interface TrainingsPage {
  trainings: TrainingOption[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

export interface BundleFilters {
  search: string;
  ownership: Ownership;
  page: number;
}

/** What the editor submits. */
export interface BundleDraft {
  name: string;
  description: string;
  trainingIds: string[];
}
