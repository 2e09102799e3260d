import type { TrimRange } from './rules';

/** Container of an uploaded video, as sniffed and probed. */
export type Container = 'mp4' | 'quicktime' | 'webm' | 'matroska' | 'avi' | 'other';

/** What the probe found out about an upload (facts, no I/O). */
export interface VideoFacts {
  readonly container: Container;
  readonly videoCodec: string;
  readonly audioCodec: string | null;
  readonly pixelFormat: string | null;
  /** False for e.g. MediaRecorder WebM without a duration in its header. */
  readonly durationKnown: boolean;
  /** MP4: the index (moov) precedes the media data, so playback can start before the download ends. */
  readonly faststart: boolean;
}

export type ProcessingPlan =
  | { readonly action: 'keep'; readonly output: 'mp4' | 'webm' }
  | { readonly action: 'remux'; readonly output: 'mp4' | 'webm' }
  | { readonly action: 'transcode'; readonly output: 'mp4'; readonly trim: TrimRange | null };

const MP4_AUDIO = new Set(['aac', 'mp3']);
const WEBM_VIDEO = new Set(['vp8', 'vp9', 'av1']);
const WEBM_AUDIO = new Set(['opus', 'vorbis']);
const BROWSER_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);

const h264Playable = (f: VideoFacts) => f.videoCodec === 'h264' && (f.pixelFormat === null || BROWSER_PIXEL_FORMATS.has(f.pixelFormat));
const mp4AudioOk = (f: VideoFacts) => f.audioCodec === null || MP4_AUDIO.has(f.audioCodec);

/**
 * Decides what to do with an upload so that every browser plays it:
 * - a trim re-encodes (frame-accurate cut) to MP4 H.264/AAC;
 * - MP4 H.264/AAC and WebM VP8/VP9/AV1 + Opus/Vorbis are kept (remuxed when the MP4 index is at
 *   the end or the WebM has no duration);
 * - H.264/AAC in another container (QuickTime, Matroska) is remuxed to MP4 without re-encoding;
 * - everything else (HEVC, ProRes, MPEG-4 part 2, AVI codecs, 10-bit H.264 ...) is transcoded.
 */
export function planProcessing(facts: VideoFacts, trim: TrimRange | null): ProcessingPlan {
  if (trim) return { action: 'transcode', output: 'mp4', trim };
  if (facts.container === 'mp4' && h264Playable(facts) && mp4AudioOk(facts)) {
    return facts.faststart && facts.durationKnown ? { action: 'keep', output: 'mp4' } : { action: 'remux', output: 'mp4' };
  }
  if (facts.container === 'webm' && WEBM_VIDEO.has(facts.videoCodec) && (facts.audioCodec === null || WEBM_AUDIO.has(facts.audioCodec))) {
    return facts.durationKnown ? { action: 'keep', output: 'webm' } : { action: 'remux', output: 'webm' };
  }
  if ((facts.container === 'quicktime' || facts.container === 'matroska') && h264Playable(facts) && mp4AudioOk(facts)) {
    return { action: 'remux', output: 'mp4' };
  }
  return { action: 'transcode', output: 'mp4', trim: null };
}
