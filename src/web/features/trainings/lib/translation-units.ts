import { textIn, type LocalizedText } from '../../../../shared/contracts/localized';
import type { ModuleContent, ReceivedModule, TrainingDetail } from '../api/types';

/**
 * The texts of a training a translator fills in (issue 34), in the order a learner reads them: the
 * training's title and description, then per active module its title, text, video description,
 * questions, answers and explanations. `where` says what the text is, for the label.
 */
export interface TranslationUnit {
  readonly id: string;
  readonly moduleId: string | null;
  readonly where: { readonly kind: 'title' | 'description' | 'moduleTitle' | 'text' | 'videoDescription' | 'question' | 'answer' | 'explanation'; readonly module?: number; readonly question?: number; readonly answer?: number };
  readonly source: string;
  readonly target: string;
}

export function translationUnits(training: TrainingDetail, language: string): TranslationUnit[] {
  const def = training.defaultLanguage;
  const unit = (id: string, moduleId: string | null, where: TranslationUnit['where'], text: LocalizedText | undefined): TranslationUnit => ({
    id,
    moduleId,
    where,
    source: textIn(text, def),
    target: textIn(text, language),
  });
  const units = [unit('training.title', null, { kind: 'title' }, training.title), unit('training.description', null, { kind: 'description' }, training.description)];
  activeModules(training.modules).forEach((m, index) => {
    const module = index + 1;
    const base = `module.${m.id}`;
    units.push(unit(`${base}.title`, m.id, { kind: 'moduleTitle', module }, m.title));
    const c = m.content;
    if ('questions' in c) {
      c.questions.forEach((q, qi) => {
        units.push(unit(`${base}.q${qi + 1}.question`, m.id, { kind: 'question', module, question: qi + 1 }, q.question));
        q.answers.forEach((a, ai) => {
          const where = { module, question: qi + 1, answer: ai + 1 };
          units.push(unit(`${base}.q${qi + 1}.a${ai + 1}.text`, m.id, { kind: 'answer', ...where }, a.text));
          if (a.explanation !== undefined) units.push(unit(`${base}.q${qi + 1}.a${ai + 1}.explanation`, m.id, { kind: 'explanation', ...where }, a.explanation));
        });
      });
    } else if ('text' in c) {
      units.push(unit(`${base}.text`, m.id, { kind: 'text', module }, c.text));
    } else if (c.description !== undefined) {
      units.push(unit(`${base}.description`, m.id, { kind: 'videoDescription', module }, c.description));
    }
  });
  return units.filter((u) => u.source.trim() !== '');
}

export const activeModules = (modules: readonly ReceivedModule[]) => modules.filter((m) => m.isActive).sort((a, b) => a.orderIndex - b.orderIndex);

/** The module's texts in the version being translated, as one module edit sends them (the structure stays the stored one). */
export function moduleInTranslation(m: ReceivedModule, draft: (unitId: string, stored: LocalizedText | undefined) => string): { title: string; content?: ModuleContent } {
  const base = `module.${m.id}`;
  const title = draft(`${base}.title`, m.title);
  const c = m.content;
  if ('questions' in c) {
    return {
      title,
      content: {
        questions: c.questions.map((q, qi) => ({
          question: draft(`${base}.q${qi + 1}.question`, q.question),
          answers: q.answers.map((a, ai) => ({
            text: draft(`${base}.q${qi + 1}.a${ai + 1}.text`, a.text),
            isCorrect: a.isCorrect,
            ...(a.explanation !== undefined ? { explanation: draft(`${base}.q${qi + 1}.a${ai + 1}.explanation`, a.explanation) } : {}),
          })),
        })),
      },
    };
  }
  if ('text' in c) return { title, content: { text: draft(`${base}.text`, c.text) } };
  if (c.description !== undefined) return { title, content: { videoUrl: c.videoUrl, description: draft(`${base}.description`, c.description) } };
  return { title };
}
