import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Progress, Result, Slider, Space, Spin, Switch } from 'antd';
import { DeleteOutlined, ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useMediaT, type MediaKey } from '../i18n';
import {
  FORCED_STOP_MS,
  MAX_RECORDING_SECONDS,
  RECORDER_VIDEO_BITS,
  TELEPROMPTER,
  cameraErrorKey,
  formatClock,
  pickRecordingFormat,
  recorderTimeslice,
} from '../lib/video';
import { Teleprompter } from './teleprompter';

type Status = 'unsupported' | 'starting' | 'ready' | 'recording' | 'stopping' | 'recorded' | 'failed';

export interface RecorderPanelProps {
  /** A finished recording. */
  onRecorded(blob: Blob, mimeType: string): void;
  onDiscard(): void;
  notifyError(title: MediaKey, description: MediaKey): void;
  maxSeconds?: number;
}

const isMobile = () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

function recordingSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';
}

/**
 * Camera recorder (spec section 4): camera and microphone acquired when the tab opens and released
 * when the dialog closes, REC badge with elapsed/max time, auto-stop at the maximum, forced stop
 * 3 s after stop when the recorder does not report, teleprompter overlay.
 */
export function RecorderPanel({ onRecorded, onDiscard, notifyError, maxSeconds = MAX_RECORDING_SECONDS }: RecorderPanelProps) {
  const tm = useMediaT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const startedAtRef = useRef(0);
  const finalizedRef = useRef(true);
  const forcedStopRef = useRef<number | undefined>(undefined);
  const callbacksRef = useRef({ onRecorded, notifyError });
  const [supported] = useState(recordingSupported);
  const [status, setStatus] = useState<Status>(() => (recordingSupported() ? 'starting' : 'unsupported'));
  const [cameraError, setCameraError] = useState<MediaKey | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [prompterOn, setPrompterOn] = useState(true);
  const [prompterText, setPrompterText] = useState('');
  const [fontSize, setFontSize] = useState<number>(TELEPROMPTER.fontSize.initial);
  const [speed, setSpeed] = useState<number>(TELEPROMPTER.speed.initial);
  const [take, setTake] = useState(0);

  useEffect(() => {
    callbacksRef.current = { onRecorded, notifyError };
  }, [onRecorded, notifyError]);

  useEffect(() => {
    if (!supported) callbacksRef.current.notifyError('errors.unsupportedTitle', 'errors.unsupported');
  }, [supported]);

  // camera and microphone: acquired on open (and on retry), released on close
  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    const release = (s: MediaStream | null) => s?.getTracks().forEach((track) => track.stop());
    const acquire = async () => {
      const ideal = isMobile() ? { width: { ideal: 720 }, height: { ideal: 480 } } : { width: { ideal: 1920 }, height: { ideal: 1080 } };
      let stream: MediaStream;
      try {
        try {
          stream = await navigator.mediaDevices.getUserMedia({ video: { ...ideal, facingMode: 'user' }, audio: true });
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
        recorder.stop();
      }
      recorderRef.current = null;
      window.clearTimeout(forcedStopRef.current);
      release(streamRef.current);
      streamRef.current = null;
    };
  }, [supported, attempt]);

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
      callbacksRef.current.onRecorded(blob, type);
      setStatus('recorded');
    } catch {
      callbacksRef.current.notifyError('errors.createTitle', 'errors.create');
      setStatus('ready');
    }
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (!recorder || finalizedRef.current) return;
    setStatus('stopping');
    try {
      if (recorder.state !== 'inactive') recorder.stop();
    } catch {
      // finalized below by the forced stop
    }
    // some browsers never fire 'stop': finish with what arrived after 3 s
    forcedStopRef.current = window.setTimeout(finalize, FORCED_STOP_MS);
  }, [finalize]);

  const start = () => {
    const stream = streamRef.current;
    if (!stream || typeof MediaRecorder === 'undefined') return;
    const mimeType = pickRecordingFormat((t) => MediaRecorder.isTypeSupported(t));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: RECORDER_VIDEO_BITS, audioBitsPerSecond: 128_000 });
    } catch {
      notifyError('errors.startTitle', 'errors.start');
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
      recorder.start(recorderTimeslice(navigator.userAgent));
    } catch {
      finalizedRef.current = true;
      notifyError('errors.startTitle', 'errors.start');
      return;
    }
    recorderRef.current = recorder;
    startedAtRef.current = performance.now();
    setElapsed(0);
    setTake((n) => n + 1);
    setStatus('recording');
  };

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

  const discard = () => {
    setStatus('ready');
    setElapsed(0);
    onDiscard();
  };

  const recording = status === 'recording';
  return (
    <div className="media-recorder">
      <Alert type="info" showIcon className="media-notice" title={tm('safariNotice')} />
      <div className="media-stage">
        {status === 'unsupported' ? (
          <Result status="warning" title={tm('errors.unsupportedTitle')} subTitle={tm('errors.unsupported')} />
        ) : status === 'failed' ? (
          <Result
            status="warning"
            title={tm('errors.cameraTitle')}
            subTitle={cameraError ? tm(cameraError) : undefined}
            extra={
              <Button icon={<ReloadOutlined />} onClick={() => setAttempt((n) => n + 1)}>
                {tm('recorder.retry')}
              </Button>
            }
          />
        ) : null}
        <video
          ref={videoRef}
          className="media-stage__video media-stage__video--mirrored"
          muted
          playsInline
          autoPlay
          hidden={status === 'unsupported' || status === 'failed'}
        />
        {status === 'starting' && (
          <div className="media-stage__center">
            <Spin />
            <span>{tm('recorder.starting')}</span>
          </div>
        )}
        {(recording || status === 'stopping') && (
          <div className="media-rec-badge" role="status">
            <span className="media-rec-badge__dot" />
            {tm('recorder.rec')} {tm('recorder.elapsed', { elapsed: formatClock(elapsed), max: formatClock(maxSeconds) })}
          </div>
        )}
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
