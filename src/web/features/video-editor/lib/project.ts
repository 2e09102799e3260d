/**
 * The video editor's project model (spec sections 3, 5 and 9) and its pure rules: new overlays and
 * clips, moving them on the timeline, and the projectData the server stores.
 *
 * Times in the editor are seconds of the loaded (untrimmed) video, because that is what the player
 * shows. The saved video is the trimmed one, so `toProjectData` shifts everything by the trim start
 * and cuts it to the kept part (without a trim, to the end of the video).
 *
 * Overlay positions: x and y are percent of the video frame (0-100) and mark the centre of the text,
 * so they do not depend on the size of the preview. Font sizes are pixels on a frame of
 * REFERENCE_FRAME_WIDTH; the preview scales them with its width.
 */
import { firstSupported } from '../../../lib/first-supported';

export const FONT_SIZE = { min: 12, max: 72, initial: 32 } as const;
/** Default duration of a text overlay (spec section 9). */
export const TEXT_DURATION_SECONDS = 3;
/** Default (and longest) length of a microphone clip (spec section 9). */
export const AUDIO_CLIP_SECONDS = 3;
export const DEFAULT_TEXT_COLOR = '#ffffff';
export const REFERENCE_FRAME_WIDTH = 800;
/** The project request goes through the server's JSON body limit (1 MB); stay below it. */
export const MAX_PROJECT_BYTES = 950 * 1024;

export interface TextOverlay {
  id: string;
  text: string;
  /** Percent of the frame width, centre of the text. */
  x: number;
  /** Percent of the frame height, centre of the text. */
  y: number;
  startTime: number;
  duration: number;
  fontSize: number;
  color: string;
}

export interface AudioRecording {
  id: string;
  /** data: URL of the clip (the media API stores videos only). */
  url: string;
  startTime: number;
  duration: number;
}

export interface ProjectData {
  textOverlays: TextOverlay[];
  audioRecordings: AudioRecording[];
  duration: number | null;
  fileName: string | null;
}

/** Anything placed on the timeline. */
export interface TimedItem {
  startTime: number;
  duration: number;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function clampFontSize(size: number): number {
  return Math.round(clamp(Number.isFinite(size) ? size : FONT_SIZE.initial, FONT_SIZE.min, FONT_SIZE.max));
}

/** A new overlay with the default text, centred, starting at the playhead. */
export function newTextOverlay(id: string, text: string, playhead: number, videoDuration: number | null): TextOverlay {
  const latest = videoDuration ? Math.max(0, videoDuration - 0.1) : playhead;
  return {
    id,
    text,
    x: 50,
    y: 50,
    startTime: round1(clamp(playhead, 0, latest)),
    duration: TEXT_DURATION_SECONDS,
    fontSize: FONT_SIZE.initial,
    color: DEFAULT_TEXT_COLOR,
  };
}

/** The new start of an item dragged on the timeline: inside the video, in tenths of a second. */
export function movedStart(item: TimedItem, deltaSeconds: number, videoDuration: number): number {
  const latest = Math.max(0, videoDuration - Math.min(item.duration, videoDuration));
  return round1(clamp(item.startTime + deltaSeconds, 0, latest));
}

/** Whether an item shows (or sounds) at the given time. */
export function isActiveAt(item: TimedItem, seconds: number): boolean {
  return seconds >= item.startTime && seconds < item.startTime + item.duration;
}

/**
 * Moves an item into the saved (trimmed) video's time: shifted by the trim start and cut to the
 * kept part; null when nothing of it is left.
 */
export function intoTrim<T extends TimedItem>(item: T, trim: readonly [number, number] | null): T | null {
  if (!trim) return item;
  const [from, to] = trim;
  const start = Math.max(item.startTime, from);
  const end = Math.min(item.startTime + item.duration, to);
  if (end - start <= 0.05) return null;
  return { ...item, startTime: round1(start - from), duration: round1(end - start) };
}

/** How many items the trim drops entirely (shown as a warning before saving). */
export function droppedByTrim(items: readonly TimedItem[], trim: readonly [number, number] | null): number {
  return items.filter((i) => intoTrim(i, trim) === null).length;
}

export function toProjectData(input: {
  textOverlays: readonly TextOverlay[];
  audioRecordings: readonly AudioRecording[];
  videoDuration: number | null;
  trim: readonly [number, number] | null;
  fileName: string | null;
}): ProjectData {
  const { trim } = input;
  // Without a trim the whole video is kept: items are still cut to its end (the server refuses
  // overlays and recordings that run past the video).
  const kept = trim ?? (input.videoDuration !== null && input.videoDuration > 0 ? ([0, input.videoDuration] as const) : null);
  const keep = <T extends TimedItem>(items: readonly T[]) => items.map((i) => intoTrim(i, kept)).filter((i): i is T => i !== null);
  const duration = trim ? round1(trim[1] - trim[0]) : input.videoDuration === null ? null : round1(input.videoDuration);
  return {
    textOverlays: keep(input.textOverlays).map((o) => ({ ...o, fontSize: clampFontSize(o.fontSize) })),
    audioRecordings: keep(input.audioRecordings),
    duration,
    fileName: input.fileName,
  };
}

/** Audio formats MediaRecorder is asked for, best first. */
export const AUDIO_FORMATS = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus', 'audio/ogg'] as const;

export function pickAudioFormat(isSupported: (type: string) => boolean): string | undefined {
  return firstSupported(AUDIO_FORMATS, isSupported);
}
