import type { LearningAction, ModuleProgressView, PlayerModule, PracticalPartView, ProgressView, StepView } from '../../../shared/contracts/learning';
import { browserImageUrl, periodMonths } from '../../catalog';
import { enrolmentDecider, type EnrolmentState, type ModuleProgress, type PracticalPart } from '../domain/enrolment';
import { learningEvents } from '../domain/events';
import { coveredSeconds, furthestContiguous, round2 } from '../domain/intervals';
import { isValid, personalPeriod, statusChangesAt, trainingStatus, type DueDisplay, type LearningStatus, type StatusInput } from '../domain/status';
import { learnerRecord, type CompletionRow, type EnrolmentRow, type LearnerRecord } from '../read/enrolments/queries';
import type { Caller, LearningDeps } from './deps';
import { decodedContent, type TrainingInPlay } from './enrolment';
import { shownVideo, type DeliveredLanguage } from '../domain/language';
import { versionFor } from './version';
import { languageName } from '../../../shared/languages';
import type { LearnerModule, LearnerTraining } from './ports';
import { deliveredText, type LocalizedText } from '../../../shared/contracts/localized';

/*
 * What a learner sees of one training: its status, due date and card action (My Learning, the
 * evidence list, the player) and the player's view of the current cycle.
 */

export interface LearnerStatus {
  /** The status of spec section 4, or `awaiting_practical`: the online part is done, the practical part not signed off, and no earlier completion is valid. */
  status: LearningStatus;
  dueDate: string | null;
  dueDisplay: DueDisplay | null;
  renewable: boolean;
  action: LearningAction;
  inProgress: boolean;
  /** The latest cycle's online part is done and waits for the sign-off of its practical part (whatever an earlier completion says). */
  awaitingPractical: boolean;
  /** The recertification period (months) of the completion that counts, or of one completed now; null without recertification. */
  recertificationMonths: number | null;
  /** The period is six months because the person is (was, on the completion's day) under 18. */
  shortenedForMinor: boolean;
  /** The next instant at which this answer changes with the clock alone (null: never). */
  changesAt: number | null;
}

/**
 * Status, due date and the card action of one user's training, from stored dates, the person's
 * date of birth (under 18: at most six months, issue 16 item 6) and the clock. A completion counts
 * from its `countsFrom` (a blended training's from the sign-off of its practical part, item 7).
 */
export function learnerStatus(t: LearnerTraining, enrolment: EnrolmentRow | undefined, completion: CompletionRow | undefined, now: Date, dateOfBirth: string | null): LearnerStatus {
  // A cycle in progress: started and not completed. Cycles after a completion are renewals.
  const inProgress = !!enrolment && enrolment.step !== 'completed';
  const awaitingPractical = !!enrolment && enrolment.step === 'completed' && enrolment.practicalPending;
  const counts = completion?.countsFrom ?? null;
  const input: StatusInput = {
    completion: counts ? { completedAt: counts, allModulesCompleted: true } : null,
    inProgress,
    requiresRecertification: t.requiresRecertification,
    periodMonths: periodMonths(t.recertificationPeriod),
    dateOfBirth,
    now,
  };
  const s = trainingStatus(input);
  const status: LearningStatus = awaitingPractical && !isValid(s.status) ? 'awaiting_practical' : s.status;
  const period = t.requiresRecertification ? personalPeriod(input.periodMonths, dateOfBirth, counts && s.dueDate ? new Date(counts) : now) : null;
  const locked = t.isDeleted || t.status === 'archived' || t.activeModuleCount === 0;
  const action: LearningAction = locked
    ? 'locked'
    : inProgress
      ? 'continue'
      : status === 'assigned'
        ? 'start'
        : awaitingPractical || status === 'completed'
          ? 'view'
          : status === 'recertification_required'
            ? 'recertify'
            : 'renew';
  return {
    status,
    dueDate: s.dueDate,
    dueDisplay: s.dueDisplay,
    // a cycle that waits for its practical part is done online: no new cycle opens before its sign-off
    renewable: s.renewable && !awaitingPractical,
    action,
    inProgress,
    awaitingPractical,
    recertificationMonths: period?.months ?? null,
    shortenedForMinor: period?.shortened ?? false,
    changesAt: statusChangesAt(input),
  };
}

export const evidenceUrl = (completionId: string) => `/api/completions/${completionId}/evidence.pdf`;

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
export async function progressView(
  d: LearningDeps,
  c: Caller,
  play: Omit<TrainingInPlay, 'plan'>,
  state?: EnrolmentState,
  record?: LearnerRecord,
  /** The version the caller worked out already for this state (record-progress); otherwise it is worked out here. */
  worked?: DeliveredLanguage,
): Promise<ProgressView> {
  const { training: t, modules } = play;
  const { latest, lastCompletion, dateOfBirth } = record ?? (await learnerRecord(d.k.db, c.companyId, c.actor.userId, t.id));
  const current = state ?? (latest ? (await d.k.commands.load(c.companyId, latest.streamId, enrolmentDecider, learningEvents)).state : null);
  const started = current && current.status === 'started' ? current : null;
  const status = learnerStatus(t, latest, lastCompletion, d.k.clock.now(), dateOfBirth);
  const people = await d.identity.getUserSummaries([t.ownerId, t.instructorId]);
  const owner = people.get(t.ownerId);
  const instructor = people.get(t.instructorId);
  const progress: Record<string, ModuleProgressView> = {};
  // The solutions of the quizzes only once this cycle's evaluation was passed (spec: pass at 70 percent).
  const solutions = started !== null && (started.step === 'passed' || started.step === 'completed');
  const delivered = worked ?? (await versionFor(d, c, t, current));
  const version: Version = { language: delivered.language, defaultLanguage: t.defaultLanguage };
  for (const m of modules) progress[m.id] = moduleProgressView(m, started?.modules[m.id], solutions, version);
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
      imageUrl: browserImageUrl(t.imageUrl, d.media.signUrl),
      ownerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
      instructorId: t.instructorId,
      instructorName: instructor ? `${instructor.firstName} ${instructor.lastName}` : '',
      requiresRecertification: t.requiresRecertification,
      recertificationPeriod: t.recertificationPeriod,
      contentVersion: t.contentVersion,
      requiresPracticalPart: t.requiresPracticalPart,
      defaultLanguage: t.defaultLanguage,
    },
    language: delivered.language,
    availableLanguages: [...delivered.available],
    languageNote: delivered.fallback ? { requested: delivered.requested, shown: delivered.language } : null,
    modules: modules.map((m) => playerModule(m, (u) => d.media.signUrl(u), version)),
    progress: { modules: progress },
    currentModuleId: modules.find((m) => !progress[m.id]!.completed)?.id ?? null,
    evaluation: started?.evaluation ?? null,
    completion: started?.completion ? completionView(started.completion) : null,
    previousCompletion: previous ? { id: previous.completionId, completedAt: previous.completedAt, dueDate: status.dueDate, evidenceUrl: evidenceUrl(previous.completionId) } : null,
  };
}

/** The language version a learner is given (issue 34) and the training's default, where a text of the version is missing. */
export interface Version {
  readonly language: string;
  readonly defaultLanguage: string;
}
const textOf = (text: LocalizedText | undefined, v: Version) => deliveredText(text, v.language, v.defaultLanguage);

/**
 * Module content as the player gets it, in one language version: signed video URLs (a video's
 * dubbed version in the version's language, if it has one), no correct answers, no explanations.
 */
function playerModule(m: LearnerModule, sign: (url: string) => string, v: Version): PlayerModule {
  const d = decodedContent(m);
  const base = { id: m.id, title: textOf(m.title, v), orderIndex: m.orderIndex };
  if (d.type === 'video') {
    const c = d.content;
    const shown = shownVideo(c, v.language);
    return {
      ...base,
      type: 'video',
      content: {
        videoUrl: shown.videoUrl ? sign(shown.videoUrl) : '',
        ...(shown.posterUrl ? { posterUrl: sign(shown.posterUrl) } : {}),
        ...(c.description !== undefined ? { description: textOf(c.description, v) } : {}),
        duration: shown.duration ?? null,
        ...(m.subtitles && m.subtitles.length > 0 ? { subtitles: m.subtitles.map((s) => ({ language: s.language, label: languageName(s.language, s.language), url: sign(s.url) })) } : {}),
      },
    };
  }
  if (d.type === 'quiz') {
    const questions = d.content.questions.map((q) => ({
      question: textOf(q.question, v),
      answers: q.answers.map((a) => ({ text: textOf(a.text, v) })),
      multiple: q.answers.filter((a) => a.isCorrect).length > 1,
    }));
    return { ...base, type: 'quiz', content: { questions } };
  }
  return { ...base, type: 'text', content: { text: textOf(d.content.text, v) } };
}

/**
 * A module's progress. A quiz shows the learner's own answers once they were given; whether they
 * were right, the correct answers and the explanations only with `solutions` (the cycle's
 * evaluation was passed): before that, a locked or failed quiz would give the solutions away.
 */
function moduleProgressView(m: LearnerModule, p: ModuleProgress | undefined, solutions: boolean, v: Version): ModuleProgressView {
  const d = decodedContent(m);
  // the length of the video shown in this version first: after a switch to a dubbed one, the last report's may be the other video's
  const shown = d.type === 'video' ? shownVideo(d.content, v.language).duration : undefined;
  const view: ModuleProgressView = {
    completed: p?.completed ?? false,
    watchTime: p?.position ?? 0,
    watchedSeconds: round2(coveredSeconds(p?.watched ?? [])),
    furthest: round2(furthestContiguous(p?.watched ?? [])),
    duration: shown !== undefined && shown > 0 ? shown : (p?.duration ?? null),
  };
  if (d.type === 'quiz' && p?.answers) view.answers = p.answers.map((a) => [...a]);
  if (d.type === 'quiz' && p?.answers && p.results && solutions) {
    const questions = d.content.questions;
    view.results = p.results.map((correct, i) => ({
      correct,
      correctAnswers: (questions[i]?.answers ?? []).flatMap((a, j) => (a.isCorrect ? [j] : [])),
      explanations: (questions[i]?.answers ?? []).map((a) => (a.explanation !== undefined ? textOf(a.explanation, v) || null : null)),
    }));
  }
  return view;
}
