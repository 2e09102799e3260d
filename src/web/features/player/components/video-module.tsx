/**
 * Video module of the player (spec sections 4 and 9): an HTML5 video with its own controls
 * (play/pause, time, volume in steps of 0.1, full screen; hidden after 3 s without interaction;
 * arrow keys seek 1 s). Seeking ahead of `furthest` is pulled back, playback runs at rate 1 only, and
 * the played ranges are reported to the server (PATCH /api/trainings/{id}/progress) every 10 s
 * while playing, on pause, at the end and when the module is left. The server completes the module
 * at 90 percent distinct seconds.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Alert, Progress as ProgressBar, Slider } from 'antd';
import {
  CaretRightFilled,
  CompressOutlined,
  ExpandOutlined,
  MutedOutlined,
  PauseOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { patchProgress } from '../api/mutations';
import { refreshProgress, setProgress } from '../api/queries';
import type { ModuleProgress, VideoModule } from '../api/types';
import { usePlayerT } from '../i18n';
import { clampSeek, SEEK_TOLERANCE, WatchTracker } from '../lib/watch-tracker';

/** Spec section 9. */
export const CONTROLS_HIDE_MS = 3000;
export const VOLUME_STEP = 0.1;
export const SEEK_STEP_SECONDS = 1;
/** Progress is reported this often while the video plays. */
export const REPORT_EVERY_MS = 10_000;

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export function VideoModuleView({
  trainingId,
  module,
  progress,
  record,
}: {
  trainingId: string;
  module: VideoModule;
  progress: ModuleProgress | undefined;
  /** false in view mode (completed cycle): nothing is reported and seeking is free. */
  record: boolean;
}) {
  const { t } = usePlayerT();
  const toast = useToast();
  const notifyRef = useRef({ toast, t });
  useEffect(() => {
    notifyRef.current = { toast, t };
  }, [toast, t]);
  const queryClient = useQueryClient();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const completed = progress?.completed ?? false;
  const serverFurthest = progress?.furthest ?? 0;
  const serverWatched = progress?.watchedSeconds ?? 0;
  const [tracker] = useState(() => new WatchTracker(serverFurthest, serverWatched));

  // Seeking is limited while the module still counts; once completed (or only viewed) it is free.
  const free = !record || completed;
  const reporting = record && !completed;
  const freeRef = useRef(free);
  const reportingRef = useRef(reporting);
  useEffect(() => {
    freeRef.current = free;
    reportingRef.current = reporting;
  }, [free, reporting]);

  const [duration, setDuration] = useState<number | null>(module.content.duration ?? progress?.duration ?? null);
  const [currentTime, setCurrentTime] = useState(0);
  const [furthest, setFurthest] = useState(serverFurthest);
  const [watchedSeconds, setWatchedSeconds] = useState(serverWatched);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [mediaError, setMediaError] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [seekBlocked, setSeekBlocked] = useState(false);

  const durationRef = useRef(duration);
  useEffect(() => {
    durationRef.current = duration;
  }, [duration]);

  // ---- reporting --------------------------------------------------------------------------
  const chain = useRef<Promise<void>>(Promise.resolve());
  const lastSentPosition = useRef<number | null>(null);
  const report = useCallback(
    (keepalive = false) => {
      if (!reportingRef.current) return;
      const video = videoRef.current;
      const position = video ? video.currentTime : (lastSentPosition.current ?? 0);
      const knownDuration = durationRef.current;
      const intervals = tracker.takePending(knownDuration);
      // nothing new: no ranges and the position did not move (or nothing was loaded yet)
      if (intervals.length === 0 && (lastSentPosition.current === null || Math.abs(position - lastSentPosition.current) < 0.5)) return;
      lastSentPosition.current = position;
      const patch = {
        moduleId: module.id,
        intervals,
        position: Math.round(clampSeek(position, knownDuration ?? position) * 1000) / 1000,
        ...(knownDuration ? { duration: Math.round(knownDuration * 1000) / 1000 } : {}),
      };
      const send = async () => {
        try {
          const next = await patchProgress(trainingId, patch, keepalive);
          // the server's view only adds to what this browser knows
          const mine = next.progress.modules[module.id];
          if (mine) tracker.sync(mine.furthest, mine.watchedSeconds);
          setProgress(queryClient, next);
          setServerError(null);
        } catch (error) {
          if (!isApiError(error)) {
            tracker.restore(intervals); // offline: the ranges go into the next report
            return;
          }
          if (error.status === 400) {
            setServerError(error.serverMessage ?? error.message);
          } else if (error.status === 409 || error.status === 404) {
            await refreshProgress(queryClient, trainingId);
          } else {
            tracker.restore(intervals);
            const notify = notifyRef.current;
            notify.toast.error(notify.t('module.saveErrorTitle'), error.serverMessage ?? notify.t('module.saveError'));
          }
        }
      };
      // Reports go out one after another, in order; one that leaves the page goes at once.
      if (keepalive) void send();
      else chain.current = chain.current.then(send);
    },
    [module.id, queryClient, trainingId, tracker],
  );

  // Every 10 s while playing.
  useEffect(() => {
    if (!playing || !reporting) return;
    const timer = window.setInterval(() => report(), REPORT_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, reporting, report]);

  // When the module is left (unmount) or the page goes away: the latest `report`, once.
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') reportRef.current(true);
    };
    const onPageHide = () => reportRef.current(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      reportRef.current(true);
    };
  }, []);

  // ---- controls visibility ------------------------------------------------------------------
  const hideTimer = useRef<number | undefined>(undefined);
  const poke = useCallback(() => {
    setControlsVisible(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      if (videoRef.current && !videoRef.current.paused) setControlsVisible(false);
    }, CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

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
    [limit],
  );

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || mediaError) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  }, [mediaError]);

  const changeVolume = useCallback((value: number) => {
    const video = videoRef.current;
    const next = Math.round(Math.max(0, Math.min(1, value)) * 10) / 10;
    setVolume(next);
    if (video) {
      video.volume = next;
      video.muted = next === 0;
    }
    setMuted(next === 0);
  }, []);

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) changeVolume(0.5);
    setMuted(video.muted);
  }, [changeVolume]);

  const toggleFullscreen = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.requestFullscreen?.().catch(() => undefined);
  }, []);

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

  // ---- media events ---------------------------------------------------------------------------
  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    video.playbackRate = 1;
    video.defaultPlaybackRate = 1;
    if (Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
    // resume where the user left off, unless that was the end
    let resume = progress?.watchTime ?? 0;
    if (Number.isFinite(video.duration) && resume >= video.duration - 1) resume = 0;
    resume = clampSeek(resume, limit());
    if (resume > 0) video.currentTime = resume;
    lastSentPosition.current = resume;
    setCurrentTime(resume);
    tracker.resetAnchor(resume);
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    const now = video.currentTime;
    if (!video.seeking && (!video.paused || video.ended) && tracker.time(now, Number.isFinite(video.duration) ? video.duration : null)) {
      setFurthest(tracker.furthest);
      setWatchedSeconds(tracker.watchedSeconds);
    }
    setCurrentTime(now);
  };

  const onSeeking = () => {
    const video = videoRef.current;
    if (!video) return;
    tracker.resetAnchor();
    const max = limit();
    // any seek, however it came (keyboard, timeline, browser UI, script), stops at `furthest`
    if (video.currentTime > max + SEEK_TOLERANCE) {
      video.currentTime = max;
      setSeekBlocked(true);
    }
  };

  const onSeeked = () => {
    const video = videoRef.current;
    if (!video) return;
    tracker.resetAnchor(video.currentTime);
    setCurrentTime(video.currentTime);
  };

  const onRateChange = () => {
    const video = videoRef.current;
    if (video && video.playbackRate !== 1) video.playbackRate = 1;
  };

  const onPause = () => {
    setPlaying(false);
    report();
  };

  const onEnded = () => {
    setPlaying(false);
    report();
  };

  if (!module.content.videoUrl) {
    return <Alert type="warning" showIcon title={t('video.noVideo')} data-testid="player-no-video" />;
  }

  const total = duration && Number.isFinite(duration) && duration > 0 ? duration : null;
  const shownFurthest = Math.max(furthest, serverFurthest);
  const shownWatched = Math.max(watchedSeconds, serverWatched);
  const showControls = !playing || controlsVisible;
  const percent = total ? Math.min(100, Math.floor((shownWatched / total) * 100 + 1e-6)) : 0;
  const playedFraction = total ? Math.min(1, currentTime / total) : 0;
  const watchedFraction = free ? 1 : total ? Math.min(1, shownFurthest / total) : 0;

  return (
    <div className="pl-video" data-testid="player-video-module">
      <div
        ref={frameRef}
        className={`pl-video__frame${showControls ? '' : ' pl-video__frame--idle'}${fullscreen ? ' pl-video__frame--fullscreen' : ''}`}
        tabIndex={0}
        role="group"
        aria-label={module.title}
        onKeyDown={onKeyDown}
        onMouseMove={poke}
        onTouchStart={poke}
        onFocus={poke}
        data-testid="player-video-frame"
        data-furthest={free ? 'free' : shownFurthest.toFixed(3)}
      >
        <video
          ref={videoRef}
          className="pl-video__media"
          src={module.content.videoUrl}
          poster={module.content.posterUrl}
          preload="metadata"
          playsInline
          disablePictureInPicture
          controlsList="nodownload noplaybackrate noremoteplayback"
          onClick={togglePlay}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={() => {
            const video = videoRef.current;
            if (video && Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
          }}
          onTimeUpdate={onTimeUpdate}
          onSeeking={onSeeking}
          onSeeked={onSeeked}
          onRateChange={onRateChange}
          onPlay={() => {
            setPlaying(true);
            poke();
            setStarted(true);
            tracker.resetAnchor(videoRef.current?.currentTime ?? null);
          }}
          onPause={onPause}
          onEnded={onEnded}
          onVolumeChange={() => {
            const video = videoRef.current;
            if (!video) return;
            setMuted(video.muted);
            setVolume(Math.round(video.volume * 10) / 10);
          }}
          onError={() => setMediaError(true)}
          data-testid="player-video"
        />
        {!playing && !mediaError && (
          <button type="button" className="pl-video__big-play" onClick={togglePlay} aria-label={t('video.play')} tabIndex={-1}>
            <CaretRightFilled />
          </button>
        )}
        {mediaError && (
          <div className="pl-video__error" role="alert" data-testid="player-video-error">
            {t('video.unsupported')}
          </div>
        )}
        <div className="pl-video__controls" data-testid="player-video-controls" aria-hidden={showControls ? undefined : true}>
          <div
            className="pl-video__timeline"
            role="slider"
            tabIndex={-1}
            aria-label={t('video.timeline')}
            aria-valuemin={0}
            aria-valuemax={Math.round(total ?? 0)}
            aria-valuenow={Math.round(currentTime)}
            aria-valuetext={`${clock(currentTime)} / ${clock(total ?? 0)}`}
            onClick={onTimelineClick}
            data-testid="player-video-timeline"
          >
            <div className="pl-video__timeline-watched" style={{ width: `${watchedFraction * 100}%` }} />
            <div className="pl-video__timeline-played" style={{ width: `${playedFraction * 100}%` }} />
            <div className="pl-video__timeline-thumb" style={{ left: `${playedFraction * 100}%` }} />
          </div>
          <div className="pl-video__bar">
            <button type="button" className="pl-video__button" onClick={togglePlay} aria-label={playing ? t('video.pause') : t('video.play')} data-testid="player-video-play">
              {playing ? <PauseOutlined /> : <CaretRightFilled />}
            </button>
            <span className="pl-video__time" data-testid="player-video-time">
              {clock(currentTime)} / {clock(total ?? 0)}
            </span>
            <span className="pl-video__spacer" />
            <button type="button" className="pl-video__button" onClick={toggleMute} aria-label={muted ? t('video.unmute') : t('video.mute')}>
              {muted || volume === 0 ? <MutedOutlined /> : <SoundOutlined />}
            </button>
            <Slider
              className="pl-video__volume"
              min={0}
              max={1}
              step={VOLUME_STEP}
              value={muted ? 0 : volume}
              onChange={(value) => changeVolume(value)}
              tooltip={{ formatter: (value) => `${Math.round((value ?? 0) * 100)} %` }}
              aria-label={t('video.volume')}
            />
            <button
              type="button"
              className="pl-video__button"
              onClick={toggleFullscreen}
              aria-label={fullscreen ? t('video.exitFullscreen') : t('video.fullscreen')}
            >
              {fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
            </button>
          </div>
        </div>
      </div>

      <div className="pl-video__status" data-testid="player-video-status">
        <ProgressBar
          className="pl-video__progress"
          percent={percent}
          size="small"
          showInfo={false}
          strokeColor={completed ? '#16a34a' : undefined}
          aria-label={t('video.watched', { percent })}
        />
        <span className="pl-video__percent" data-testid="player-video-percent">
          {t('video.watched', { percent })}
        </span>
      </div>
      {record && !completed && (
        <p className="pl-muted pl-video__hint">
          {t('video.completeHint')} {(seekBlocked || started) && t('video.seekHint')}
        </p>
      )}
      {serverError && (
        <Alert type="error" showIcon title={serverError} closable onClose={() => setServerError(null)} data-testid="player-video-server-error" />
      )}
      {module.content.description && <p className="pl-description">{module.content.description}</p>}
    </div>
  );
}
