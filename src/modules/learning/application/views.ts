import type { ModuleRow, TrainingRow } from '../../catalog';
import { periodMonths } from '../../catalog';
import type { PlanModule, EnrolmentState, ModuleProgress } from '../domain/enrolment';
import { coveredSeconds, furthestContiguous, round2 } from '../domain/intervals';
import { isValid, trainingStatus, type DueDisplay, type LearningStatus } from '../domain/status';
import type { CompletionRow, EnrolmentRow } from '../read/queries';

export const evidenceUrl = (completionId: string) => `/api/completions/${completionId}/evidence.pdf`;

/** Active modules in learner order. */
export const activeModules = (rows: readonly ModuleRow[]): ModuleRow[] => rows.filter((m) => m.isActive).sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id));

/** What the rules need of each module, including the correct answers the client never sees. */
export function planOf(modules: readonly ModuleRow[]): PlanModule[] {
  return modules.map((m): PlanModule => {
    const c = m.content as Record<string, unknown>;
    if (m.type === 'video') return { id: m.id, type: 'video', duration: typeof c.duration === 'number' && c.duration > 0 ? c.duration : null };
    if (m.type === 'quiz') {
      const questions = Array.isArray(c.questions) ? (c.questions as { answers?: { isCorrect?: boolean }[] }[]) : [];
      return {
        id: m.id,
        type: 'quiz',
        questions: questions.map((q) => {
          const answers = q.answers ?? [];
          return { answerCount: answers.length, correct: answers.flatMap((a, i) => (a.isCorrect ? [i] : [])) };
        }),
      };
    }
    return { id: m.id, type: 'text' };
  });
}

export type PlayerModule =
  | { id: string; type: 'video'; title: string; orderIndex: number; content: { videoUrl: string; posterUrl?: string; description?: string; duration: number | null } }
  | { id: string; type: 'text'; title: string; orderIndex: number; content: { text: string } }
  | { id: string; type: 'quiz'; title: string; orderIndex: number; content: { questions: { question: string; answers: { text: string }[]; multiple: boolean }[] } };

/** Module content as the player gets it: signed video URLs, no correct answers, no explanations. */
export function playerModule(m: ModuleRow, sign: (url: string) => string): PlayerModule {
  const c = m.content as Record<string, unknown>;
  const base = { id: m.id, title: m.title, orderIndex: m.orderIndex };
  if (m.type === 'video') {
    const videoUrl = typeof c.videoUrl === 'string' && c.videoUrl ? sign(c.videoUrl) : '';
    return {
      ...base,
      type: 'video',
      content: {
        videoUrl,
        ...(typeof c.posterUrl === 'string' && c.posterUrl ? { posterUrl: sign(c.posterUrl) } : {}),
        ...(typeof c.description === 'string' ? { description: c.description } : {}),
        duration: typeof c.duration === 'number' ? c.duration : null,
      },
    };
  }
  if (m.type === 'quiz') {
    const questions = Array.isArray(c.questions) ? (c.questions as { question?: string; answers?: { text?: string; isCorrect?: boolean }[] }[]) : [];
    return {
      ...base,
      type: 'quiz',
      content: {
        questions: questions.map((q) => ({
          question: q.question ?? '',
          answers: (q.answers ?? []).map((a) => ({ text: a.text ?? '' })),
          multiple: (q.answers ?? []).filter((a) => a.isCorrect).length > 1,
        })),
      },
    };
  }
  return { ...base, type: 'text', content: { text: typeof c.text === 'string' ? c.text : '' } };
}

export interface ModuleProgressView {
  completed: boolean;
  watchTime: number;
  watchedSeconds: number;
  furthest: number;
  duration: number | null;
  answers?: number[][];
  results?: { correct: boolean; correctAnswers: number[]; explanations: (string | null)[] }[];
}

/** A module's progress; quiz results (with the correct answers) only once it was answered. */
export function moduleProgressView(m: ModuleRow, p: ModuleProgress | undefined): ModuleProgressView {
  const c = m.content as Record<string, unknown>;
  const view: ModuleProgressView = {
    completed: p?.completed ?? false,
    watchTime: p?.position ?? 0,
    watchedSeconds: round2(coveredSeconds(p?.watched ?? [])),
    furthest: round2(furthestContiguous(p?.watched ?? [])),
    duration: p?.duration ?? (typeof c.duration === 'number' ? c.duration : null),
  };
  if (m.type === 'quiz' && p?.answers && p.results) {
    const questions = Array.isArray(c.questions) ? (c.questions as { answers?: { isCorrect?: boolean; explanation?: string }[] }[]) : [];
    view.answers = p.answers.map((a) => [...a]);
    view.results = p.results.map((correct, i) => ({
      correct,
      correctAnswers: (questions[i]?.answers ?? []).flatMap((a, j) => (a.isCorrect ? [j] : [])),
      explanations: (questions[i]?.answers ?? []).map((a) => a.explanation ?? null),
    }));
  }
  return view;
}

export type Action = 'start' | 'continue' | 'view' | 'recertify' | 'renew' | 'locked';

export interface LearnerStatus {
  status: LearningStatus;
  dueDate: string | null;
  dueDisplay: DueDisplay | null;
  renewable: boolean;
  action: Action;
  inProgress: boolean;
}

/** Status, due date and the card action of one user's training, from stored dates and the clock. */
export function learnerStatus(t: TrainingRow, enrolment: EnrolmentRow | undefined, completion: CompletionRow | undefined, now: Date): LearnerStatus {
  // A cycle in progress: started and not completed. Cycles after a completion are renewals.
  const inProgress = !!enrolment && enrolment.step !== 'completed';
  const s = trainingStatus({
    completion: completion ? { completedAt: completion.completedAt, allModulesCompleted: true } : null,
    inProgress,
    requiresRecertification: t.requiresRecertification,
    periodMonths: periodMonths(t.recertificationPeriod),
    now,
  });
  const locked = t.isDeleted || t.status === 'archived' || t.activeModuleCount === 0;
  const action: Action = locked
    ? 'locked'
    : inProgress
      ? 'continue'
      : s.status === 'assigned'
        ? 'start'
        : s.status === 'recertification_required'
          ? 'recertify'
          : s.status === 'expired'
            ? 'renew'
            : 'view';
  return { ...s, action, inProgress };
}

/** Whether a user's latest completion of a training counts now (completed or in the recertification window). */
export const isValidCompletion = (t: TrainingRow, completion: CompletionRow | undefined, now: Date): boolean => isValid(learnerStatus(t, undefined, completion, now).status);

export type StepView = 'not_started' | 'modules' | 'failed' | 'passed' | 'completed';

export const stepOf = (state: EnrolmentState | null): StepView => (state && state.status === 'started' ? state.step : 'not_started');
