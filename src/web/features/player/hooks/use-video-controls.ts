/**
 * The player's own video controls (spec section 9): play/pause, volume in steps of 0.1, mute, full
 * screen, seeking limited to `furthest` while the module still counts, arrow keys seek 1 s, and the
 * controls hide after 3 s without interaction while playing.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { clampSeek, SEEK_TOLERANCE, type WatchTracker } from '../lib/watch-tracker';

/** Spec section 9. */
export const CONTROLS_HIDE_MS = 3000;
export const VOLUME_STEP = 0.1;
export const SEEK_STEP_SECONDS = 1;

export function useVideoControls({
  videoRef,
  frameRef,
  tracker,
  free,
  mediaError,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  frameRef: RefObject<HTMLDivElement | null>;
  tracker: WatchTracker;
  /** Seeking is free (view mode or completed); otherwise it stops at `tracker.furthest`. */
  free: boolean;
  mediaError: boolean;
}) {
  const freeRef = useRef(free);
  useEffect(() => {
    freeRef.current = free;
  }, [free]);
  const [currentTime, setCurrentTime] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [seekBlocked, setSeekBlocked] = useState(false);

  // ---- controls visibility ------------------------------------------------------------------
  const hideTimer = useRef<number | undefined>(undefined);
  const poke = useCallback(() => {
    setControlsVisible(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      if (videoRef.current && !videoRef.current.paused) setControlsVisible(false);
    }, CONTROLS_HIDE_MS);
  }, [videoRef]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frameRef]);

  // ---- seeking ------------------------------------------------------------------------------
  const limit = useCallback(() => (freeRef.current ? Infinity : tracker.furthest), [tracker]);

  const seekTo = useCallback(
    (target: number) => {
      const video = videoRef.current;
      if (!video) return;
      const max = Math.min(limit(), Number.isFinite(video.duration) ? video.duration : Infinity);
      const next = clampSeek(target, max);
      setSeekBlocked(target > max + SEEK_TOLERANCE && !freeRef.current);
      video.currentTime = next;
      setCurrentTime(next);
    },
    [limit, videoRef],
  );

  /** A seek however it came (keyboard, timeline, browser UI, script) stops at `furthest`. */
  const holdSeek = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const max = limit();
    if (video.currentTime > max + SEEK_TOLERANCE) {
      video.currentTime = max;
      setSeekBlocked(true);
    }
  }, [limit, videoRef]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || mediaError) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  }, [mediaError, videoRef]);

  const changeVolume = useCallback(
    (value: number) => {
      const video = videoRef.current;
      const next = Math.round(Math.max(0, Math.min(1, value)) * 10) / 10;
      setVolume(next);
      if (video) {
        video.volume = next;
        video.muted = next === 0;
      }
      setMuted(next === 0);
    },
    [videoRef],
  );

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) changeVolume(0.5);
    setMuted(video.muted);
  }, [changeVolume, videoRef]);

  /** The media element's own volume change (keyboard, browser UI). */
  const syncVolume = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    setMuted(video.muted);
    setVolume(Math.round(video.volume * 10) / 10);
  }, [videoRef]);

  const toggleFullscreen = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.requestFullscreen?.().catch(() => undefined);
  }, [frameRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const onButton = target.tagName === 'BUTTON' && (event.key === ' ' || event.key === 'Enter');
    if (onButton || target.closest('.ant-slider')) return;
    const video = videoRef.current;
    if (!video) return;
    let handled = true;
    switch (event.key) {
      case ' ':
      case 'k':
      case 'K':
        togglePlay();
        break;
      case 'ArrowLeft':
        seekTo(video.currentTime - SEEK_STEP_SECONDS);
        break;
      case 'ArrowRight':
        seekTo(video.currentTime + SEEK_STEP_SECONDS);
        break;
      case 'ArrowUp':
        changeVolume((video.muted ? 0 : video.volume) + VOLUME_STEP);
        break;
      case 'ArrowDown':
        changeVolume((video.muted ? 0 : video.volume) - VOLUME_STEP);
        break;
      case 'f':
      case 'F':
        toggleFullscreen();
        break;
      case 'm':
      case 'M':
        toggleMute();
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      poke();
    }
  };

  const onTimelineClick = (event: MouseEvent<HTMLDivElement> | PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const total = videoRef.current?.duration;
    if (!total || !Number.isFinite(total) || rect.width <= 0) return;
    const fraction = Math.max(0, Math.min(1, (event.clientX - rect.left) / rect.width));
    seekTo(fraction * total);
    poke();
  };

  return {
    currentTime,
    setCurrentTime,
    volume,
    muted,
    fullscreen,
    controlsVisible,
    seekBlocked,
    limit,
    holdSeek,
    poke,
    togglePlay,
    changeVolume,
    toggleMute,
    syncVolume,
    toggleFullscreen,
    onKeyDown,
    onTimelineClick,
  };
}

export type VideoControls = ReturnType<typeof useVideoControls>;
