import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Progress, Space } from 'antd';
import { FormDialog } from '../../../components/form-dialog';
import { CheckOutlined, DeleteOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useToast } from '../../../lib/use-toast';
import { useMediaT, type MediaKey } from '../i18n';
import { useCameraRecorder } from '../lib/use-camera-recorder';
import {
  MESSAGE_MAX_SECONDS,
  MESSAGE_TIMESLICE_MS,
  MESSAGE_VIDEO_CONSTRAINTS,
  PREVIEW_SWITCH_MS,
  RECORDER_VIDEO_BITS,
  formatClock,
  recordingFileName,
} from '../lib/video';
import { CameraStateOverlay, RecBadge } from './camera-overlays';
import '../media.css';

/** A recording handed to the form by 'Use Video'. */
export interface RecordedVideo {
  blob: Blob;
  mimeType: string;
  fileName: string;
  /** Length as measured while recording. */
  seconds: number;
}

export interface MessageRecorderDialogProps {
  open: boolean;
  onClose(): void;
  /** 'Use Video': the recording goes to the form, then the dialog closes. */
  onUse(video: RecordedVideo): void;
  /** Longest recording in seconds (default 180). */
  maxSeconds?: number;
}

/**
 * Video recording for an infolog message (spec sections 2 and 4): live preview from the front camera
 * with audio, Start/Stop, REC badge, elapsed/max time with a progress bar, auto-stop at the maximum,
 * the recorded video shown 1 s after stopping, Delete (back to the live camera) and 'Use Video'.
 * The camera is released as soon as the dialog closes.
 */
export function MessageRecorderDialog(props: MessageRecorderDialogProps) {
  const tm = useMediaT();
  return (
    <FormDialog
      open={props.open}
      onCancel={props.onClose}
      title={
        <span className="media-message-recorder__title">
          <VideoCameraOutlined /> {tm('messageRecorder.title')}
        </span>
      }
      width={520}
      className="media-dialog media-message-recorder"
    >
      <MessageRecorder {...props} />
    </FormDialog>
  );
}

interface Take {
  video: RecordedVideo;
  url: string;
}

function MessageRecorder({ open, onClose, onUse, maxSeconds = MESSAGE_MAX_SECONDS }: MessageRecorderDialogProps) {
  const tm = useMediaT();
  const toast = useToast();
  const [take, setTake] = useState<Take | null>(null);
  const [showRecorded, setShowRecorded] = useState(false);
  const switchTimerRef = useRef<number | undefined>(undefined);

  const notifyError = useCallback((title: MediaKey, description: MediaKey) => toast.error(tm(title), tm(description)), [toast, tm]);
  const onRecorded = useCallback((blob: Blob, mimeType: string, seconds: number) => {
    setTake({ video: { blob, mimeType, fileName: recordingFileName(mimeType), seconds }, url: URL.createObjectURL(blob) });
    window.clearTimeout(switchTimerRef.current);
    switchTimerRef.current = window.setTimeout(() => setShowRecorded(true), PREVIEW_SWITCH_MS);
  }, []);

  const { videoRef, status, cameraError, elapsed, start, stop, reset, retry } = useCameraRecorder({
    video: MESSAGE_VIDEO_CONSTRAINTS,
    maxSeconds,
    videoBitsPerSecond: RECORDER_VIDEO_BITS,
    timeslice: MESSAGE_TIMESLICE_MS,
    active: open,
    onRecorded,
    notifyError,
  });

  // the recording's object URL lives as long as the take
  useEffect(() => {
    if (!take) return;
    const url = take.url;
    return () => URL.revokeObjectURL(url);
  }, [take]);
  useEffect(() => () => window.clearTimeout(switchTimerRef.current), []);

  const remove = () => {
    window.clearTimeout(switchTimerRef.current);
    setShowRecorded(false);
    setTake(null);
    reset();
  };
  const use = () => {
    if (!take) return;
    onUse(take.video);
    onClose();
  };

  const recording = status === 'recording' || status === 'stopping';
  const stopped = status === 'recorded' && take !== null;
  const shownSeconds = stopped ? Math.min(take.video.seconds, maxSeconds) : elapsed;
  const cameraHidden = status === 'unsupported' || status === 'failed' || (stopped && showRecorded);

  return (
    <div className="media-message-recorder__body" data-testid="message-recorder" data-state={stopped ? 'stopped' : recording ? 'recording' : 'idle'}>
      <p className="media-muted media-message-recorder__hint">{tm('messageRecorder.hint', { max: Math.round(maxSeconds / 60) })}</p>
      <div className="media-stage media-stage--portrait">
        <video ref={videoRef} className="media-stage__video media-stage__video--mirrored" muted playsInline autoPlay hidden={cameraHidden} data-testid="recorder-live" />
        {stopped && showRecorded && (
          <video key={take.url} className="media-stage__video" src={take.url} controls playsInline data-testid="recorder-playback" />
        )}
        <CameraStateOverlay status={status} cameraError={cameraError} onRetry={retry} />
        {recording && <RecBadge elapsed={elapsed} maxSeconds={maxSeconds} />}
        {stopped && !showRecorded && <div className="media-stage__caption">{tm('messageRecorder.stopping')}</div>}
        {stopped && showRecorded && (
          <div className="media-stage__label">{tm('messageRecorder.recorded', { length: formatClock(take.video.seconds) })}</div>
        )}
        {!recording && !stopped && status === 'ready' && <div className="media-stage__label media-stage__label--live">{tm('messageRecorder.live')}</div>}
      </div>
      <div className="media-message-recorder__time" data-testid="recorder-time">
        <span>{tm('recorder.elapsed', { elapsed: formatClock(shownSeconds), max: formatClock(maxSeconds) })}</span>
        <Progress
          percent={Math.min(100, Math.round((shownSeconds / maxSeconds) * 100))}
          showInfo={false}
          status={recording ? 'active' : 'normal'}
          strokeColor={recording ? '#dc2626' : undefined}
          size="small"
        />
      </div>
      <div className="media-message-recorder__controls">
        <Button onClick={onClose}>{tm('common.cancel')}</Button>
        <Space wrap>
          {recording ? (
            <Button danger type="primary" onClick={stop} loading={status === 'stopping'} icon={<span className="media-stop-icon" />} data-testid="recorder-stop">
              {tm('messageRecorder.stop')}
            </Button>
          ) : stopped ? (
            <>
              <Button icon={<DeleteOutlined />} onClick={remove} data-testid="recorder-delete">
                {tm('common.delete')}
              </Button>
              <Button type="primary" icon={<CheckOutlined />} onClick={use} data-testid="recorder-use">
                {tm('messageRecorder.use')}
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={start} disabled={status !== 'ready'} icon={<VideoCameraOutlined />} data-testid="recorder-start">
              {tm('messageRecorder.start')}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
