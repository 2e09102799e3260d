import { textIn, type LocalizedText } from '../../../../shared/contracts/localized';
import type { ModuleContent, ReceivedModule, TrainingModule } from '../api/types';

/**
 * A received module with the texts of one language version (issue 34): what the builder edits and
 * previews. A text the version lacks is empty; saving plain strings changes only this version.
 */
export function moduleIn(m: ReceivedModule, language: string): TrainingModule {
  const text = (v: LocalizedText | undefined) => textIn(v, language);
  const c = m.content;
  let content: ModuleContent;
  if ('questions' in c) {
    content = {
      questions: c.questions.map((q) => ({
        question: text(q.question),
        answers: q.answers.map((a) => ({ text: text(a.text), isCorrect: a.isCorrect, ...(a.explanation !== undefined ? { explanation: text(a.explanation) } : {}) })),
      })),
    };
  } else if ('text' in c) {
    content = { text: text(c.text) };
  } else {
    content = { ...c, ...(c.description !== undefined ? { description: text(c.description) } : {}) } as ModuleContent;
  }
  return { id: m.id, trainingId: m.trainingId, type: m.type, title: text(m.title), orderIndex: m.orderIndex, isActive: m.isActive, content };
}

export const modulesIn = (modules: readonly ReceivedModule[] | undefined, language: string): TrainingModule[] => (modules ?? []).map((m) => moduleIn(m, language));
