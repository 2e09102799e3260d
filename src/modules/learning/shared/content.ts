import { Option, Schema } from 'effect';
import type { ModuleProgressView, PlayerModule } from '../../../shared/contracts/learning';
import { ModuleContentSchemas, type QuizContent, type TextContent, type VideoContent } from '../../catalog';
import type { ModuleProgress, PlanModule } from '../domain/enrolment';
import { coveredSeconds, furthestContiguous, round2 } from '../domain/intervals';
import type { LearnerModule } from './ports';

/** A module's content decoded with the catalog's own Schemas; content that does not decode counts as empty. */
type Decoded =
  | { readonly type: 'video'; readonly content: Partial<VideoContent> }
  | { readonly type: 'quiz'; readonly content: QuizContent }
  | { readonly type: 'text'; readonly content: Partial<TextContent> };

const asVideo = Schema.decodeUnknownOption(ModuleContentSchemas.video);
const asQuiz = Schema.decodeUnknownOption(ModuleContentSchemas.quiz);
const asText = Schema.decodeUnknownOption(ModuleContentSchemas.text);

function decoded(m: LearnerModule): Decoded {
  if (m.type === 'video') return { type: 'video', content: Option.getOrElse(asVideo(m.content), () => ({})) };
  if (m.type === 'quiz') return { type: 'quiz', content: Option.getOrElse(asQuiz(m.content), () => ({ questions: [] })) };
  return { type: 'text', content: Option.getOrElse(asText(m.content), () => ({})) };
}

/** Active modules in learner order. */
export const activeModules = (rows: readonly LearnerModule[]): LearnerModule[] =>
  rows.filter((m) => m.isActive).sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id));

/** What the rules need of each module, including the correct answers the client never sees. */
export function planOf(modules: readonly LearnerModule[]): PlanModule[] {
  return modules.map((m): PlanModule => {
    const d = decoded(m);
    if (d.type === 'video') return { id: m.id, type: 'video', duration: d.content.duration !== undefined && d.content.duration > 0 ? d.content.duration : null };
    if (d.type === 'quiz') {
      return {
        id: m.id,
        type: 'quiz',
        questions: d.content.questions.map((q) => ({ answerCount: q.answers.length, correct: q.answers.flatMap((a, i) => (a.isCorrect ? [i] : [])) })),
      };
    }
    return { id: m.id, type: 'text' };
  });
}

/** Module content as the player gets it: signed video URLs, no correct answers, no explanations. */
export function playerModule(m: LearnerModule, sign: (url: string) => string): PlayerModule {
  const d = decoded(m);
  const base = { id: m.id, title: m.title, orderIndex: m.orderIndex };
  if (d.type === 'video') {
    const c = d.content;
    return {
      ...base,
      type: 'video',
      content: {
        videoUrl: c.videoUrl ? sign(c.videoUrl) : '',
        ...(c.posterUrl ? { posterUrl: sign(c.posterUrl) } : {}),
        ...(c.description !== undefined ? { description: c.description } : {}),
        duration: c.duration ?? null,
      },
    };
  }
  if (d.type === 'quiz') {
    const questions = d.content.questions.map((q) => ({
      question: q.question,
      answers: q.answers.map((a) => ({ text: a.text })),
      multiple: q.answers.filter((a) => a.isCorrect).length > 1,
    }));
    return { ...base, type: 'quiz', content: { questions } };
  }
  return { ...base, type: 'text', content: { text: d.content.text ?? '' } };
}

/**
 * A module's progress. A quiz shows the learner's own answers once they were given; whether they
 * were right, the correct answers and the explanations only with `solutions` (the cycle's
 * evaluation was passed): before that, a locked or failed quiz would give the solutions away.
 */
export function moduleProgressView(m: LearnerModule, p: ModuleProgress | undefined, solutions: boolean): ModuleProgressView {
  const d = decoded(m);
  const view: ModuleProgressView = {
    completed: p?.completed ?? false,
    watchTime: p?.position ?? 0,
    watchedSeconds: round2(coveredSeconds(p?.watched ?? [])),
    furthest: round2(furthestContiguous(p?.watched ?? [])),
    duration: p?.duration ?? (d.type === 'video' ? (d.content.duration ?? null) : null),
  };
  if (d.type === 'quiz' && p?.answers) view.answers = p.answers.map((a) => [...a]);
  if (d.type === 'quiz' && p?.answers && p.results && solutions) {
    const questions = d.content.questions;
    view.results = p.results.map((correct, i) => ({
      correct,
      correctAnswers: (questions[i]?.answers ?? []).flatMap((a, j) => (a.isCorrect ? [j] : [])),
      explanations: (questions[i]?.answers ?? []).map((a) => a.explanation ?? null),
    }));
  }
  return view;
}
