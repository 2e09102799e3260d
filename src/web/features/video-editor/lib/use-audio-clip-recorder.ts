/**
 * Microphone clips of the video editor (spec sections 2, 8 and 9): the microphone is asked for when
 * a recording starts and released when it ends; MediaRecorder (audio only, 100 ms chunks) stops by
 * itself after AUDIO_CLIP_SECONDS or earlier on stop. The clip arrives as a data: URL, because the
 * media API stores videos only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CLIP_SECONDS, pickAudioFormat, round1 } from './project';
import { readAsDataUrl } from '../../../lib/read-as-data-url';

const TIMESLICE_MS = 100;

export interface RecordedClip {
  url: string;
  duration: number;
}

const release = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

export function useAudioClipRecorder({ onClip, onError, maxSeconds = AUDIO_CLIP_SECONDS }: { onClip(clip: RecordedClip): void; onError(): void; maxSeconds?: number }) {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const startedAtRef = useRef(0);
  const timerRef = useRef<number | undefined>(undefined);
  const callbacksRef = useRef({ onClip, onError });
  useEffect(() => {
    callbacksRef.current = { onClip, onError };
  });

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current);
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') {
      try {
        recorder.stop();
      } catch {
        // already stopped
      }
    }
  }, []);

  const start = useCallback(async () => {
    if (recorderRef.current) return;
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('unsupported');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    } catch {
      callbacksRef.current.onError();
      return;
    }
    const mimeType = pickAudioFormat((t) => MediaRecorder.isTypeSupported(t));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
    } catch {
      release(stream);
      callbacksRef.current.onError();
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e: BlobEvent) => {
      if (e.data && e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      const seconds = Math.min(maxSeconds, (performance.now() - startedAtRef.current) / 1000);
      release(stream);
      streamRef.current = null;
      recorderRef.current = null;
      window.clearInterval(timerRef.current);
      setRecording(false);
      setElapsed(0);
      if (chunks.length === 0) return;
      const blob = new Blob(chunks, { type: (recorder.mimeType || mimeType || 'audio/webm').split(';')[0] });
      readAsDataUrl(blob).then(
        (url) => callbacksRef.current.onClip({ url, duration: Math.max(0.1, round1(seconds)) }),
        () => callbacksRef.current.onError(),
      );
    };
    try {
      recorder.start(TIMESLICE_MS);
    } catch {
      release(stream);
      callbacksRef.current.onError();
      return;
    }
    streamRef.current = stream;
    recorderRef.current = recorder;
    startedAtRef.current = performance.now();
    setElapsed(0);
    setRecording(true);
    timerRef.current = window.setInterval(() => {
      const seconds = (performance.now() - startedAtRef.current) / 1000;
      setElapsed(Math.min(seconds, maxSeconds));
      if (seconds >= maxSeconds) stop();
    }, 100);
  }, [maxSeconds, stop]);

  // leaving the page ends a running recording and releases the microphone
  useEffect(
    () => () => {
      window.clearInterval(timerRef.current);
      const recorder = recorderRef.current;
      if (recorder) {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        if (recorder.state !== 'inactive') recorder.stop();
      }
      release(streamRef.current);
    },
    [],
  );

  return { recording, elapsed, maxSeconds, start, stop };
}
