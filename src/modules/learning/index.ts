import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import { learningFacade, type LearningFacade } from './facade';
import { learningProjections } from './read/projections';
import { learningMigrations } from './read/migrations';
import { LEARNING_ROUTES, learningRoutes } from './routes';
import type { LearningDeps } from './shared/deps';
import type { LearningProviders } from './shared/ports';
import { learningDeps } from './wiring';

export type { LearningFacade, PresenceCompletionInput, PresenceOutcome } from './facade';
export type { LearningProviders } from './shared/ports';
export type { LearningPorts, LearnerTraining, LearnerModule, Person, Assignment } from './shared/ports';
export type { ProgressView, MyTraining } from '../../shared/contracts/learning';
export { trainingStatus, isMinorOn, personalPeriod, MINOR_AGE_YEARS, MINOR_MAX_PERIOD_MONTHS, type LearningStatus } from './domain/status';

export interface LearningModule extends ModuleDefinition {
  /** The narrow surface other modules and projections/ use. */
  facade(k: Kernel): LearningFacade;
}

/**
 * Enrolments (StartTraining, RecordProgress, CompleteTraining) and evidence of instruction.
 * `providers` are the product's modules: learning takes its ports from them (wiring.ts).
 */
export function learningModule(providers: () => LearningProviders): LearningModule {
  const depsOf = perKernel((k): LearningDeps => learningDeps(k, providers()));
  return {
    name: 'learning',
    api: LEARNING_ROUTES,
    migrations: learningMigrations,
    projections: learningProjections,
    facade: (k) => learningFacade(depsOf(k)),
    routes: (k) => learningRoutes(depsOf(k)),
    async purgeTenant(tx, companyId) {
      await tx.query('DELETE FROM learn_completions WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM learn_enrolments WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM learn_birth_dates WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM learn_question_answers WHERE company_id = $1', [companyId]);
      await tx.query('DELETE FROM learn_questions WHERE company_id = $1', [companyId]);
    },
  };
}

/** The module's events, for cross-module projections (projections/compliance). */
export { learningEvents } from './domain/events';
/** Questions to the instructor and their answers (issue 16, item 5): the notifications' feed reads them. */
export { questionEvents, type QuestionEvent } from './domain/question-events';
