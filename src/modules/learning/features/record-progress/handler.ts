import type { ProgressView } from '../../../../shared/contracts/learning';
import { enrolmentDecider, initialEnrolment, type EnrolmentCommand, type ProgressReport } from '../../domain/enrolment';
import type { Caller, LearningDeps } from '../../shared/deps';
import { currentEnrolment, planIn, runEnrolment, type TrainingInPlay } from '../../shared/enrolment';
import { toHttpError } from '../../shared/errors';
import { progressView } from '../../shared/learner-view';
import { versionFor } from '../../shared/version';
import type { TrainingId } from '../../../../shared/contracts/ids';

/** PATCH /trainings/{id}/progress: the decider reads the report in the light of the module's type. */
export async function recordProgress(d: LearningDeps, c: Caller, trainingId: TrainingId, report: ProgressReport): Promise<ProgressView> {
  // the plan of the delivered version: a video's length is that of the video shown (a dubbed one has its own, issue 34 item 2)
  const command = (play: TrainingInPlay, language?: string): EnrolmentCommand => ({
    type: 'RecordProgress',
    report,
    // (the plan of the default version is the one trainingInPlay made)
    plan: language !== undefined && language !== play.training.defaultLanguage ? planIn(play.modules, language) : play.plan,
    now: d.k.clock.now(),
    language,
  });
  // Without any cycle the report is put to the decider against an empty enrolment: a report that does not fit the module is refused as such, before `NotStarted`.
  const current = await currentEnrolment(d, c, trainingId, (play) => {
    const decision = enrolmentDecider.decide(command(play), initialEnrolment);
    if (!decision.ok) throw toHttpError(decision.error);
  });
  const delivered = await versionFor(d, c, current.training, current.cycle.state);
  const state = await runEnrolment(d, c, current.streamId, command(current, delivered.language), current.cycle);
  // a progress report changes no language choice: the answer is in the version just worked out
  return progressView(d, c, current, state, undefined, delivered);
}
