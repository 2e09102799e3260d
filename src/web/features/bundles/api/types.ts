/** Shapes of the bundles API (docs/api/organization.md, section Bundles): the shared contracts. */
import type { LibraryPage, TrainingListItem } from '../../../../shared/contracts/catalog';
import type { BundlePage as BundlePageContract, BundleTrainingView, BundleView, Ownership } from '../../../../shared/contracts/organization';
import type { Received } from '../../../lib/received';

export type { Localized } from '../../../lib/localize';
export type { Difficulty, TrainingStatus } from '../../../../shared/contracts/catalog';
export type { PersonRef } from '../../../../shared/contracts/organization';
export type { Ownership };
export type Bundle = Received<BundleView>;
/** GET /api/training-bundles: one page (15) of the bundles matching the filters. */
export type BundlePage = Received<BundlePageContract>;
/** One training of a bundle, GET /api/training-bundles/{id}/trainings (ordered). */
export type BundleTraining = Received<BundleTrainingView>;

/** The part of a training (GET /api/trainings, or a bundle's training) the training picker needs. */
export type TrainingOption = Pick<TrainingListItem, 'id' | 'title' | 'description'> & { status: string } &
  Partial<Pick<TrainingListItem, 'isRequired' | 'requiresRecertification' | 'recertificationPeriod' | 'difficulty'>>;

export type TrainingsPage = Omit<Received<LibraryPage>, 'trainings'> & { trainings: TrainingOption[] };

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
