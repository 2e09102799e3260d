import { useState } from 'react';
import { Alert, Button, Input, Progress, Slider, Space, Switch } from 'antd';
import { DeleteOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useMediaT, type MediaKey } from '../i18n';
import { useCameraRecorder } from '../lib/use-camera-recorder';
import { MAX_RECORDING_SECONDS, RECORDER_VIDEO_BITS, TELEPROMPTER, recorderTimeslice } from '../lib/video';
import { CameraStateOverlay, RecBadge } from './camera-overlays';
import { Teleprompter } from './teleprompter';
import '../media.css';

export interface RecorderPanelProps {
  /** A finished recording. */
  onRecorded(blob: Blob, mimeType: string): void;
  onDiscard(): void;
  notifyError(title: MediaKey, description: MediaKey): void;
  maxSeconds?: number;
}

const isMobile = () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

/** Editor recorder resolution (spec section 9): ideal 1920x1080, 720x480 on mobile, front camera. */
const editorVideoConstraints = (): MediaTrackConstraints => ({
  ...(isMobile() ? { width: { ideal: 720 }, height: { ideal: 480 } } : { width: { ideal: 1920 }, height: { ideal: 1080 } }),
  facingMode: 'user',
});

/**
 * Camera recorder (spec section 4): camera and microphone acquired when the tab opens and released
 * when the dialog closes, REC badge with elapsed/max time, auto-stop at the maximum, forced stop
 * 3 s after stop when the recorder does not report, teleprompter overlay.
 */
export function RecorderPanel({ onRecorded, onDiscard, notifyError, maxSeconds = MAX_RECORDING_SECONDS }: RecorderPanelProps) {
  const tm = useMediaT();
  const [video] = useState(editorVideoConstraints);
  const [timeslice] = useState(() => recorderTimeslice(navigator.userAgent));
  const [take, setTake] = useState(0);
  const { videoRef, status, cameraError, elapsed, start: startRecording, stop, reset, retry } = useCameraRecorder({
    video,
    maxSeconds,
    videoBitsPerSecond: RECORDER_VIDEO_BITS,
    timeslice,
    onRecorded: (blob, mimeType) => onRecorded(blob, mimeType),
    notifyError,
  });
  const [prompterOn, setPrompterOn] = useState(true);
  const [prompterText, setPrompterText] = useState('');
  const [fontSize, setFontSize] = useState<number>(TELEPROMPTER.fontSize.initial);
  const [speed, setSpeed] = useState<number>(TELEPROMPTER.speed.initial);

  const start = () => {
    startRecording();
    setTake((n) => n + 1);
  };

  const discard = () => {
    reset();
    onDiscard();
  };

  const recording = status === 'recording';
  return (
    <div className="media-recorder">
      <Alert type="info" showIcon className="media-notice" title={tm('safariNotice')} />
      <div className="media-stage">
        <video
          ref={videoRef}
          className="media-stage__video media-stage__video--mirrored"
          muted
          playsInline
          autoPlay
          hidden={status === 'unsupported' || status === 'failed'}
        />
        <CameraStateOverlay status={status} cameraError={cameraError} onRetry={retry} />
        {(recording || status === 'stopping') && <RecBadge elapsed={elapsed} maxSeconds={maxSeconds} />}
        {prompterOn && prompterText.trim() && (status === 'ready' || recording) && (
          <Teleprompter text={prompterText} fontSize={fontSize} speed={speed} running={recording} resetKey={take} />
        )}
      </div>
      {(recording || status === 'stopping') && (
        <Progress percent={Math.round((elapsed / maxSeconds) * 100)} showInfo={false} status="active" strokeColor="#dc2626" size="small" />
      )}
      <Space className="media-recorder__controls" wrap>
        {recording || status === 'stopping' ? (
          <Button danger type="primary" onClick={stop} loading={status === 'stopping'} icon={<span className="media-stop-icon" />}>
            {tm('recorder.stop')}
          </Button>
        ) : (
          <Button type="primary" onClick={start} disabled={status !== 'ready' && status !== 'recorded'} icon={<VideoCameraOutlined />}>
            {tm('recorder.start')}
          </Button>
        )}
        {status === 'recorded' && (
          <>
            <span className="media-muted">{tm('recorder.recorded')}</span>
            <Button icon={<DeleteOutlined />} onClick={discard}>
              {tm('recorder.discard')}
            </Button>
          </>
        )}
      </Space>
      <div className="media-prompter-settings">
        <div className="media-prompter-settings__head">
          <strong>{tm('recorder.teleprompter')}</strong>
          <Switch size="small" checked={prompterOn} onChange={setPrompterOn} aria-label={tm('recorder.show')} />
        </div>
        <Input.TextArea
          value={prompterText}
          onChange={(e) => setPrompterText(e.target.value)}
          placeholder={tm('recorder.teleprompterPlaceholder')}
          aria-label={tm('recorder.teleprompterText')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          disabled={!prompterOn}
        />
        <div className="media-prompter-settings__sliders">
          <label>
            {tm('recorder.fontSize', { value: fontSize })}
            <Slider min={TELEPROMPTER.fontSize.min} max={TELEPROMPTER.fontSize.max} step={TELEPROMPTER.fontSize.step} value={fontSize} onChange={setFontSize} disabled={!prompterOn} />
          </label>
          <label>
            {tm('recorder.speed', { value: speed })}
            <Slider min={TELEPROMPTER.speed.min} max={TELEPROMPTER.speed.max} step={TELEPROMPTER.speed.step} value={speed} onChange={setSpeed} disabled={!prompterOn} />
          </label>
        </div>
      </div>
    </div>
  );
}
