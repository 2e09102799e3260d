import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { ReadCache } from '../../platform/projections';
import { learningFacade, type LearningFacade } from './facade';
import { learningProjections } from './read/projections';
import { questionsProjection } from './read/questions/projection';
import { learningMigrations } from './read/migrations';
import { learningRoutes } from './routes';
import type { LearningDeps } from './shared/deps';
import type { LearningPorts } from './shared/ports';
import { learningApi } from './api';

export type { LearningFacade } from './facade';
export type { LearningPorts, CatalogPort, IdentityPort, OrganizationPort, MediaPort, LearnerTraining, LearnerModule, Person, Profile, Assignment } from './shared/ports';
export type { ProgressView, MyTraining } from '../../shared/contracts/learning';
export { trainingStatus, isMinorOn, personalPeriod, MINOR_AGE_YEARS, MINOR_MAX_PERIOD_MONTHS, type LearningStatus } from './domain/status';

export interface LearningModule extends ModuleDefinition {
  /** The narrow surface other modules and projections/ use. */
  facade(k: Kernel): LearningFacade;
}

/**
 * Enrolments (StartTraining, RecordProgress, CompleteTraining) and evidence of instruction.
 * `ports` gives what learning asks of catalog, identity, organization and media, for a kernel.
 */
export function learningModule(ports: (k: Kernel) => LearningPorts): LearningModule {
  let deps: LearningDeps | undefined;
  const depsOf = (k: Kernel): LearningDeps => {
    if (!deps) {
      const p = ports(k);
      // questions change nothing My Learning or the assignments show
      const readModels = [...p.readModels, ...learningProjections.map((x) => x.name).filter((n) => n !== questionsProjection.name)];
      deps = {
        k,
        ...p,
        assignments: new ReadCache(k.projections, readModels, { maxEntries: 5000 }),
        myLearningPages: new ReadCache(k.projections, readModels, { maxEntries: 2000 }),
      };
    }
    return deps;
  };
  return {
    name: 'learning',
    api: learningApi,
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
