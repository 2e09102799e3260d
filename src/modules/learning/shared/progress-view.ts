import type { ModuleProgressView, ProgressView, StepView } from '../../../shared/contracts/learning';
import { enrolmentDecider, type EnrolmentState } from '../domain/enrolment';
import { learningEvents } from '../domain/events';
import { moduleProgressView, playerModule } from './content';
import type { Caller, LearningDeps } from './deps';
import { learnerRecord, type LearnerRecord, type TrainingInPlay } from './enrolment';
import { evidenceUrl, learnerStatus } from './status';

const stepOf = (state: EnrolmentState | null): StepView => (state && state.status === 'started' ? state.step : 'not_started');

/**
 * The current cycle as the player shows it (answer of start, progress, record and complete).
 * `state` is the cycle a command just produced; without it the latest cycle is read.
 */
export async function progressView(d: LearningDeps, c: Caller, play: Omit<TrainingInPlay, 'plan'>, state?: EnrolmentState, record?: LearnerRecord): Promise<ProgressView> {
  const { training: t, modules } = play;
  const { latest, lastCompletion } = record ?? (await learnerRecord(d, c, t.id));
  const current = state ?? (latest ? (await d.k.commands.load(c.companyId, latest.streamId, enrolmentDecider, learningEvents)).state : null);
  const started = current && current.status === 'started' ? current : null;
  const status = learnerStatus(t, latest, lastCompletion, d.k.clock.now());
  const owner = (await d.identity.people([t.ownerId])).get(t.ownerId);
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
      requiresRecertification: t.requiresRecertification,
      recertificationPeriod: t.recertificationPeriod,
      contentVersion: t.contentVersion,
    },
    modules: modules.map((m) => playerModule(m, (u) => d.media.sign(u))),
    progress: { modules: progress },
    currentModuleId: modules.find((m) => !progress[m.id]!.completed)?.id ?? null,
    evaluation: started?.evaluation ?? null,
    completion: started?.completion
      ? { id: started.completion.completionId, completedAt: started.completion.completedAt, percent: started.completion.percent, evidenceUrl: evidenceUrl(started.completion.completionId) }
      : null,
    previousCompletion: previous ? { id: previous.completionId, completedAt: previous.completedAt, dueDate: status.dueDate, evidenceUrl: evidenceUrl(previous.completionId) } : null,
  };
}
