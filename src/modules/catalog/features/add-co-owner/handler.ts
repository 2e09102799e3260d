import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import { runWithCandidate } from '../../shared/candidate-command';
import type { Caller, CatalogDeps } from '../../shared/deps';

/** Adds a co-owner; the decider checks the owner, the limit and the candidate's eligibility. */
export function addCoOwner(deps: CatalogDeps, c: Caller, trainingId: string, userId: string): Promise<TrainingDetailsView> {
  return runWithCandidate(deps, c, trainingId, userId, 'AddCoOwner');
}
