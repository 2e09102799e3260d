import { languageOf } from './sentence-parts';
import type { Sentences } from './sentences';

/** The language events (issue 34, ADR 0030): a training's versions, a version reviewed, a learner's choice, a person's content language. */
export const LANGUAGE_SENTENCES: Record<'training.languages_changed' | 'training.language_reviewed' | 'learning.language_chosen' | 'user.content_language_changed', Sentences> = {
  'training.languages_changed': {
    de: (l, n) => `${n.actor} hat die Sprachfassungen der Schulung ${n.training} festgelegt: ${versions(l.data, 'de')}`,
    en: (l, n) => `${n.actor} set the language versions of the training ${n.training}: ${versions(l.data, 'en')}`,
  },
  'training.language_reviewed': {
    de: (l, n) => `${n.actor} hat die Sprachfassung ${languageOf(l.data.language, 'de')} der Schulung ${n.training} als geprüft markiert`,
    en: (l, n) => `${n.actor} marked the ${languageOf(l.data.language, 'en')} version of the training ${n.training} as reviewed`,
  },
  'learning.language_chosen': {
    de: (l, n) => `${n.user} hat für ${n.training} die Sprachfassung ${languageOf(l.data.language, 'de')} gewählt`,
    en: (l, n) => `${n.user} chose the ${languageOf(l.data.language, 'en')} version of ${n.training}`,
  },
  'user.content_language_changed': {
    de: (l, n) => `${n.actor} hat die Inhaltssprache von ${n.user} auf ${languageOf(l.data.contentLanguage, 'de')} gesetzt`,
    en: (l, n) => `${n.actor} set the content language of ${n.user} to ${languageOf(l.data.contentLanguage, 'en')}`,
  },
};

/** "Deutsch (Standard), Türkisch": the versions in their order, the default marked. */
function versions(data: Readonly<Record<string, unknown>>, lang: 'de' | 'en'): string {
  const tags = Array.isArray(data.contentLanguages) ? (data.contentLanguages as unknown[]).filter((x): x is string => typeof x === 'string') : [];
  const standard = lang === 'de' ? 'Standard' : 'default';
  return tags.map((tag) => (tag === data.defaultLanguage ? `${languageOf(tag, lang)} (${standard})` : languageOf(tag, lang))).join(', ') || languageOf(null, lang);
}
