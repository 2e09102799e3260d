import { FileTextOutlined, QuestionCircleOutlined, VideoCameraOutlined, AppstoreOutlined } from '@ant-design/icons';
import type { ModuleContent, QuizContent, QuizQuestion, TextContent, TrainingModule, VideoContent } from '../api/types';

export function ModuleTypeIcon({ type }: { type: string }) {
  if (type === 'video') return <VideoCameraOutlined />;
  if (type === 'quiz') return <QuestionCircleOutlined />;
  if (type === 'text') return <FileTextOutlined />;
  return <AppstoreOutlined />;
}

export const isVideo = (m: TrainingModule): m is TrainingModule & { content: VideoContent } => m.type === 'video';
export const isQuiz = (m: TrainingModule): m is TrainingModule & { content: QuizContent } => m.type === 'quiz';
export const isText = (m: TrainingModule): m is TrainingModule & { content: TextContent } => m.type === 'text';

interface LegacyQuestion {
  question?: unknown;
  options?: unknown;
  correctAnswer?: unknown;
  answers?: unknown;
}

/**
 * Questions of a quiz module; legacy questions ({question, options, correctAnswer}) are read too.
 * Throws when the content is not a quiz at all (shown as 'quiz load error').
 */
export function quizQuestions(content: ModuleContent | null | undefined): QuizQuestion[] {
  if (!content || typeof content !== 'object') throw new Error('no quiz content');
  const questions = (content as { questions?: unknown }).questions;
  if (questions === undefined) return [];
  if (!Array.isArray(questions)) throw new Error('quiz questions are not a list');
  return questions.map((raw: LegacyQuestion) => {
    const question = typeof raw?.question === 'string' ? raw.question : '';
    if (Array.isArray(raw?.answers)) {
      return {
        question,
        answers: (raw.answers as { text?: unknown; isCorrect?: unknown; explanation?: unknown }[]).map((a) => ({
          text: typeof a?.text === 'string' ? a.text : '',
          isCorrect: a?.isCorrect === true,
          ...(typeof a?.explanation === 'string' && a.explanation ? { explanation: a.explanation } : {}),
        })),
      };
    }
    if (Array.isArray(raw?.options)) {
      return { question, answers: (raw.options as unknown[]).map((text, i) => ({ text: String(text), isCorrect: i === raw.correctAnswer })) };
    }
    throw new Error('unknown question shape');
  });
}

export function formatSeconds(total: number | null | undefined): string {
  if (!total || !Number.isFinite(total)) return '';
  const s = Math.round(total);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function moduleTypeKey(type: string): 'moduleTypes.video' | 'moduleTypes.quiz' | 'moduleTypes.text' | 'moduleTypes.unknown' {
  return type === 'video' || type === 'quiz' || type === 'text' ? `moduleTypes.${type}` : 'moduleTypes.unknown';
}
