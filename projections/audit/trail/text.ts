import type { Lang } from '../../../src/platform/i18n';
import { names, type LineInput } from './sentence-parts';
import { SENTENCES } from './sentences';

export type { LineInput } from './sentence-parts';
export { trailDate, trailDateTime, trailDay } from './dates';
export { KIND_LABELS, roleName } from './labels';

/** The human-readable line of one trail row in a language. */
export function trailText(l: LineInput, lang: Lang): string {
  return SENTENCES[l.kind][lang](l, names(l, lang));
}
