import type { ProgressView } from '../../../../shared/contracts/learning';
import type { TrainingId } from '../../../../shared/contracts/ids';
import type { Caller, LearningDeps } from '../../shared/deps';
import { currentEnrolment, runEnrolment } from '../../shared/enrolment';
import { progressView } from '../../shared/learner-view';
import { versionFor } from '../../shared/version';

/**
 * PUT /trainings/{id}/language: the learner switches to another of the training's language versions
 * (issue 34). The choice is an event of the cycle, so it holds on every device until the cycle ends.
 */
export async function chooseLanguage(d: LearningDeps, c: Caller, trainingId: TrainingId, language: string): Promise<ProgressView> {
  const current = await currentEnrolment(d, c, trainingId);
  const { available } = await versionFor(d, c, current.training, current.cycle.state);
  const state = await runEnrolment(d, c, current.streamId, { type: 'ChooseLanguage', language, available, now: d.k.clock.now() }, current.cycle);
  return progressView(d, c, current, state);
}
