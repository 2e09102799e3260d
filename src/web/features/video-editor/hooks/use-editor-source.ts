/**
 * The video being edited: its source (file or recording, object URL revoked with it), duration,
 * aspect, trim, the playhead (smooth while playing) and seeking.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingFileName, type TrimRange } from '../../media';

export interface Source {
  blob: Blob;
  url: string;
  fileName: string;
}

export function useEditorSource() {
  const [source, setSource] = useState<Source | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [aspect, setAspect] = useState<number | null>(null);
  const [trim, setTrim] = useState<TrimRange | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  // the object URL lives as long as its source
  useEffect(() => {
    if (!source) return;
    const url = source.url;
    return () => URL.revokeObjectURL(url);
  }, [source]);

  const replaceSource = useCallback((next: Source | null) => {
    setSource(next);
    setDuration(null);
    setAspect(null);
    setTrim(null);
    setTime(0);
    setPlaying(false);
  }, []);

  const onRecorded = useCallback((blob: Blob, mimeType: string) => {
    setSource({ blob, url: URL.createObjectURL(blob), fileName: recordingFileName(mimeType) });
    setDuration(null);
    setAspect(null);
    setTrim(null);
    setTime(0);
  }, []);

  const onDuration = useCallback((seconds: number) => {
    setDuration(seconds);
    const v = videoRef.current;
    if (v && v.videoWidth > 0 && v.videoHeight > 0) setAspect(v.videoWidth / v.videoHeight);
  }, []);

  const onTime = useCallback((seconds: number, isPlaying: boolean) => {
    setTime(seconds);
    setPlaying(isPlaying);
  }, []);

  // smooth playhead while playing (timeupdate fires only about four times a second)
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      const v = videoRef.current;
      if (v) setTime((prev) => (Math.abs(prev - v.currentTime) >= 0.04 ? v.currentTime : prev));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const seek = useCallback((seconds: number) => {
    const v = videoRef.current;
    if (v) v.currentTime = seconds;
    setTime(seconds);
  }, []);

  /** The playhead as the video element has it right now (between two updates of `time`). */
  const now = useCallback(() => videoRef.current?.currentTime ?? time, [time]);

  return { source, duration, aspect, trim, setTrim, time, playing, videoRef, replaceSource, onRecorded, onDuration, onTime, seek, now };
}
