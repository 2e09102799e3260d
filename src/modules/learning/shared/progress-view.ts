import type { ModuleProgressView, PracticalPartView, ProgressView, StepView } from '../../../shared/contracts/learning';
import { enrolmentDecider, type EnrolmentState, type PracticalPart } from '../domain/enrolment';
import { birthDate } from '../read/enrolments/queries';
import { learningEvents } from '../domain/events';
import { moduleProgressView, playerModule } from './content';
import type { Caller, LearningDeps } from './deps';
import { learnerRecord, type LearnerRecord, type TrainingInPlay } from './enrolment';
import { evidenceUrl, learnerStatus } from './status';

const stepOf = (state: EnrolmentState | null): StepView => (state && state.status === 'started' ? state.step : 'not_started');

/** A signed-off practical part as the API shows it (who signed off by name, not by id). */
export const practicalView = (p: PracticalPart): PracticalPartView => ({
  practicalDate: p.practicalDate,
  place: p.place,
  instructorName: p.instructorName,
  instructorUserId: p.instructorUserId,
  note: p.note,
  signedOffByName: p.signedOffByName,
  signedOffAt: p.signedOffAt,
});

type CycleCompletion = NonNullable<Extract<EnrolmentState, { status: 'started' }>['completion']>;

/** The cycle's completion: its evidence once it counts; a blended one with its practical part (null while it waits). */
function completionView(c: CycleCompletion): NonNullable<ProgressView['completion']> {
  const { required, signedOff } = c.practical;
  const counts = !required || signedOff !== null;
  return {
    id: c.completionId,
    completedAt: c.completedAt,
    percent: c.percent,
    evidenceUrl: counts ? evidenceUrl(c.completionId) : null,
    ...(required ? { practical: signedOff ? practicalView(signedOff) : null } : {}),
  };
}

/**
 * The current cycle as the player shows it (answer of start, progress, record and complete).
 * `state` is the cycle a command just produced; without it the latest cycle is read.
 */
export async function progressView(d: LearningDeps, c: Caller, play: Omit<TrainingInPlay, 'plan'>, state?: EnrolmentState, record?: LearnerRecord): Promise<ProgressView> {
  const { training: t, modules } = play;
  const { latest, lastCompletion } = record ?? (await learnerRecord(d, c, t.id));
  const current = state ?? (latest ? (await d.k.commands.load(c.companyId, latest.streamId, enrolmentDecider, learningEvents)).state : null);
  const started = current && current.status === 'started' ? current : null;
  const status = learnerStatus(t, latest, lastCompletion, d.k.clock.now(), await birthDate(d.k.db, c.companyId, c.actor.userId));
  const people = await d.identity.people([t.ownerId, t.instructorId]);
  const owner = people.get(t.ownerId);
  const instructor = people.get(t.instructorId);
  const progress: Record<string, ModuleProgressView> = {};
  // The solutions of the quizzes only once this cycle's evaluation was passed (spec: pass at 70 percent).
  const solutions = started !== null && (started.step === 'passed' || started.step === 'completed');
  for (const m of modules) progress[m.id] = moduleProgressView(m, started?.modules[m.id], solutions);
  const previous = lastCompletion && lastCompletion.enrolmentId !== started?.enrolmentId ? lastCompletion : undefined;
  return {
    trainingId: t.id,
    enrolmentId: started?.enrolmentId ?? null,
    cycle: started?.cycle ?? 0,
    status: status.status,
    step: stepOf(current),
    training: {
      id: t.id,
      title: t.title,
      description: t.description,
      imageUrl: d.catalog.imageUrl(t.imageUrl),
      ownerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
      instructorId: t.instructorId,
      instructorName: instructor ? `${instructor.firstName} ${instructor.lastName}` : '',
      requiresRecertification: t.requiresRecertification,
      recertificationPeriod: t.recertificationPeriod,
      contentVersion: t.contentVersion,
      requiresPracticalPart: t.requiresPracticalPart,
    },
    modules: modules.map((m) => playerModule(m, (u) => d.media.sign(u))),
    progress: { modules: progress },
    currentModuleId: modules.find((m) => !progress[m.id]!.completed)?.id ?? null,
    evaluation: started?.evaluation ?? null,
    completion: started?.completion ? completionView(started.completion) : null,
    previousCompletion: previous ? { id: previous.completionId, completedAt: previous.completedAt, dueDate: status.dueDate, evidenceUrl: evidenceUrl(previous.completionId) } : null,
  };
}
