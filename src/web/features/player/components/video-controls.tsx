/** The control bar of the player's video module: timeline with the watched part, play, time, volume, full screen. */
import { Slider } from 'antd';
import { CaretRightFilled, CompressOutlined, ExpandOutlined, MutedOutlined, PauseOutlined, SoundOutlined } from '@ant-design/icons';
import { VOLUME_STEP, type VideoControls as Controls } from '../hooks/use-video-controls';
import { usePlayerT } from '../i18n';

export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export function VideoControls({
  controls,
  playing,
  total,
  watchedFraction,
  hidden,
}: {
  controls: Controls;
  playing: boolean;
  total: number | null;
  watchedFraction: number;
  hidden: boolean;
}) {
  const { t } = usePlayerT();
  const { currentTime, muted, volume, fullscreen } = controls;
  const playedFraction = total ? Math.min(1, currentTime / total) : 0;
  return (
    <div className="pl-video__controls" data-testid="player-video-controls" aria-hidden={hidden ? true : undefined}>
      <div
        className="pl-video__timeline"
        role="slider"
        tabIndex={-1}
        aria-label={t('video.timeline')}
        aria-valuemin={0}
        aria-valuemax={Math.round(total ?? 0)}
        aria-valuenow={Math.round(currentTime)}
        aria-valuetext={`${clock(currentTime)} / ${clock(total ?? 0)}`}
        onClick={controls.onTimelineClick}
        data-testid="player-video-timeline"
      >
        <div className="pl-video__timeline-watched" style={{ width: `${watchedFraction * 100}%` }} />
        <div className="pl-video__timeline-played" style={{ width: `${playedFraction * 100}%` }} />
        <div className="pl-video__timeline-thumb" style={{ left: `${playedFraction * 100}%` }} />
      </div>
      <div className="pl-video__bar">
        <button type="button" className="pl-video__button" onClick={controls.togglePlay} aria-label={playing ? t('video.pause') : t('video.play')} data-testid="player-video-play">
          {playing ? <PauseOutlined /> : <CaretRightFilled />}
        </button>
        <span className="pl-video__time" data-testid="player-video-time">
          {clock(currentTime)} / {clock(total ?? 0)}
        </span>
        <span className="pl-video__spacer" />
        <button type="button" className="pl-video__button" onClick={controls.toggleMute} aria-label={muted ? t('video.unmute') : t('video.mute')}>
          {muted || volume === 0 ? <MutedOutlined /> : <SoundOutlined />}
        </button>
        <Slider
          className="pl-video__volume"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={muted ? 0 : volume}
          onChange={(value) => controls.changeVolume(value)}
          tooltip={{ formatter: (value) => `${Math.round((value ?? 0) * 100)} %` }}
          aria-label={t('video.volume')}
          ariaLabelForHandle={t('video.volume')}
        />
        <button
          type="button"
          className="pl-video__button"
          onClick={controls.toggleFullscreen}
          aria-label={fullscreen ? t('video.exitFullscreen') : t('video.fullscreen')}
        >
          {fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
        </button>
      </div>
    </div>
  );
}
