/**
 * The texts of a module's content as translation units (issue 34, ADR 0030 §6), once for the
 * server and the web app: their ids below the module (`q1.question`, `q1.a2.text`,
 * `q1.a2.explanation`, `text`, `description`), what each is, and the content rebuilt with other
 * texts. The catalog's digest and XLIFF, and the builder's side-by-side editor use these, so a unit
 * id means the same everywhere. Pure TypeScript, no dependencies.
 */
import type { LocalizedText } from './contracts/localized';

/** What a unit of a module's content is (with its question and answer number, from 1). */
export type ContentUnitKind =
  | { readonly kind: 'question'; readonly question: number }
  | { readonly kind: 'answer' | 'explanation'; readonly question: number; readonly answer: number }
  | { readonly kind: 'text' }
  | { readonly kind: 'videoDescription' };

/** The shapes of module content these functions read: any content type with these text leaves. */
export interface QuizTexts<T = LocalizedText> {
  readonly questions: readonly { readonly question: T; readonly answers: readonly { readonly text: T; readonly isCorrect: boolean; readonly explanation?: T | undefined }[] }[];
}
export type ContentTexts<T = LocalizedText> = QuizTexts<T> | { readonly text: T } | { readonly videoUrl: string; readonly description?: T | undefined };

/** Every text leaf of a module's content, in a learner's reading order, with its unit id below the module. */
export function contentUnits<T>(content: ContentTexts<T>): { readonly id: string; readonly where: ContentUnitKind; readonly text: T }[] {
  if ('questions' in content) {
    return content.questions.flatMap((q, i) => [
      { id: `q${i + 1}.question`, where: { kind: 'question', question: i + 1 } as const, text: q.question },
      ...q.answers.flatMap((a, j) => {
        const at = { question: i + 1, answer: j + 1 };
        return [
          { id: `q${i + 1}.a${j + 1}.text`, where: { kind: 'answer', ...at } as const, text: a.text },
          ...(a.explanation !== undefined ? [{ id: `q${i + 1}.a${j + 1}.explanation`, where: { kind: 'explanation', ...at } as const, text: a.explanation }] : []),
        ];
      }),
    ]);
  }
  if ('text' in content) return [{ id: 'text', where: { kind: 'text' }, text: content.text }];
  return content.description !== undefined ? [{ id: 'description', where: { kind: 'videoDescription' }, text: content.description }] : [];
}

/**
 * The content with each text leaf replaced by `textOf(unit id, stored text)`; the structure, the
 * correct answers and the video's other fields stay as stored (a quiz is one quiz in every language).
 */
export function contentWithTexts<T, R>(content: ContentTexts<T>, textOf: (unitId: string, stored: T) => R): ContentTexts<R> {
  if ('questions' in content) {
    return {
      questions: content.questions.map((q, i) => ({
        question: textOf(`q${i + 1}.question`, q.question),
        answers: q.answers.map((a, j) => ({
          text: textOf(`q${i + 1}.a${j + 1}.text`, a.text),
          isCorrect: a.isCorrect,
          ...(a.explanation !== undefined ? { explanation: textOf(`q${i + 1}.a${j + 1}.explanation`, a.explanation) } : {}),
        })),
      })),
    };
  }
  if ('text' in content) return { text: textOf('text', content.text) };
  const { description, ...video } = content;
  return description !== undefined ? { ...video, description: textOf('description', description) } : video;
}
