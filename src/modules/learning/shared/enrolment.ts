import type { LoadedStream } from '../../../platform/eventstore';
import { callerActor } from '../../../platform/kernel';
import { enrolmentDecider, initialEnrolment, type EnrolmentCommand, type EnrolmentState, type PlanModule } from '../domain/enrolment';
import { learningEvents, streamTypes, type LearningEvent } from '../domain/events';
import { latestEnrolment, learningState, type CompletionRow, type EnrolmentRow } from '../read/enrolments/queries';
import { visibleTraining } from './access';
import { activeModules, planOf } from './content';
import type { Caller, LearningDeps } from './deps';
import { toHttpError } from './errors';
import type { LearnerModule, LearnerTraining } from './ports';
import type { TrainingId } from '../../../shared/contracts/ids';

/** A training the caller may take, with its active modules in order and the plan the rules need. */
export interface TrainingInPlay {
  readonly training: LearnerTraining;
  readonly modules: readonly LearnerModule[];
  readonly plan: readonly PlanModule[];
}

export async function trainingInPlay(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<TrainingInPlay> {
  const training = await visibleTraining(d, c, trainingId);
  const modules = activeModules(await d.catalog.modules(training.id));
  return { training, modules, plan: planOf(modules) };
}

/** The caller's latest cycle and latest completion of one training (read model). */
export interface LearnerRecord {
  readonly latest: EnrolmentRow | undefined;
  readonly lastCompletion: CompletionRow | undefined;
}

export async function learnerRecord(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<LearnerRecord> {
  const { enrolments, completions } = await learningState(d.k.db, c.companyId, [c.actor.userId], [trainingId]);
  return { latest: enrolments.get(`${c.actor.userId}:${trainingId}`), lastCompletion: completions.get(`${c.actor.userId}:${trainingId}`) };
}

/** The caller's current cycle of a training, read once: its row and its stream folded into state. */
export interface CurrentEnrolment extends TrainingInPlay {
  readonly streamId: string;
  readonly cycle: LoadedStream<EnrolmentState>;
}

/**
 * Loads the training with its plan and the caller's current cycle. Without any cycle the command
 * is put to the decider against an empty enrolment, so its answer (a report that does not fit the
 * module, or `NotStarted`) is the one the caller gets.
 */
export async function currentEnrolment(d: LearningDeps, c: Caller, trainingId: TrainingId, command?: (play: TrainingInPlay) => EnrolmentCommand): Promise<CurrentEnrolment> {
  const play = await trainingInPlay(d, c, trainingId);
  const latest = await latestEnrolment(d.k.db, c.companyId, c.actor.userId, play.training.id);
  if (!latest) {
    const decision = command ? enrolmentDecider.decide(command(play), initialEnrolment) : undefined;
    throw toHttpError(decision && !decision.ok ? decision.error : 'NotStarted');
  }
  const cycle = await d.k.commands.load(c.companyId, latest.streamId, enrolmentDecider, learningEvents);
  return { ...play, streamId: latest.streamId, cycle };
}

/** A bare video report changes nothing the read model answers with; everything else is waited for. */
const readModelsChangedBy = (events: readonly LearningEvent[]): readonly string[] =>
  events.some((e) => e.type !== 'learning.ModuleProgressRecorded') ? ['learning.enrolments'] : [];

/** Runs one command on an enrolment stream through the kernel's command runner. */
export async function runEnrolment(
  d: LearningDeps,
  c: Caller,
  streamId: string,
  command: EnrolmentCommand,
  loaded?: LoadedStream<EnrolmentState>,
): Promise<EnrolmentState> {
  const { state } = await d.k.commands.run({
    decider: enrolmentDecider,
    codec: learningEvents,
    streamId,
    streamType: streamTypes.enrolment,
    actor: callerActor(c),
    command,
    loaded,
    waitFor: readModelsChangedBy,
    fail: toHttpError,
  });
  return state;
}
