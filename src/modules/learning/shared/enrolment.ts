import { Option, Schema } from 'effect';
import type { LoadedStream } from '../../../platform/eventstore';
import { callerActor } from '../../../platform/kernel';
import type { TrainingId } from '../../../shared/contracts/ids';
import { trainingPolicy } from '../../../shared/policy';
import { ModuleContentSchemas, type QuizContent, type TextContent, type VideoContent } from '../../catalog';
import { enrolmentDecider, type EnrolmentCommand, type EnrolmentState, type PlanModule } from '../domain/enrolment';
import { learningEvents, streamTypes, type LearningEvent } from '../domain/events';
import { shownVideo } from '../domain/language';
import { latestEnrolment } from '../read/enrolments/queries';
import type { Caller, LearningDeps } from './deps';
import { toHttpError } from './errors';
import type { LearnerModule, LearnerTraining } from './ports';

/** Library roles may take every training of the company, everyone else the ones assigned to them: 404 otherwise. */
async function mayTake(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<void> {
  if (trainingPolicy.browseLibrary(c.actor.role)) return;
  if (!(await d.organization.assignedTrainingIds(c.companyId, c.actor.userId)).includes(trainingId)) throw toHttpError('TrainingNotFound');
}

/** A live training the caller may take. */
export async function visibleTraining(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<LearnerTraining> {
  const t = await d.catalog.training(c.companyId, trainingId);
  if (!t) throw toHttpError('TrainingNotFound');
  await mayTake(d, c, t.id);
  return t;
}

/**
 * A training the caller may take, with its active modules in order and the plan the rules need
 * (with the main videos' lengths; `planIn` gives the plan of a language version).
 */
export interface TrainingInPlay {
  readonly training: LearnerTraining;
  readonly modules: readonly LearnerModule[];
  readonly plan: readonly PlanModule[];
}

/** A live training the caller may take with its active modules, read in one call. */
export async function trainingInPlay(d: LearningDeps, c: Caller, trainingId: TrainingId): Promise<TrainingInPlay> {
  const found = await d.catalog.trainingWithActiveModules(c.companyId, trainingId);
  if (!found || found.training.isDeleted) throw toHttpError('TrainingNotFound');
  await mayTake(d, c, found.training.id);
  return { ...found, plan: planIn(found.modules, found.training.defaultLanguage) };
}

/** A module's content decoded with the catalog's own Schemas; content that does not decode counts as empty. */
export type DecodedContent =
  | { readonly type: 'video'; readonly content: Partial<VideoContent> }
  | { readonly type: 'quiz'; readonly content: QuizContent }
  | { readonly type: 'text'; readonly content: Partial<TextContent> };

const asVideo = Schema.decodeUnknownOption(ModuleContentSchemas.video);
const asQuiz = Schema.decodeUnknownOption(ModuleContentSchemas.quiz);
const asText = Schema.decodeUnknownOption(ModuleContentSchemas.text);

export function decodedContent(m: LearnerModule): DecodedContent {
  if (m.type === 'video') return { type: 'video', content: Option.getOrElse(asVideo(m.content), () => ({})) };
  if (m.type === 'quiz') return { type: 'quiz', content: Option.getOrElse(asQuiz(m.content), () => ({ questions: [] })) };
  return { type: 'text', content: Option.getOrElse(asText(m.content), () => ({})) };
}

/**
 * What the rules need of a module in a language version, including the correct answers the client
 * never sees; a video's length is that of the video shown in the version (its dubbed one, if any).
 */
function planModule(m: LearnerModule, language: string): PlanModule {
  const d = decodedContent(m);
  if (d.type === 'video') {
    const { duration } = shownVideo(d.content, language);
    return { id: m.id, type: 'video', duration: duration !== undefined && duration > 0 ? duration : null };
  }
  if (d.type === 'quiz') {
    return {
      id: m.id,
      type: 'quiz',
      questions: d.content.questions.map((q) => ({ answerCount: q.answers.length, correct: q.answers.flatMap((a, i) => (a.isCorrect ? [i] : [])) })),
    };
  }
  return { id: m.id, type: 'text' };
}

/** The plan of the modules as delivered in `language` (issue 34 item 2: a dubbed video has its own length). */
export const planIn = (modules: readonly LearnerModule[], language: string): PlanModule[] => modules.map((m) => planModule(m, language));

/** The caller's current cycle of a training, read once: its row and its stream folded into state. */
export interface CurrentEnrolment extends TrainingInPlay {
  readonly streamId: string;
  readonly cycle: LoadedStream<EnrolmentState>;
}

/**
 * Loads the training with its plan and the caller's current cycle. Without any cycle the answer is
 * `NotStarted`, unless `withoutCycle` refuses first (record-progress: a report that does not fit
 * the module is refused as such).
 */
export async function currentEnrolment(d: LearningDeps, c: Caller, trainingId: TrainingId, withoutCycle?: (play: TrainingInPlay) => void): Promise<CurrentEnrolment> {
  const play = await trainingInPlay(d, c, trainingId);
  const latest = await latestEnrolment(d.k.db, c.companyId, c.actor.userId, play.training.id);
  if (!latest) {
    withoutCycle?.(play);
    throw toHttpError('NotStarted');
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
    streamType: streamTypes.enrolment,
    streamId,
    actor: callerActor(c),
    command,
    loaded,
    waitFor: readModelsChangedBy,
    fail: toHttpError,
  });
  return state;
}
