/**
 * Camera recording shared by the video module's recorder tab and the infolog recorder dialog
 * (spec sections 4, 8 and 9): camera and microphone acquired while `active` and released (every
 * track stopped) when it turns false or the component unmounts; MediaRecorder in the preferred
 * format; elapsed time with auto-stop at the maximum; forced stop 3 s after stop when the recorder
 * does not report; the error texts of section 8.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaKey } from '../i18n';
import { FORCED_STOP_MS, cameraErrorKey, pickRecordingFormat } from './video';

export type RecorderStatus = 'unsupported' | 'starting' | 'ready' | 'recording' | 'stopping' | 'recorded' | 'failed';

export interface CameraRecorderOptions {
  /** Video constraints (resolution, frame rate, facing mode). */
  video: MediaTrackConstraints;
  maxSeconds: number;
  videoBitsPerSecond: number;
  audioBitsPerSecond?: number;
  /** Data chunk interval in milliseconds. */
  timeslice: number;
  /** Camera on while true (the dialog is open); released when false. */
  active?: boolean;
  onRecorded(blob: Blob, mimeType: string, seconds: number): void;
  notifyError(title: MediaKey, description: MediaKey): void;
}

export function recordingSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';
}

const release = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

export function useCameraRecorder({
  video,
  maxSeconds,
  videoBitsPerSecond,
  audioBitsPerSecond = 128_000,
  timeslice,
  active = true,
  onRecorded,
  notifyError,
}: CameraRecorderOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const startedAtRef = useRef(0);
  const stoppedAtRef = useRef(0);
  const finalizedRef = useRef(true);
  const forcedStopRef = useRef<number | undefined>(undefined);
  const callbacksRef = useRef({ onRecorded, notifyError });
  // The constraints are read when the camera starts; a new object per render must not restart it.
  const constraintsRef = useRef(video);
  const [supported] = useState(recordingSupported);
  const [status, setStatus] = useState<RecorderStatus>(() => (recordingSupported() ? 'starting' : 'unsupported'));
  const [cameraError, setCameraError] = useState<MediaKey | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    callbacksRef.current = { onRecorded, notifyError };
    constraintsRef.current = video;
  });

  useEffect(() => {
    if (!supported) callbacksRef.current.notifyError('errors.unsupportedTitle', 'errors.unsupported');
  }, [supported]);

  // camera and microphone: acquired when active (and on retry), released when inactive or unmounted
  useEffect(() => {
    if (!supported || !active) return;
    let cancelled = false;
    const acquire = async () => {
      setStatus('starting');
      let stream: MediaStream;
      try {
        try {
          stream = await navigator.mediaDevices.getUserMedia({ video: constraintsRef.current, audio: true });
        } catch (err) {
          if (err instanceof DOMException && err.name === 'OverconstrainedError') stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
          else throw err;
        }
      } catch (err) {
        if (cancelled) return;
        const key = cameraErrorKey(err);
        setCameraError(key);
        setStatus('failed');
        callbacksRef.current.notifyError('errors.cameraTitle', key);
        return;
      }
      if (cancelled) {
        release(stream);
        return;
      }
      streamRef.current = stream;
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        void videoRef.current.play().catch(() => undefined);
      }
      setCameraError(null);
      setStatus('ready');
    };
    void acquire();
    return () => {
      cancelled = true;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        try {
          recorder.stop();
        } catch {
          // already stopped
        }
      }
      recorderRef.current = null;
      finalizedRef.current = true;
      window.clearTimeout(forcedStopRef.current);
      release(streamRef.current);
      streamRef.current = null;
    };
  }, [supported, active, attempt]);

  const finalize = useCallback(() => {
    if (finalizedRef.current) return;
    finalizedRef.current = true;
    window.clearTimeout(forcedStopRef.current);
    const recorder = recorderRef.current;
    recorderRef.current = null;
    const type = recorder?.mimeType || 'video/webm';
    const chunks = chunksRef.current;
    chunksRef.current = [];
    const size = chunks.reduce((n, c) => n + c.size, 0);
    if (size === 0) {
      callbacksRef.current.notifyError('errors.noDataTitle', 'errors.noData');
      setStatus('ready');
      return;
    }
    try {
      const blob = new Blob(chunks, { type: type.split(';')[0] });
      const seconds = Math.max(0, ((stoppedAtRef.current || performance.now()) - startedAtRef.current) / 1000);
      callbacksRef.current.onRecorded(blob, type, seconds);
      setStatus('recorded');
    } catch {
      callbacksRef.current.notifyError('errors.createTitle', 'errors.create');
      setStatus('ready');
    }
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (!recorder || finalizedRef.current) return;
    stoppedAtRef.current = performance.now();
    setStatus('stopping');
    try {
      if (recorder.state !== 'inactive') recorder.stop();
    } catch {
      // finalized below by the forced stop
    }
    // some browsers never fire 'stop': finish with what arrived after 3 s
    forcedStopRef.current = window.setTimeout(finalize, FORCED_STOP_MS);
  }, [finalize]);

  const start = useCallback(() => {
    const stream = streamRef.current;
    if (!stream || typeof MediaRecorder === 'undefined') return;
    const mimeType = pickRecordingFormat((t) => MediaRecorder.isTypeSupported(t));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond, audioBitsPerSecond });
    } catch {
      callbacksRef.current.notifyError('errors.startTitle', 'errors.start');
      return;
    }
    chunksRef.current = [];
    finalizedRef.current = false;
    recorder.ondataavailable = (e: BlobEvent) => {
      if (e.data && e.data.size > 0) chunksRef.current.push(e.data);
    };
    recorder.onerror = () => {
      callbacksRef.current.notifyError('errors.recordingTitle', 'errors.recording');
      stop();
    };
    recorder.onstop = () => finalize();
    try {
      recorder.start(timeslice);
    } catch {
      finalizedRef.current = true;
      callbacksRef.current.notifyError('errors.startTitle', 'errors.start');
      return;
    }
    recorderRef.current = recorder;
    startedAtRef.current = performance.now();
    stoppedAtRef.current = 0;
    setElapsed(0);
    setStatus('recording');
  }, [finalize, stop, timeslice, videoBitsPerSecond, audioBitsPerSecond]);

  // elapsed time and auto-stop at the maximum duration
  useEffect(() => {
    if (status !== 'recording') return;
    const id = window.setInterval(() => {
      const seconds = (performance.now() - startedAtRef.current) / 1000;
      setElapsed(Math.min(seconds, maxSeconds));
      if (seconds >= maxSeconds) stop();
    }, 200);
    return () => window.clearInterval(id);
  }, [status, maxSeconds, stop]);

  /** Drops the recording: back to the live camera. */
  const reset = useCallback(() => {
    setStatus((s) => (s === 'recorded' ? 'ready' : s));
    setElapsed(0);
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { videoRef, status, cameraError, elapsed, start, stop, reset, retry, supported };
}
