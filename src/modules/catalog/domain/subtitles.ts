import webvtt from 'webvtt-parser';

/**
 * Subtitles of a video module (issue 34 item 2, ADR 0030 §3): one WebVTT track per language,
 * checked on upload with the W3C's WebVTT parser and validator (`webvtt-parser`). Any error the
 * parser reports refuses the file (strict), and so do the rules of our own: cues in order, none
 * ending after the video, at least one cue, at most 1 MB. The answer names the first bad cue.
 */

/** A subtitle file may be at most 1 MB (1,048,576 bytes). */
export const MAX_SUBTITLE_BYTES = 1024 * 1024;
/** How far a cue may end past the video's measured length (players and probes round differently). */
export const SUBTITLE_END_TOLERANCE_SECONDS = 0.5;

export type SubtitleProblem =
  /** Larger than MAX_SUBTITLE_BYTES (checked before parsing). */
  | 'too_large'
  /** Not WebVTT, or a cue the parser refuses (`detail` says why, `line` where). */
  | 'invalid'
  /** A cue starts before the one before it. */
  | 'out_of_order'
  /** A cue ends before (or when) it starts. */
  | 'end_before_start'
  /** A cue ends after the video (`maxSeconds`). */
  | 'beyond_video'
  /** No cue at all. */
  | 'empty';

export type SubtitleCheck =
  | { readonly ok: true; readonly cues: number }
  | {
      readonly ok: false;
      /** The first bad cue, counted from 1 in the file's order; null when the problem is the file as a whole. */
      readonly cue: number | null;
      readonly reason: SubtitleProblem;
      /** The line of the file (from 1) the parser named, when it named one. */
      readonly line?: number;
      /** The parser's own words (English), for `invalid`. */
      readonly detail?: string;
      /** For `beyond_video`: where the cue ends, in seconds. */
      readonly endsAt?: number;
    };

// the parser's words for the two rules we name ourselves (webvtt-parser 2.x; the unit tests pin them)
const OUT_OF_ORDER = 'Start timestamp is not greater than or equal to start timestamp of previous cue.';
const END_BEFORE_START = 'End timestamp is not greater than start timestamp.';

const byteLength = (text: string): number => new TextEncoder().encode(text).byteLength;

/** The number (from 1) of the cue a line belongs to: how many cue timing lines come up to it; null before the first. */
function cueAtLine(lines: readonly string[], line: number): number | null {
  let cue = 0;
  for (let i = 0; i < Math.min(line, lines.length); i++) if (lines[i]!.includes('-->')) cue++;
  return cue === 0 ? null : cue;
}

/**
 * Checks a WebVTT file: `{ok: true, cues}` or the first problem, with the cue it is in. `maxSeconds`
 * is the video's length when it is known; without it no cue is too late.
 */
export function checkSubtitles(text: string, opts: { readonly maxSeconds?: number | null | undefined } = {}): SubtitleCheck {
  if (text.length > MAX_SUBTITLE_BYTES || byteLength(text) > MAX_SUBTITLE_BYTES) return { ok: false, cue: null, reason: 'too_large' };
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, cue: null, reason: 'empty' };
  const parsed = new webvtt.WebVTTParser().parse(text, 'subtitles');
  const lines = text.split(/\r\n|\r|\n/);
  const first = [...parsed.errors].sort((a, b) => a.line - b.line)[0];
  if (first) {
    const cue = cueAtLine(lines, first.line);
    const reason: SubtitleProblem = first.message === OUT_OF_ORDER ? 'out_of_order' : first.message === END_BEFORE_START ? 'end_before_start' : 'invalid';
    return { ok: false, cue, reason, line: first.line, ...(reason === 'invalid' ? { detail: first.message } : {}) };
  }
  if (parsed.cues.length === 0) return { ok: false, cue: null, reason: 'empty' };
  const max = opts.maxSeconds;
  if (max != null && max > 0) {
    // the parser answers the cues in order of their start; the file has them in that order too (else it refused above)
    const late = parsed.cues.findIndex((c) => c.endTime > max + SUBTITLE_END_TOLERANCE_SECONDS);
    if (late >= 0) return { ok: false, cue: late + 1, reason: 'beyond_video', endsAt: parsed.cues[late]!.endTime };
  }
  return { ok: true, cues: parsed.cues.length };
}
