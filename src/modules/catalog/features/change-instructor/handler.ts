import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import { runWithCandidate } from '../../shared/candidate-command';
import type { Caller, CatalogDeps } from '../../shared/deps';

/**
 * Names the training's responsible instructor ('Ansprechperson', issue 16 item 5): the decider
 * checks who may (those who edit the training) and that the user is an active managing user of
 * the company.
 */
export function changeInstructor(deps: CatalogDeps, c: Caller, trainingId: string, userId: string): Promise<TrainingDetailsView> {
  return runWithCandidate(deps, c, trainingId, userId, 'ChangeInstructor');
}
