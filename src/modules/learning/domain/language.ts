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

/** A video as the player shows it: its file, poster and length (seconds). */
export interface VideoVariant {
  readonly videoUrl?: string | undefined;
  readonly posterUrl?: string | undefined;
  readonly duration?: number | undefined;
}

/**
 * The video of a video module shown in a language version (issue 34 item 2, ADR 0030 §3): the
 * dubbed version of that language when the module has one, else the main video. The honest-progress
 * rules (90 percent, no seeking ahead) measure the video shown.
 */
export function shownVideo(content: VideoVariant & { readonly dubbedVideos?: { readonly [language: string]: VideoVariant } | undefined }, language: string): VideoVariant {
  const dubbed = content.dubbedVideos && Object.hasOwn(content.dubbedVideos, language) ? content.dubbedVideos[language] : undefined;
  if (dubbed?.videoUrl) return { videoUrl: dubbed.videoUrl, posterUrl: dubbed.posterUrl, duration: dubbed.duration };
  return { videoUrl: content.videoUrl, posterUrl: content.posterUrl, duration: content.duration };
}
