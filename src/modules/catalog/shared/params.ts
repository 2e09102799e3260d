import type { LocalizedText } from '../domain/events';
import { galleryUrl } from '../domain/vocabulary';
import { INVALID_TRAINING_ID } from './errors';
import { asTrainingId, type TrainingId } from '../../../shared/contracts/ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A training id from a path or body: a UUID, lower-cased; 400 otherwise. */
export function trainingIdParam(raw: string | undefined): TrainingId {
  if (!raw || !UUID.test(raw)) throw INVALID_TRAINING_ID();
  return asTrainingId(raw.toLowerCase());
}

/** Trimmed texts; empty languages dropped. */
export function cleanLocalized(v: LocalizedText): LocalizedText {
  if (typeof v === 'string') return v.trim();
  const out: Record<string, string> = {};
  for (const [k, s] of Object.entries(v)) if (typeof s === 'string' && s.trim()) out[k] = s.trim();
  return out;
}

/** The gallery id decides the image URL; an uploaded image keeps its own URL. */
export function withImage<T extends { imageId?: string | null; imageUrl?: string | null }>(d: T): T {
  if (d.imageId) return { ...d, imageUrl: galleryUrl(d.imageId) };
  return d;
}
