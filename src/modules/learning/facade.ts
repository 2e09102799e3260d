import { completionCount } from './read/enrolments/queries';
import type { LearningDeps } from './shared/deps';

/** What other modules and projections/ may ask of learning (status figures come from projections/compliance). */
export interface LearningFacade {
  /** Completions a user has recorded, all trainings and cycles (achievements). */
  completionCount(companyId: string, userId: string): Promise<number>;
}

export function learningFacade(d: LearningDeps): LearningFacade {
  return {
    completionCount: (companyId, userId) => completionCount(d.k.db, companyId, userId),
  };
}
