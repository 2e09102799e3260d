import { createHash } from 'node:crypto';
import { CONTENT_LANGUAGES, DEFAULT_CONTENT_LANGUAGE, isContentLanguage } from '../../../shared/languages';
import { PLAIN_TEXT_LANGUAGE, textIn } from '../../../shared/contracts/localized';
import type { LanguageVersionStatus } from '../../../shared/contracts/catalog';
import { contentUnits } from '../../../shared/translation-units';
import type { LocalizedText, ModuleContent, ModuleType, QuizContent, TrainingDetails, VideoContent } from './events';

/**
 * Language versions of a training (issue 34, ADR 0030): one structure, texts per language. Pure
 * rules the training decider and the catalog's read side share: how a request's texts merge into
 * the stored ones, which texts a version has, and the digest that says whether a review still holds.
 */

export interface Languages {
  readonly defaultLanguage: string;
  /** The versions learners may be given, in the author's order; always holds the default. */
  readonly contentLanguages: readonly string[];
}

/** A training without `ContentLanguagesChanged` (every training before issue 34): German only. */
export const INITIAL_LANGUAGES: Languages = { defaultLanguage: DEFAULT_CONTENT_LANGUAGE, contentLanguages: [DEFAULT_CONTENT_LANGUAGE] };

export { CONTENT_LANGUAGES, isContentLanguage };

/** The languages of a text: a plain string is German. */
export function languagesOf(text: LocalizedText | undefined): string[] {
  if (text === undefined) return [];
  if (typeof text === 'string') return text.trim() ? [PLAIN_TEXT_LANGUAGE] : [];
  return Object.keys(text);
}

type TextMap = Record<string, string>;

function toMap(text: LocalizedText | undefined): TextMap {
  if (text === undefined) return {};
  if (typeof text === 'string') return text.trim() ? { [PLAIN_TEXT_LANGUAGE]: text } : {};
  return { ...text };
}

/**
 * A request's text merged into the stored one: a plain string is the text of `language` (the
 * request's language, by default the training's default); a map sets the languages it names. An
 * empty text removes that language's; the other languages' texts stay. A plain string merged into
 * a plain string (or nothing) stays plain while it is German.
 */
export function mergeText(stored: LocalizedText | undefined, incoming: LocalizedText, language: string): LocalizedText {
  const map = toMap(stored);
  const set = (lang: string, value: string) => {
    if (value.trim()) map[lang] = value;
    else delete map[lang];
  };
  if (typeof incoming === 'string') set(language, incoming);
  else for (const [lang, value] of Object.entries(incoming)) set(lang, value);
  // plain German stays a plain string, so German-only trainings keep the shape they always had
  const plain = (stored === undefined || typeof stored === 'string') && typeof incoming === 'string';
  const keys = Object.keys(map);
  if (plain && keys.every((k) => k === PLAIN_TEXT_LANGUAGE)) return map[PLAIN_TEXT_LANGUAGE] ?? '';
  return map;
}

/** Every text leaf of a module's content, in a stable order (with a unit id below the module; the ids of src/shared/translation-units.ts). */
export function contentTexts(content: ModuleContent): { readonly id: string; readonly text: LocalizedText }[] {
  return contentUnits(content).map(({ id, text }) => ({ id, text }));
}

/** Languages named in a request's texts that are not supported (400 `unsupported_language`). */
export function unsupportedLanguages(texts: readonly (LocalizedText | undefined)[]): string[] {
  return [...new Set(texts.flatMap(languagesOf))].filter((l) => !isContentLanguage(l));
}

const sameStructure = (a: QuizContent, b: QuizContent): boolean =>
  a.questions.length === b.questions.length &&
  a.questions.every((q, i) => {
    const other = b.questions[i]!;
    return q.answers.length === other.answers.length && q.answers.every((x, j) => x.isCorrect === other.answers[j]!.isCorrect);
  });

/**
 * A request's module content merged into the stored one, in `language`. In a language other than
 * the default only texts change: a quiz must keep its questions, answers and correct answers
 * ('QuizStructureMismatch'), and a video keeps its file. In the default language the structure may
 * change; the other languages' texts stay by position where the question kept its answers.
 */
export function mergeContent(
  type: ModuleType,
  stored: ModuleContent | undefined,
  incoming: ModuleContent,
  language: string,
  isDefault: boolean,
): ModuleContent | 'QuizStructureMismatch' {
  if (stored === undefined) return mergeInto(type, undefined, incoming, language);
  if (!isDefault && type === 'quiz' && 'questions' in stored && 'questions' in incoming && !sameStructure(stored, incoming)) return 'QuizStructureMismatch';
  if (!isDefault && type === 'video' && 'videoUrl' in stored && 'videoUrl' in incoming) {
    const texts = mergeInto(type, stored, incoming, language) as VideoContent;
    const { dubbedVideos: _replaced, ...file } = stored;
    return { ...file, ...(texts.description !== undefined ? { description: texts.description } : {}), ...(texts.dubbedVideos !== undefined ? { dubbedVideos: texts.dubbedVideos } : {}) };
  }
  return mergeInto(type, stored, incoming, language);
}

function mergeInto(type: ModuleType, stored: ModuleContent | undefined, incoming: ModuleContent, language: string): ModuleContent {
  const leaf = (old: LocalizedText | undefined, text: LocalizedText) => mergeText(old, text, language);
  if (type === 'quiz' && 'questions' in incoming) {
    const old = stored && 'questions' in stored ? stored.questions : [];
    return {
      questions: incoming.questions.map((q, i) => {
        const before = old[i];
        const keep = before !== undefined && before.answers.length === q.answers.length;
        return {
          question: leaf(before?.question, q.question),
          answers: q.answers.map((a, j) => {
            const prev = keep ? before.answers[j] : undefined;
            const explanation = a.explanation ?? (prev?.explanation !== undefined ? '' : undefined);
            const merged = explanation !== undefined ? leaf(prev?.explanation, explanation) : undefined;
            return { text: leaf(prev?.text, a.text), isCorrect: a.isCorrect, ...(merged !== undefined && merged !== '' ? { explanation: merged } : {}) };
          }),
        };
      }),
    };
  }
  if (type === 'text' && 'text' in incoming) return { text: leaf(stored && 'text' in stored ? stored.text : undefined, incoming.text) };
  if (type === 'video' && 'videoUrl' in incoming) {
    const before = stored && 'videoUrl' in stored ? stored : undefined;
    const description = incoming.description !== undefined ? leaf(before?.description, incoming.description) : before?.description;
    // dubbed versions (ADR 0030 §3): a request that names them replaces the map ({} removes all); one that does not keeps the stored ones
    const dubbedVideos = incoming.dubbedVideos ?? before?.dubbedVideos;
    const { description: _ignored, dubbedVideos: _dubbed, ...rest } = incoming;
    return {
      ...rest,
      ...(description !== undefined && description !== '' ? { description } : {}),
      ...(dubbedVideos !== undefined && Object.keys(dubbedVideos).length > 0 ? { dubbedVideos } : {}),
    };
  }
  return incoming;
}

/** A module as the language rules see it. */
export interface ModuleTexts {
  readonly id: string;
  readonly title: LocalizedText;
  readonly content: ModuleContent;
  readonly isActive: boolean;
  readonly orderIndex: number;
}

/** The texts a learner reads, as units with stable ids (the XLIFF unit ids of ADR 0030 §6): the active modules in order. */
export function textUnits(details: Pick<TrainingDetails, 'title' | 'description'>, modules: readonly ModuleTexts[]): { readonly id: string; readonly text: LocalizedText }[] {
  const active = modules.filter((m) => m.isActive).sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id));
  return [
    { id: 'training.title', text: details.title },
    { id: 'training.description', text: details.description },
    ...active.flatMap((m) => [{ id: `module.${m.id}.title`, text: m.title }, ...contentTexts(m.content).map((u) => ({ id: `module.${m.id}.${u.id}`, text: u.text }))]),
  ];
}

/** The digest of one version's texts: a review holds while it stays the same. */
export function textsDigest(units: readonly { readonly id: string; readonly text: LocalizedText }[], language: string): string {
  const texts = units.map((u) => [u.id, textIn(u.text, language)]);
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 32);
}

/** One version's coverage and review, as GET /api/trainings/{id}/translation-status answers it. */
export type LanguageStatus = LanguageVersionStatus;

/** Per content language: how many of the texts are filled, and whether the version is reviewed. */
export function translationStatus(
  languages: Languages,
  units: readonly { readonly id: string; readonly text: LocalizedText }[],
  reviews: Readonly<Record<string, { readonly textsDigest: string; readonly reviewedAt: string }>>,
): LanguageStatus[] {
  const expected = units.filter((u) => textIn(u.text, languages.defaultLanguage).trim() !== '');
  return languages.contentLanguages.map((language) => {
    const review = reviews[language];
    const reviewed = review !== undefined && review.textsDigest === textsDigest(units, language);
    return {
      language,
      isDefault: language === languages.defaultLanguage,
      filled: expected.filter((u) => textIn(u.text, language).trim() !== '').length,
      total: expected.length,
      reviewed,
      reviewedAt: reviewed ? review.reviewedAt : null,
    };
  });
}
