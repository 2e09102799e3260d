import { bestLanguage } from '../../../shared/languages';

/**
 * The language version a learner is given (issue 34, ADR 0030 §4): the one chosen for this cycle
 * while the training still has it, else the best match of the person's content language among the
 * training's versions, else the training's default. `fallback`: the person's language was not
 * available, so the player says which version it shows instead.
 */
export interface DeliveredLanguage {
  readonly language: string;
  readonly defaultLanguage: string;
  readonly available: readonly string[];
  readonly requested: string;
  readonly fallback: boolean;
}

export interface VersionFacts {
  readonly defaultLanguage: string;
  readonly contentLanguages: readonly string[];
}

/** `tr` serves `tr` and `tr-TR`. */
const serves = (version: string, wanted: string) => wanted === version || wanted.toLowerCase().startsWith(`${version.toLowerCase()}-`);

export function deliveredLanguage(t: VersionFacts, requested: string, chosen: string | null): DeliveredLanguage {
  const available = t.contentLanguages.includes(t.defaultLanguage) ? t.contentLanguages : [t.defaultLanguage, ...t.contentLanguages];
  const base = { defaultLanguage: t.defaultLanguage, available, requested };
  if (chosen !== null && available.includes(chosen)) return { ...base, language: chosen, fallback: false };
  const language = bestLanguage([requested], available, t.defaultLanguage);
  return { ...base, language, fallback: !serves(language, requested) };
}
