import type { LocalizedText } from '../domain/events';
import { INITIAL_LANGUAGES, type Languages } from '../domain/language-versions';
import { galleryUrl } from '../domain/vocabulary';
import { INVALID_TRAINING_ID } from './errors';
import { asTrainingId, type TrainingId } from '../../../shared/contracts/ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A training id from a path or body: a UUID, lower-cased; 400 otherwise. */
export function trainingIdParam(raw: string | undefined): TrainingId {
  if (!raw || !UUID.test(raw)) throw INVALID_TRAINING_ID();
  return asTrainingId(raw.toLowerCase());
}

/** Trimmed texts; an empty language stays empty, which removes that language's text (the decider merges by language). */
export function cleanLocalized(v: LocalizedText): LocalizedText {
  if (typeof v === 'string') return v.trim();
  const out: Record<string, string> = {};
  for (const [k, s] of Object.entries(v)) if (typeof s === 'string') out[k] = s.trim();
  return out;
}

/** The language versions of a new training: the default (German unless given) and the list, which always holds it. */
export function languagesOf(defaultLanguage: string | undefined, contentLanguages: readonly string[] | undefined): Languages {
  const german = INITIAL_LANGUAGES.defaultLanguage;
  const def = defaultLanguage ?? (contentLanguages === undefined || contentLanguages.includes(german) ? german : contentLanguages[0]!);
  const list = contentLanguages ?? [def];
  return { defaultLanguage: def, contentLanguages: list };
}

/** The gallery id decides the image URL; an uploaded image keeps its own URL. */
export function withImage<T extends { imageId?: string | null; imageUrl?: string | null }>(d: T): T {
  if (d.imageId) return { ...d, imageUrl: galleryUrl(d.imageId) };
  return d;
}
