import { newId } from '../../../../platform/eventstore';
import type { ProgressView } from '../../../../shared/contracts/learning';
import { streams } from '../../domain/events';
import type { Caller, LearningDeps } from '../../shared/deps';
import { learnerRecord } from '../../read/enrolments/queries';
import { runEnrolment, trainingInPlay } from '../../shared/enrolment';
import { learnerStatus, progressView } from '../../shared/learner-view';
import type { TrainingId } from '../../../../shared/contracts/ids';

/** POST /trainings/{id}/start: the current cycle, or a new one once the recertification window is open. */
export async function startTraining(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<ProgressView> {
  const play = await trainingInPlay(d, c, trainingId);
  const t = play.training;
  const record = await learnerRecord(d.k.db, c.companyId, c.actor.userId, t.id);
  const { latest } = record;
  const status = learnerStatus(t, latest, record.lastCompletion, d.k.clock.now(), record.dateOfBirth);
  const cycle = !latest ? 1 : latest.step === 'completed' && status.renewable ? latest.cycle + 1 : latest.cycle;
  // Nothing to start: the current cycle runs, or it is completed and not yet due for renewal.
  if (latest && cycle === latest.cycle) return progressView(d, c, play, undefined, record);
  const state = await runEnrolment(d, c, streams.enrolment(c.actor.userId, t.id, cycle), {
    type: 'StartTraining',
    enrolmentId: newId(),
    companyId: c.companyId,
    userId: c.actor.userId,
    trainingId: t.id,
    cycle,
    contentVersion: t.contentVersion,
    plan: play.plan,
    now: d.k.clock.now(),
  });
  return progressView(d, c, play, state);
}
