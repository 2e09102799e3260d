/**
 * Video module of the player (spec sections 4 and 9): an HTML5 video with its own controls
 * (useVideoControls + VideoControls: play/pause, time, volume in steps of 0.1, full screen; hidden
 * after 3 s without interaction; arrow keys seek 1 s). Seeking ahead of `furthest` is pulled back,
 * playback runs at rate 1 only, and the played ranges are reported to the server by
 * useWatchReporting. The server completes the module at 90 percent distinct seconds. Subtitles
 * (issue 34 item 2) are `<track>` elements; the one in `subtitleLanguage` is shown by default. The
 * server sends the video of the delivered language (a dubbed version, if the module has one): a
 * language switch that changes the file mounts a new video element, which loads it from its start.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Progress as ProgressBar } from 'antd';
import { CaretRightFilled } from '@ant-design/icons';
import type { ModuleProgress, VideoModule } from '../api/types';
import { useVideoControls } from '../hooks/use-video-controls';
import { useWatchReporting } from '../hooks/use-watch-reporting';
import { usePlayerT } from '../i18n';
import { languageName } from '../../../../shared/languages';
import { clampSeek, WatchTracker } from '../lib/watch-tracker';
import { VideoControls } from './video-controls';

const finitePositive = (value: number) => Number.isFinite(value) && value > 0;

/** A track from another origin needs a CORS request (`crossOrigin` on the video); the product's own signed URLs do not. */
const crossOriginOf = (urls: readonly string[]): 'anonymous' | undefined =>
  urls.some((url) => {
    try {
      return new URL(url, window.location.href).origin !== window.location.origin;
    } catch {
      return false;
    }
  })
    ? 'anonymous'
    : undefined;

export function VideoModuleView({
  trainingId,
  module,
  progress,
  record,
  subtitleLanguage,
}: {
  trainingId: string;
  module: VideoModule;
  progress: ModuleProgress | undefined;
  /** false in view mode (completed cycle): nothing is reported and seeking is free. */
  record: boolean;
  /** The learner's language: its subtitle track, if the video has one, is on by default. */
  subtitleLanguage?: string;
}) {
  const { t } = usePlayerT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const completed = progress?.completed ?? false;
  const serverFurthest = progress?.furthest ?? 0;
  const serverWatched = progress?.watchedSeconds ?? 0;
  const [tracker] = useState(() => new WatchTracker(serverFurthest, serverWatched));

  // Seeking is limited while the module still counts; once completed (or only viewed) it is free.
  const free = !record || completed;
  const reporting = record && !completed;

  const [duration, setDuration] = useState<number | null>(module.content.duration ?? progress?.duration ?? null);
  const [furthest, setFurthest] = useState(serverFurthest);
  const [watchedSeconds, setWatchedSeconds] = useState(serverWatched);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [mediaError, setMediaError] = useState(false);
  // another file (a language switch to or from a dubbed version, issue 34 item 2) is a new video
  // element that loads afresh, with its own length; a URL signed anew is the same file
  const videoFile = module.content.videoUrl.split('?')[0] ?? '';
  const [shownFile, setShownFile] = useState(videoFile);
  if (shownFile !== videoFile) {
    setShownFile(videoFile);
    setPlaying(false);
    setMediaError(false);
    setDuration(module.content.duration ?? null);
  }

  const { report, markSent, serverError, clearServerError } = useWatchReporting({
    trainingId,
    moduleId: module.id,
    tracker,
    reporting,
    playing,
    videoRef,
    duration,
  });
  const controls = useVideoControls({ videoRef, frameRef, tracker, free, mediaError });
  const { setCurrentTime, poke, togglePlay, limit } = controls;
  const subtitles = module.content.subtitles ?? [];

  // `default` counts only when the video loads: a later change of the language switches the tracks here
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    for (let i = 0; i < tracks.length; i++) {
      const track = tracks[i]!;
      if (track.kind === 'subtitles') track.mode = track.language === subtitleLanguage ? 'showing' : 'disabled';
    }
  }, [subtitleLanguage, subtitles.length]);

  // ---- media events ---------------------------------------------------------------------------
  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    video.playbackRate = 1;
    video.defaultPlaybackRate = 1;
    if (finitePositive(video.duration)) setDuration(video.duration);
    // resume where the user left off, unless that was the end
    let resume = progress?.watchTime ?? 0;
    if (Number.isFinite(video.duration) && resume >= video.duration - 1) resume = 0;
    resume = clampSeek(resume, limit());
    if (resume > 0) video.currentTime = resume;
    markSent(resume);
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
    tracker.resetAnchor();
    controls.holdSeek();
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

  const onStop = () => {
    setPlaying(false);
    report();
  };

  if (!module.content.videoUrl) {
    return <Alert type="warning" showIcon title={t('video.noVideo')} data-testid="player-no-video" />;
  }

  const total = duration && finitePositive(duration) ? duration : null;
  const shownFurthest = Math.max(furthest, serverFurthest);
  const shownWatched = Math.max(watchedSeconds, serverWatched);
  const showControls = !playing || controls.controlsVisible;
  const percent = total ? Math.min(100, Math.floor((shownWatched / total) * 100 + 1e-6)) : 0;
  const watchedFraction = free ? 1 : total ? Math.min(1, shownFurthest / total) : 0;

  return (
    <div className="pl-video" data-testid="player-video-module">
      <div
        ref={frameRef}
        className={`pl-video__frame${showControls ? '' : ' pl-video__frame--idle'}${controls.fullscreen ? ' pl-video__frame--fullscreen' : ''}`}
        tabIndex={0}
        role="group"
        aria-label={module.title}
        onKeyDown={controls.onKeyDown}
        onMouseMove={poke}
        onTouchStart={poke}
        onFocus={poke}
        data-testid="player-video-frame"
        data-furthest={free ? 'free' : shownFurthest.toFixed(3)}
      >
        <video
          key={videoFile}
          ref={videoRef}
          className="pl-video__media"
          src={module.content.videoUrl}
          poster={module.content.posterUrl}
          crossOrigin={crossOriginOf(subtitles.map((s) => s.url))}
          preload="metadata"
          playsInline
          disablePictureInPicture
          controlsList="nodownload noplaybackrate noremoteplayback"
          onClick={togglePlay}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={() => {
            const video = videoRef.current;
            if (video && finitePositive(video.duration)) setDuration(video.duration);
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
          onPause={onStop}
          onEnded={onStop}
          onVolumeChange={controls.syncVolume}
          onError={() => setMediaError(true)}
          data-testid="player-video"
        >
          {subtitles.map((s) => (
            <track key={s.language} kind="subtitles" src={s.url} srcLang={s.language} label={s.label ?? languageName(s.language, s.language)} default={s.language === subtitleLanguage} />
          ))}
        </video>
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
        <VideoControls controls={controls} playing={playing} total={total} watchedFraction={watchedFraction} hidden={!showControls} />
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
          {t('video.completeHint')} {(controls.seekBlocked || started) && t('video.seekHint')}
        </p>
      )}
      {serverError && <Alert type="error" showIcon title={serverError} closable onClose={clearServerError} data-testid="player-video-server-error" />}
      {module.content.description && <p className="pl-description">{module.content.description}</p>}
    </div>
  );
}
