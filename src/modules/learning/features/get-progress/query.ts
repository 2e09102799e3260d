import type { ProgressView } from '../../../../shared/contracts/learning';
import type { Caller, LearningDeps } from '../../shared/deps';
import { trainingInPlay } from '../../shared/enrolment';
import { progressView } from '../../shared/learner-view';
import type { TrainingId } from '../../../../shared/contracts/ids';

/** GET /trainings/{id}/progress: the current cycle as the player shows it. */
export async function getProgress(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<ProgressView> {
  return progressView(d, c, await trainingInPlay(d, c, trainingId));
}
