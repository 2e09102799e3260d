import { textIn, type LocalizedText } from '../../../../shared/contracts/localized';
import { contentUnits, contentWithTexts } from '../../../../shared/translation-units';
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
    for (const u of contentUnits(m.content)) units.push(unit(`${base}.${u.id}`, m.id, { ...u.where, module }, u.text));
  });
  return units.filter((u) => u.source.trim() !== '');
}

export const activeModules = (modules: readonly ReceivedModule[]) => modules.filter((m) => m.isActive).sort((a, b) => a.orderIndex - b.orderIndex);

/** The module's texts in the version being translated, as one module edit sends them (the structure stays the stored one). */
export function moduleInTranslation(m: ReceivedModule, draft: (unitId: string, stored: LocalizedText | undefined) => string): { title: string; content?: ModuleContent } {
  const base = `module.${m.id}`;
  const title = draft(`${base}.title`, m.title);
  const c = m.content;
  if (contentUnits(c).length === 0) return { title };
  const content = contentWithTexts(c, (unitId, stored) => draft(`${base}.${unitId}`, stored));
  // a video module's edit sends its video and the description only
  // (the shared shape has readonly arrays; the builder's types are the same, mutable)
  return { title, content: 'videoUrl' in content ? { videoUrl: content.videoUrl, description: content.description ?? '' } : (content as ModuleContent) };
}
