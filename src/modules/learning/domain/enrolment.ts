import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { berlinDay } from '../../../platform/i18n';
import { PASS_PERCENT, VIDEO_DONE_PERCENT } from '../../../shared/rules';
import type { CompletionSnapshot, LearningEvent, PresenceRecord } from './events';
import { coveredSeconds, furthestContiguous, JOIN_GAP_SECONDS, mergeIntervals, round2, type Interval } from './intervals';

/** One active module of the training as the catalog has it now, with what the rules need. */
export type PlanModule =
  | { readonly id: string; readonly type: 'video'; readonly duration: number | null }
  | { readonly id: string; readonly type: 'text' }
  | { readonly id: string; readonly type: 'quiz'; readonly questions: readonly { readonly correct: readonly number[]; readonly answerCount: number }[] };

export interface ModuleProgress {
  readonly watched: readonly Interval[];
  readonly position: number;
  readonly duration: number | null;
  readonly completed: boolean;
  readonly answers: readonly (readonly number[])[] | null;
  readonly results: readonly boolean[] | null;
  /** The language version the module was completed in (issue 34); null: not recorded. */
  readonly language: string | null;
}

export interface Evaluation {
  readonly passed: boolean;
  readonly percent: number;
  readonly correct: number;
  readonly total: number;
  readonly at: string;
}

export type Step = 'modules' | 'failed' | 'passed' | 'completed';

/** The in-person part of a blended training, as recorded at its sign-off. */
export interface PracticalPart {
  readonly practicalDate: string;
  readonly place: string;
  readonly instructorName: string;
  readonly instructorUserId: string | null;
  readonly note: string | null;
  readonly signedOffBy: string;
  readonly signedOffByName: string;
  readonly signedOffAt: string;
}

/**
 * A completed cycle of a blended training waits for its practical part: `required` from the online
 * completion on, `signedOff` once an instructor confirmed it (then the cycle counts).
 */
export interface PracticalState {
  readonly required: boolean;
  readonly signedOff: PracticalPart | null;
}

export type EnrolmentState =
  | { readonly status: 'none' }
  | {
      readonly status: 'started';
      readonly enrolmentId: string;
      readonly userId: string;
      readonly trainingId: string;
      readonly cycle: number;
      readonly startedAt: string;
      readonly contentVersion: string;
      /** The language version the learner chose for this cycle (issue 34); null: the matched one. */
      readonly language: string | null;
      readonly modules: Readonly<Record<string, ModuleProgress>>;
      /** Time of the last report that could carry watched seconds: the wall-time budget starts here. */
      readonly lastReportAt: string;
      readonly step: Step;
      readonly evaluation: Evaluation | null;
      readonly completion: { readonly completionId: string; readonly completedAt: string; readonly percent: number; readonly practical: PracticalState } | null;
    };

type Base = {
  readonly plan: readonly PlanModule[];
  readonly now: Date;
  /** The language version being delivered (issue 34): recorded with each module completed. */
  readonly language?: string | undefined;
};

/**
 * One report of the player (PATCH /trainings/{id}/progress) as it arrives: watched ranges of a
 * video, a text module read (`completed: true`) or quiz answers. The decider reads it in the
 * light of the module's type in the plan.
 */
export interface ProgressReport {
  readonly moduleId: string;
  readonly intervals?: readonly Interval[];
  readonly position?: number;
  /** Older players send the resume position under this name. */
  readonly watchTime?: number;
  /** Length measured by the player; used only when the stored video has none. */
  readonly duration?: number | null;
  /** The spec's `completed` flag: a claim the server checks, never trusts. */
  readonly completed?: boolean;
  readonly answers?: readonly (readonly number[])[];
}

/** A report read in the light of the module's type. */
type Reading =
  | { readonly kind: 'video'; readonly intervals: readonly Interval[]; readonly position: number; readonly clientDuration: number | null; readonly claimsCompleted: boolean }
  | { readonly kind: 'text' }
  | { readonly kind: 'quiz'; readonly answers: readonly (readonly number[])[] };

/** The cycle a command begins: whose, of which training, which one, with which content. */
interface NewCycle {
  readonly enrolmentId: string;
  readonly companyId: string;
  readonly userId: string;
  readonly trainingId: string;
  readonly cycle: number;
  readonly contentVersion: string;
}

export type EnrolmentCommand =
  | (NewCycle & { readonly type: 'StartTraining'; readonly plan: readonly PlanModule[]; readonly now: Date })
  | (Base & { readonly type: 'RecordProgress'; readonly report: ProgressReport })
  /** The learner switches to another of the training's language versions (`available`, catalog, now). */
  | { readonly type: 'ChooseLanguage'; readonly language: string; readonly available: readonly string[]; readonly now: Date }
  | {
      readonly type: 'CompleteTraining';
      readonly completionId: string;
      /** How the person confirmed (issue 33: people without e-mail confirm with their PIN) and whether it was right. */
      readonly confirmedBy: 'password' | 'pin';
      readonly secretValid: boolean;
      readonly confirmation: string;
      readonly snapshot: CompletionSnapshot;
      /** The training requires an in-person part (catalog, at this moment): the completion then waits for its sign-off. */
      readonly requiresPracticalPart: boolean;
      /** The language version delivered at completion (issue 34). */
      readonly language?: string | undefined;
      readonly now: Date;
    }
  /** An instructor confirms the in-person part of the cycle (who may is checked by the application, policy.ts). */
  | ({ readonly type: 'SignOffPracticalPart'; readonly now: Date } & Omit<PracticalPart, 'signedOffAt'>)
  /**
   * A classroom session completes the training for a participant who signed (issue 32): a cycle
   * not begun is begun and completed, a running one completed, a blended one waiting for its
   * practical part signed off by the session. A cycle completed already is refused
   * (`AlreadyCompleted`): the session then completes the next cycle.
   */
  | (NewCycle & {
      readonly type: 'CompleteInPresence';
      readonly completionId: string;
      readonly method: 'presence' | 'presence-paper';
      readonly presence: PresenceRecord;
      readonly confirmation: string;
      readonly snapshot: CompletionSnapshot;
      /** Who closed the session, and their name then (the practical part's sign-off names them). */
      readonly closedBy: string;
      readonly closedByName: string;
      /** When the participant counts as instructed: the close (tablet) or the session's end (paper list). */
      readonly completedAt: Date;
    });

export type EnrolmentError =
  | 'NoActiveModules'
  | 'NotStarted'
  | 'AlreadyCompleted'
  | 'ModuleNotInTraining'
  | 'EarlierModulesIncomplete'
  | 'WrongModuleType'
  | 'QuizAlreadyAnswered'
  | 'QuizAnswersIncomplete'
  | 'QuizAnswerOutOfRange'
  | 'IntervalOutsideVideo'
  | 'IntervalAheadOfWatched'
  | 'MoreThanElapsedTime'
  | 'VideoDurationUnknown'
  | 'VideoNotWatchedEnough'
  | 'NotPassed'
  | 'WrongPassword'
  | 'WrongPin'
  | 'CompletedFlagRequired'
  /** Sign-off of a practical part: the online part of the cycle is not completed yet. */
  | 'OnlinePartNotCompleted'
  /** Sign-off of a practical part: this cycle's training required none. */
  | 'PracticalPartNotRequired'
  /** Sign-off of a practical part: this cycle's was signed off already. */
  | 'PracticalPartAlreadySignedOff'
  /** The practical part's day lies after today (Europe/Berlin). */
  | 'PracticalDateInFuture'
  /** The practical part's day lies before the cycle started. */
  | 'PracticalDateBeforeCycle'
  | 'PracticalPlaceRequired'
  | 'PracticalInstructorRequired'
  /** A language version the training does not have (issue 34). */
  | 'LanguageNotAvailable';

/** Seconds a report may exceed the wall time since the previous one (network jitter, rounding). */
export const WALL_TIME_TOLERANCE_SECONDS = 3;
/** Interval ends may overshoot the duration this much (container vs. stream length). */
export const DURATION_TOLERANCE_SECONDS = 1;
/** Longest video length the player may report when the stored video has none. */
export const MAX_CLIENT_DURATION_SECONDS = 6 * 3600;
export const MAX_INTERVALS_PER_REPORT = 200;

const EMPTY: ModuleProgress = { watched: [], position: 0, duration: null, completed: false, answers: null, results: null, language: null };

export const initialEnrolment: EnrolmentState = { status: 'none' };

const progressOf = (s: Extract<EnrolmentState, { status: 'started' }>, id: string): ModuleProgress => s.modules[id] ?? EMPTY;

/** Selected set equals the correct set (multiple choice) or the one correct answer was chosen. */
export function isAnswerCorrect(selected: readonly number[], correct: readonly number[]): boolean {
  const a = [...new Set(selected)].sort((x, y) => x - y);
  const b = [...new Set(correct)].sort((x, y) => x - y);
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Pass mark check on the exact ratio, so 69.5 percent never passes by rounding. */
export function evaluate(correct: number, total: number): { passed: boolean; percent: number } {
  if (total === 0) return { passed: true, percent: 100 };
  return { passed: correct * 100 >= PASS_PERCENT * total, percent: Math.floor((correct * 100) / total) };
}

function evolve(state: EnrolmentState, event: LearningEvent): EnrolmentState {
  if (event.type === 'learning.TrainingStarted') {
    const d = event.data;
    return {
      status: 'started',
      enrolmentId: d.enrolmentId,
      userId: d.userId,
      trainingId: d.trainingId,
      cycle: d.cycle,
      startedAt: d.startedAt,
      contentVersion: d.contentVersion,
      language: null,
      modules: {},
      lastReportAt: d.startedAt,
      step: 'modules',
      evaluation: null,
      completion: null,
    };
  }
  if (state.status !== 'started') return state;
  const put = (id: string, change: Partial<ModuleProgress>, at?: string): EnrolmentState => ({
    ...state,
    modules: { ...state.modules, [id]: { ...progressOf(state, id), ...change } },
    step: state.step === 'failed' ? 'modules' : state.step,
    ...(at ? { lastReportAt: at } : {}),
  });
  switch (event.type) {
    case 'learning.ModuleProgressRecorded': {
      const d = event.data;
      const p = progressOf(state, d.moduleId);
      return put(d.moduleId, { watched: mergeIntervals([...p.watched, ...d.intervals]), position: d.position, duration: d.duration }, d.recordedAt);
    }
    case 'learning.ModuleCompleted':
      return put(event.data.moduleId, { completed: true, language: event.data.language ?? null }, event.data.completedAt);
    case 'learning.LanguageChosen':
      return { ...state, language: event.data.language };
    case 'learning.QuizAnswered':
      return put(event.data.moduleId, { answers: event.data.answers, results: event.data.results }, event.data.answeredAt);
    case 'learning.QuizPassed': {
      const d = event.data;
      return { ...state, step: 'passed', evaluation: { passed: true, percent: d.percent, correct: d.correct, total: d.total, at: d.evaluatedAt } };
    }
    case 'learning.QuizFailed': {
      const d = event.data;
      return { ...state, modules: {}, step: 'failed', lastReportAt: d.evaluatedAt, evaluation: { passed: false, percent: d.percent, correct: d.correct, total: d.total, at: d.evaluatedAt } };
    }
    case 'learning.TrainingCompleted': {
      const d = event.data;
      const practical: PracticalState = { required: d.practicalPartRequired === true, signedOff: null };
      return { ...state, step: 'completed', completion: { completionId: d.completionId, completedAt: d.completedAt, percent: d.percent, practical } };
    }
    case 'learning.PracticalPartSignedOff': {
      if (!state.completion) return state;
      return { ...state, completion: { ...state.completion, practical: { required: true, signedOff: { ...event.data } } } };
    }
  }
}

type Started = Extract<EnrolmentState, { status: 'started' }>;

/** The module and its place in the plan, if every earlier module is completed. */
function reachable(s: Started, plan: readonly PlanModule[], moduleId: string): { ok: true; module: PlanModule } | { ok: false; error: EnrolmentError } {
  const index = plan.findIndex((m) => m.id === moduleId);
  if (index < 0) return { ok: false, error: 'ModuleNotInTraining' };
  if (plan.slice(0, index).some((m) => !progressOf(s, m.id).completed)) return { ok: false, error: 'EarlierModulesIncomplete' };
  return { ok: true, module: plan[index]! };
}

/**
 * Events that follow a module's completion: when it was the last open module of the plan, every
 * quiz answer of the cycle is evaluated at once (pass at 70 percent; no questions = 100 percent).
 */
function completeModule(
  s: Started,
  plan: readonly PlanModule[],
  moduleId: string,
  at: string,
  language: string | undefined,
  answered?: { answers: readonly (readonly number[])[]; results: readonly boolean[] },
): LearningEvent[] {
  const events: LearningEvent[] = [];
  if (answered) events.push({ type: 'learning.QuizAnswered', data: { moduleId, answers: answered.answers.map((a) => [...a]), results: [...answered.results], answeredAt: at } });
  events.push({ type: 'learning.ModuleCompleted', data: { moduleId, completedAt: at, ...(language !== undefined ? { language } : {}) } });
  const open = plan.filter((m) => m.id !== moduleId && !progressOf(s, m.id).completed);
  if (open.length > 0) return events;
  let correct = 0;
  let total = 0;
  for (const m of plan) {
    if (m.type !== 'quiz') continue;
    const results = m.id === moduleId && answered ? answered.results : (progressOf(s, m.id).results ?? []);
    total += m.questions.length;
    correct += results.slice(0, m.questions.length).filter(Boolean).length;
  }
  const { passed, percent } = evaluate(correct, total);
  events.push({ type: passed ? 'learning.QuizPassed' : 'learning.QuizFailed', data: { percent, correct, total, evaluatedAt: at } });
  return events;
}

/**
 * Which kind of report a body is, from its fields and the module's type in the plan: answers (or
 * a quiz module) make a quiz report, ranges or a position (or a video module) a video report,
 * anything else must be `completed: true` for a text module.
 */
export function readReport(report: ProgressReport, plan: readonly PlanModule[]): { ok: true; reading: Reading } | { ok: false; error: EnrolmentError } {
  const type = plan.find((m) => m.id === report.moduleId)?.type ?? null;
  if (report.answers !== undefined || type === 'quiz') {
    return report.answers ? { ok: true, reading: { kind: 'quiz', answers: report.answers } } : { ok: false, error: 'QuizAnswersIncomplete' };
  }
  if (type === 'video' || report.intervals !== undefined || report.position !== undefined) {
    const reading: Reading = {
      kind: 'video',
      intervals: report.intervals ?? [],
      position: report.position ?? report.watchTime ?? 0,
      clientDuration: report.duration ?? null,
      claimsCompleted: report.completed === true,
    };
    return { ok: true, reading };
  }
  return report.completed === true ? { ok: true, reading: { kind: 'text' } } : { ok: false, error: 'CompletedFlagRequired' };
}

/** Why a cycle cannot be confirmed as completed now, or null when it can (the password aside). */
export function completionBlocker(state: EnrolmentState): EnrolmentError | null {
  if (state.status !== 'started') return 'NotStarted';
  if (state.step === 'completed') return 'AlreadyCompleted';
  if (state.step !== 'passed' || !state.evaluation) return 'NotPassed';
  return null;
}

function decideVideo(s: Started, c: Base & Extract<Reading, { kind: 'video' }>, m: Extract<PlanModule, { type: 'video' }>): DecideResult<LearningEvent, EnrolmentError> {
  const p = progressOf(s, m.id);
  const at = c.now.toISOString();
  const duration = m.duration ?? p.duration ?? (c.clientDuration !== null && c.clientDuration > 0 && c.clientDuration <= MAX_CLIENT_DURATION_SECONDS ? c.clientDuration : null);
  if (duration === null) return reject('VideoDurationUnknown');
  const limit = duration + DURATION_TOLERANCE_SECONDS;
  if (c.position < 0 || c.position > limit) return reject('IntervalOutsideVideo');
  for (const [start, end] of c.intervals) {
    if (!(start >= 0 && end >= start && end <= limit)) return reject('IntervalOutsideVideo');
  }
  const fresh = mergeIntervals(c.intervals.map(([a, b]) => [a, Math.min(b, duration)] as const));
  // Nobody can have watched beyond what was reachable: every new range starts within the watched
  // range that begins at 0 (the player does not allow seeking ahead of it).
  let furthest = furthestContiguous(p.watched);
  for (const [start, end] of fresh) {
    if (start > furthest + JOIN_GAP_SECONDS + 1) return reject('IntervalAheadOfWatched');
    furthest = Math.max(furthest, end);
  }
  const before = coveredSeconds(p.watched);
  const after = coveredSeconds([...p.watched, ...fresh]);
  const elapsed = (c.now.getTime() - new Date(s.lastReportAt).getTime()) / 1000;
  if (after - before > Math.max(0, elapsed) + WALL_TIME_TOLERANCE_SECONDS) return reject('MoreThanElapsedTime');
  const watchedEnough = after >= (VIDEO_DONE_PERCENT / 100) * duration;
  if (c.claimsCompleted && !watchedEnough && !p.completed) return reject('VideoNotWatchedEnough');
  if (p.completed) {
    // Watching again in the same cycle only moves the resume position.
    return Math.abs(p.position - c.position) < 0.5 ? accept() : accept({ type: 'learning.ModuleProgressRecorded', data: { moduleId: m.id, intervals: [], position: round2(c.position), duration, watchedSeconds: round2(before), recordedAt: at } });
  }
  const events: LearningEvent[] = [
    { type: 'learning.ModuleProgressRecorded', data: { moduleId: m.id, intervals: fresh.map(([a, b]) => [round2(a), round2(b)] as [number, number]), position: round2(c.position), duration, watchedSeconds: round2(after), recordedAt: at } },
  ];
  if (watchedEnough) events.push(...completeModule(s, c.plan, m.id, at, c.language));
  return accept(...events);
}

function decide(command: EnrolmentCommand, state: EnrolmentState): DecideResult<LearningEvent, EnrolmentError> {
  switch (command.type) {
    case 'StartTraining': {
      if (state.status === 'started') return accept();
      if (command.plan.length === 0) return reject('NoActiveModules');
      const c = command;
      return accept({
        type: 'learning.TrainingStarted',
        data: { enrolmentId: c.enrolmentId, companyId: c.companyId, userId: c.userId, trainingId: c.trainingId, cycle: c.cycle, contentVersion: c.contentVersion, startedAt: c.now.toISOString() },
      });
    }
    case 'CompleteTraining': {
      const blocker = completionBlocker(state);
      if (blocker || state.status !== 'started' || !state.evaluation) return reject(blocker ?? 'NotPassed');
      if (!command.secretValid) return reject(command.confirmedBy === 'pin' ? 'WrongPin' : 'WrongPassword');
      const e = state.evaluation;
      return accept({
        type: 'learning.TrainingCompleted',
        data: {
          completionId: command.completionId,
          completedAt: command.now.toISOString(),
          percent: e.percent,
          correct: e.correct,
          total: e.total,
          contentVersion: state.contentVersion,
          confirmation: command.confirmation,
          confirmedBy: command.confirmedBy,
          snapshot: command.snapshot,
          ...(command.requiresPracticalPart ? { practicalPartRequired: true } : {}),
          ...(command.language !== undefined ? { language: command.language } : {}),
        },
      });
    }
    case 'RecordProgress':
      return decideProgress(command, state);
    case 'ChooseLanguage': {
      if (state.status !== 'started') return reject('NotStarted');
      if (state.step === 'completed') return reject('AlreadyCompleted');
      if (!command.available.includes(command.language)) return reject('LanguageNotAvailable');
      if (state.language === command.language) return accept();
      return accept({ type: 'learning.LanguageChosen', data: { language: command.language, chosenAt: command.now.toISOString() } });
    }
    case 'SignOffPracticalPart':
      return decideSignOff(command, state);
    case 'CompleteInPresence':
      return decidePresence(command, state);
  }
}

/** A classroom session's completion of one participant's cycle (see the command). */
function decidePresence(c: Extract<EnrolmentCommand, { type: 'CompleteInPresence' }>, state: EnrolmentState): DecideResult<LearningEvent, EnrolmentError> {
  const at = c.completedAt.toISOString();
  const completed: LearningEvent = {
    type: 'learning.TrainingCompleted',
    data: {
      completionId: c.completionId,
      completedAt: at,
      percent: 100,
      correct: 0,
      total: 0,
      contentVersion: c.contentVersion,
      confirmation: c.confirmation,
      confirmedBy: c.method === 'presence' ? 'signature' : 'paper',
      method: c.method,
      presence: c.presence,
      snapshot: c.snapshot,
    },
  };
  if (state.status === 'none') {
    const started: LearningEvent = {
      type: 'learning.TrainingStarted',
      data: { enrolmentId: c.enrolmentId, companyId: c.companyId, userId: c.userId, trainingId: c.trainingId, cycle: c.cycle, contentVersion: c.contentVersion, startedAt: at },
    };
    return accept<LearningEvent>(started, completed);
  }
  if (state.step !== 'completed' || !state.completion) return accept(completed);
  const practical = state.completion.practical;
  if (!practical.required || practical.signedOff) return reject('AlreadyCompleted');
  const p = c.presence;
  return accept({
    type: 'learning.PracticalPartSignedOff',
    data: {
      practicalDate: berlinDay(c.completedAt),
      place: p.location,
      instructorName: p.instructorName,
      instructorUserId: p.instructorId,
      note: null,
      signedOffBy: c.closedBy,
      signedOffByName: c.closedByName,
      signedOffAt: at,
      sessionId: p.sessionId,
    },
  });
}

/**
 * The instructor's sign-off of a cycle's in-person part (issue 16, item 7): only after the online
 * part is completed, once per cycle, for a cycle whose training required one; the day lies neither
 * in the future nor before the cycle started; place and instructor are given.
 */
function decideSignOff(c: Extract<EnrolmentCommand, { type: 'SignOffPracticalPart' }>, state: EnrolmentState): DecideResult<LearningEvent, EnrolmentError> {
  if (!c.place.trim()) return reject('PracticalPlaceRequired');
  if (!c.instructorName.trim()) return reject('PracticalInstructorRequired');
  if (state.status !== 'started' || state.step !== 'completed' || !state.completion) return reject('OnlinePartNotCompleted');
  const practical = state.completion.practical;
  if (!practical.required) return reject('PracticalPartNotRequired');
  if (practical.signedOff) return reject('PracticalPartAlreadySignedOff');
  if (c.practicalDate > berlinDay(c.now)) return reject('PracticalDateInFuture');
  if (c.practicalDate < berlinDay(new Date(state.startedAt))) return reject('PracticalDateBeforeCycle');
  return accept({
    type: 'learning.PracticalPartSignedOff',
    data: {
      practicalDate: c.practicalDate,
      place: c.place.trim(),
      instructorName: c.instructorName.trim(),
      instructorUserId: c.instructorUserId,
      note: c.note && c.note.trim() ? c.note.trim() : null,
      signedOffBy: c.signedOffBy,
      signedOffByName: c.signedOffByName,
      signedOffAt: c.now.toISOString(),
    },
  });
}

function decideProgress(command: Extract<EnrolmentCommand, { type: 'RecordProgress' }>, state: EnrolmentState): DecideResult<LearningEvent, EnrolmentError> {
  // The body must make sense for the module before anything else is said about the cycle.
  const read = readReport(command.report, command.plan);
  if (!read.ok) return reject(read.error);
  if (state.status !== 'started') return reject('NotStarted');
  // Progress after the evaluation passed is not needed (and would change what was evaluated).
  if (state.step === 'completed' || state.step === 'passed') return reject('AlreadyCompleted');
  const target = reachable(state, command.plan, command.report.moduleId);
  if (!target.ok) return reject(target.error);
  const m = target.module;
  const r = read.reading;
  const at = command.now.toISOString();
  switch (r.kind) {
    case 'video':
      if (m.type !== 'video') return reject('WrongModuleType');
      return decideVideo(state, { ...r, plan: command.plan, now: command.now, language: command.language }, m);
    case 'text':
      if (m.type !== 'text') return reject('WrongModuleType');
      if (progressOf(state, m.id).completed) return accept();
      return accept(...completeModule(state, command.plan, m.id, at, command.language));
    case 'quiz': {
      if (m.type !== 'quiz') return reject('WrongModuleType');
      if (progressOf(state, m.id).completed) return reject('QuizAlreadyAnswered');
      if (r.answers.length !== m.questions.length || r.answers.some((a) => a.length === 0)) return reject('QuizAnswersIncomplete');
      for (const [i, q] of m.questions.entries()) {
        const chosen = r.answers[i]!;
        if (chosen.some((x) => !Number.isInteger(x) || x < 0 || x >= q.answerCount)) return reject('QuizAnswerOutOfRange');
        if (q.correct.length <= 1 && new Set(chosen).size > 1) return reject('QuizAnswerOutOfRange');
      }
      const answers = r.answers.map((a) => [...new Set(a)].sort((x, y) => x - y));
      const results = m.questions.map((q, i) => isAnswerCorrect(answers[i]!, q.correct));
      return accept(...completeModule(state, command.plan, m.id, at, command.language, { answers, results }));
    }
  }
}

export const enrolmentDecider: Decider<EnrolmentCommand, LearningEvent, EnrolmentState, EnrolmentError> = {
  initialState: initialEnrolment,
  evolve,
  decide,
};
