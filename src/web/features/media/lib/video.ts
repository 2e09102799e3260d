/** Browser-side video rules of the video module dialog (spec sections 4, 5 and 9). */
import type { MediaKey } from '../i18n';
import { firstSupported } from '../../../lib/first-supported';

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MIN_TRIM_GAP = 0.1;
export const PLAYABILITY_TIMEOUT_MS = 5000;
/** Longest recording; at the recorder's bit rates it stays well below 50 MB. */
export const MAX_RECORDING_SECONDS = 180;
export const RECORDER_VIDEO_BITS = 1_500_000;
export const FORCED_STOP_MS = 3000;
/** Infolog message videos (spec section 9): at most 180 s, portrait 720x1280 at 30 fps, front camera, 100 ms chunks. */
export const MESSAGE_MAX_SECONDS = 180;
export const MESSAGE_TIMESLICE_MS = 100;
export const MESSAGE_VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 720 },
  height: { ideal: 1280 },
  frameRate: { ideal: 30 },
  facingMode: 'user',
};
export const PREVIEW_SWITCH_MS = 1000;

export const TELEPROMPTER = {
  fontSize: { min: 16, max: 48, step: 2, initial: 24 },
  speed: { min: 10, max: 200, step: 10, initial: 50 },
  color: '#ffffff',
  background: 'rgba(0,0,0,0.7)',
} as const;

/** Recorder format preference (spec section 4). */
export const RECORDING_FORMATS = ['video/mp4', 'video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm;codecs=vp8', 'video/webm'] as const;

export function pickRecordingFormat(isSupported: (type: string) => boolean): string | undefined {
  return firstSupported(RECORDING_FORMATS, isSupported);
}

/** Data chunk interval: 100 ms, 250 ms for Chrome on Windows (spec section 9). */
export function recorderTimeslice(userAgent: string): number {
  return /Windows/.test(userAgent) && /Chrome\//.test(userAgent) && !/Edg\//.test(userAgent) ? 250 : 100;
}

/** File name of a camera recording: aufnahme-2025-01-31-14-05-09.webm (or .mp4). */
export function recordingFileName(mimeType: string, now = new Date()): string {
  const ext = mimeType.startsWith('video/mp4') ? 'mp4' : 'webm';
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `aufnahme-${stamp}.${ext}`;
}

const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'webm', 'avi', 'mov', 'qt', 'mkv'];

export const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

export function isVideoFile(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith('video/');
  return VIDEO_EXTENSIONS.includes(extensionOf(file.name));
}

export function isQuickTime(file: { name: string; type: string }): boolean {
  return file.type === 'video/quicktime' || ['mov', 'qt'].includes(extensionOf(file.name));
}

/** Spec section 5: an uploaded file with an empty title gets its name without extension. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

export type FileProblem = { title: MediaKey; description: MediaKey };

/** Type, then size (spec section 5). */
export function checkVideoFile(file: { name: string; type: string; size: number }): FileProblem | null {
  if (!isVideoFile(file)) return { title: 'errors.invalidTypeTitle', description: 'errors.invalidType' };
  if (file.size > MAX_VIDEO_BYTES) return { title: 'errors.tooLargeTitle', description: 'errors.tooLarge' };
  return null;
}

/** Resolves true when the browser can load the video's metadata within the timeout. */
export function canPlay(url: string, timeoutMs = PLAYABILITY_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      resolve(ok);
    };
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => finish(video.videoWidth > 0 || video.videoHeight > 0);
    video.onerror = () => finish(false);
    video.src = url;
  });
}

/** Camera errors of getUserMedia mapped to the texts of spec section 8. */
export function cameraErrorKey(error: unknown): MediaKey {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'errors.cameraDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'errors.cameraNotFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'errors.cameraBusy';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'errors.cameraConstraints';
    case 'SecurityError':
    case 'TypeError':
      // Safari: insecure context or access blocked in the website settings
      return 'errors.cameraSafari';
    default:
      return 'errors.cameraUnknown';
  }
}

/** 0:07.5 */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** 0:07 */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Keeps a trim range inside [0, duration] with at least the minimum gap, moving the handle that changed. */
export function clampTrim(next: [number, number], previous: [number, number], duration: number): [number, number] {
  let [start, end] = next;
  start = Math.max(0, Math.min(start, duration));
  end = Math.max(0, Math.min(end, duration));
  if (end - start < MIN_TRIM_GAP) {
    if (start !== previous[0]) start = Math.max(0, end - MIN_TRIM_GAP);
    else end = Math.min(duration, start + MIN_TRIM_GAP);
    if (end - start < MIN_TRIM_GAP) start = Math.max(0, end - MIN_TRIM_GAP);
  }
  return [Math.round(start * 10) / 10, Math.round(end * 10) / 10];
}
