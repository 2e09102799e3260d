import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Empty, Slider, Space } from 'antd';
import { StepBackwardOutlined, StepForwardOutlined, UndoOutlined } from '@ant-design/icons';
import { useMediaT } from '../i18n';
import { clampTrim, formatSeconds } from '../lib/video';
import '../media.css';

export type TrimRange = [number, number];

/**
 * Preview with trim handles (spec sections 2 and 5): the handles keep at least 0.1 s apart, playback
 * stays inside the kept part, the trim is sent with the upload.
 */
export function PreviewPanel({
  src,
  poster,
  duration,
  onDuration,
  trim,
  onTrim,
  videoRef: externalVideoRef,
  stageOverlay,
  onTime,
}: {
  src: string | null;
  poster?: string | null | undefined;
  duration: number | null;
  onDuration(seconds: number): void;
  trim: TrimRange | null;
  onTrim(range: TrimRange | null): void;
  /** The player element, for callers that seek or read the playhead (the video editor). */
  videoRef?: RefObject<HTMLVideoElement | null> | undefined;
  /** Drawn over the video inside the stage (the video editor's text overlays). */
  stageOverlay?: ReactNode;
  /** Playhead changes: time updates, seeks, play and pause. */
  onTime?: ((seconds: number, playing: boolean) => void) | undefined;
}) {
  const tm = useMediaT();
  const ownVideoRef = useRef<HTMLVideoElement>(null);
  const videoRef = externalVideoRef ?? ownVideoRef;
  const fixingDurationRef = useRef(false);
  const [playerError, setPlayerError] = useState<string | null>(null);

  if (!src) return <Empty className="media-empty" description={tm('preview.empty')} />;

  const onMetadata = () => {
    const v = videoRef.current;
    if (!v) return;
    setPlayerError(null);
    if (Number.isFinite(v.duration) && v.duration > 0) {
      onDuration(v.duration);
      return;
    }
    // MediaRecorder WebM has no duration in its header: seeking far ahead makes the browser compute it
    fixingDurationRef.current = true;
    v.currentTime = 1e7;
  };

  const reportTime = () => {
    const v = videoRef.current;
    if (v && onTime && !fixingDurationRef.current) onTime(v.currentTime, !v.paused && !v.ended);
  };

  const onTimeUpdate = () => {
    const v = videoRef.current;
    if (!v) return;
    reportTime();
    if (fixingDurationRef.current) {
      if (Number.isFinite(v.duration) && v.duration > 0) {
        fixingDurationRef.current = false;
        onDuration(v.duration);
        v.currentTime = 0;
      }
      return;
    }
    if (trim && v.currentTime >= trim[1]) {
      v.pause();
      v.currentTime = trim[1];
    }
  };

  const onPlay = () => {
    const v = videoRef.current;
    if (v && trim && (v.currentTime < trim[0] || v.currentTime >= trim[1] - 0.05)) v.currentTime = trim[0];
  };

  const range: TrimRange = trim ?? [0, duration ?? 0];
  const setRange = (next: TrimRange) => {
    if (!duration) return;
    const clamped = clampTrim(next, range, duration);
    const moved = clamped[0] !== range[0] ? clamped[0] : clamped[1];
    onTrim(clamped[0] <= 0 && clamped[1] >= Math.round(duration * 10) / 10 ? null : clamped);
    if (videoRef.current) videoRef.current.currentTime = moved;
  };
  const here = () => videoRef.current?.currentTime ?? 0;

  return (
    <div className="media-preview">
      <div className="media-stage">
        <video
          key={src}
          ref={videoRef}
          className="media-stage__video"
          src={src}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          onLoadedMetadata={onMetadata}
          onDurationChange={() => {
            const v = videoRef.current;
            if (v && Number.isFinite(v.duration) && v.duration > 0 && !fixingDurationRef.current) onDuration(v.duration);
          }}
          onTimeUpdate={onTimeUpdate}
          onPlay={() => {
            onPlay();
            reportTime();
          }}
          onPause={reportTime}
          onSeeked={reportTime}
          onEnded={reportTime}
          onError={() => setPlayerError(tm('errors.player'))}
        />
        {stageOverlay}
      </div>
      {playerError && <Alert type="error" showIcon title={playerError} className="media-notice" />}
      {duration !== null && duration > 0 && (
        <div className="media-trim">
          <div className="media-trim__head">
            <strong>{tm('preview.trim')}</strong>
            <span className="media-muted">
              {tm('preview.trimInfo', { start: formatSeconds(range[0]), end: formatSeconds(range[1]), length: formatSeconds(range[1] - range[0]) })}
            </span>
          </div>
          <Slider
            range={{ draggableTrack: true }}
            min={0}
            max={Math.round(duration * 10) / 10}
            step={0.1}
            value={range}
            onChange={(v: number[]) => setRange([v[0] ?? 0, v[1] ?? duration])}
            tooltip={{ formatter: (v) => formatSeconds(v ?? 0) }}
            aria-label={tm('preview.trim')}
            ariaLabelForHandle={[tm('preview.trimStart'), tm('preview.trimEnd')]}
          />
          <Space wrap>
            <Button size="small" icon={<StepBackwardOutlined />} onClick={() => setRange([here(), range[1]])}>
              {tm('preview.setStart')}
            </Button>
            <Button size="small" icon={<StepForwardOutlined />} onClick={() => setRange([range[0], here()])}>
              {tm('preview.setEnd')}
            </Button>
            <Button size="small" icon={<UndoOutlined />} disabled={!trim} onClick={() => onTrim(null)}>
              {tm('preview.resetTrim')}
            </Button>
            {trim && <span className="media-muted">{tm('preview.trimNotice')}</span>}
          </Space>
        </div>
      )}
    </div>
  );
}
