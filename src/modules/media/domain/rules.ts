/** Business constants and pure rules of the media module (spec sections 5 and 9). */

/** Videos may be at most 50 MB (spec section 9). */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Training cover images may be at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Trim handles keep at least this gap in seconds (spec section 5). */
export const MIN_TRIM_GAP_SECONDS = 0.1;
/** How far a trim end may lie past the measured duration (players and probes round differently). */
export const TRIM_END_TOLERANCE_SECONDS = 0.5;

/** Font sizes of the video editor's text overlays (spec section 9). */
export const OVERLAY_FONT_SIZE = { min: 12, max: 72 } as const;
/**
 * How far a text overlay or audio recording may end past the video's measured length: the editor
 * keeps times in tenths of a second, and browsers and ffprobe measure lengths a little differently.
 */
export const TIMELINE_END_TOLERANCE_SECONDS = 0.5;

/** Anything placed on the editor's timeline, in seconds of the saved video. */
export interface TimedItem {
  readonly startTime: number;
  readonly duration: number;
}

/** Whether an item lies within a video of the given length (starts at 0 or later, ends by its end). */
export const withinVideo = (item: TimedItem, videoSeconds: number): boolean =>
  item.startTime >= 0 && item.duration > 0 && item.startTime + item.duration <= videoSeconds + TIMELINE_END_TOLERANCE_SECONDS + 1e-6;

/** The types a stored video is served as: what every current browser plays. */
export const PLAYABLE_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type PlayableVideoType = (typeof PLAYABLE_VIDEO_TYPES)[number];

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const isPlayableVideoType = (t: string): t is PlayableVideoType => (PLAYABLE_VIDEO_TYPES as readonly string[]).includes(t);
export const isImageType = (t: string): t is ImageType => (IMAGE_TYPES as readonly string[]).includes(t);

/** File extension of a stored file per type. */
export const EXTENSION_OF: Readonly<Record<PlayableVideoType | ImageType, string>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * Files stored as they are for another module (catalog: a video's WebVTT subtitles, issue 34 item
 * 2), which checks them itself; by type, the extension they are stored and served with.
 */
export const STORED_FILE_TYPES = { 'text/vtt': 'vtt' } as const;
export type StoredFileType = keyof typeof STORED_FILE_TYPES;

/** Content-addressed file name: `<sha256>.<ext>`. */
export const contentFileName = (sha256: string, mimeType: PlayableVideoType | ImageType): string => `${sha256}.${EXTENSION_OF[mimeType]}`;

/** Uploaded file with an empty title: the title becomes the file name without extension (spec section 5). */
export function titleFor(title: string, originalName: string): string {
  const trimmed = title.trim();
  if (trimmed) return trimmed;
  const base = originalName.replace(/^.*[\\/]/, '').trim();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim();
  return stem || 'Video';
}

/** A trim as the client sends it (seconds). */
export interface TrimRequest {
  readonly trimStart: number;
  readonly trimEnd: number;
  readonly trimDuration?: number | undefined;
}

/** The part of a video to keep, in seconds. */
export interface TrimRange {
  readonly start: number;
  readonly end: number;
}

export type TrimError = 'TrimStartNegative' | 'TrimGapTooSmall' | 'TrimOutsideVideo' | 'TrimDurationInconsistent';

export type TrimDecision =
  | { readonly ok: true; readonly range: TrimRange | null }
  | { readonly ok: false; readonly error: TrimError };

/**
 * Checks a trim against the measured duration. `range` is null when the trim keeps the whole
 * video (no processing needed); the end is clamped to the duration.
 */
export function checkTrim(trim: TrimRequest, duration: number): TrimDecision {
  const { trimStart: start, trimEnd: end } = trim;
  if (!Number.isFinite(start) || start < 0) return { ok: false, error: 'TrimStartNegative' };
  if (!Number.isFinite(end) || end - start < MIN_TRIM_GAP_SECONDS - 1e-6) return { ok: false, error: 'TrimGapTooSmall' };
  if (end > duration + TRIM_END_TOLERANCE_SECONDS || start >= duration - MIN_TRIM_GAP_SECONDS + 1e-6) {
    return { ok: false, error: 'TrimOutsideVideo' };
  }
  if (trim.trimDuration !== undefined && Math.abs(trim.trimDuration - (end - start)) > 0.1) return { ok: false, error: 'TrimDurationInconsistent' };
  const clampedEnd = Math.min(end, duration);
  if (start <= 0.05 && clampedEnd >= duration - 0.05) return { ok: true, range: null };
  return { ok: true, range: { start, end: clampedEnd } };
}
