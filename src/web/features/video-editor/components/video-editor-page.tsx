import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Input, Popconfirm, Progress, Segmented, Space } from 'antd';
import { ArrowLeftOutlined, ExportOutlined, SaveOutlined, SwapOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../components/page-header';
import {
  PreviewPanel,
  RecorderPanel,
  UploadError,
  UploadPanel,
  recordingFileName,
  uploadVideo,
  useMediaT,
  type MediaKey,
  type TrimRange,
  type UploadHandle,
} from '../../media';
import { serverMessageOr } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { getToken } from '../../../lib/storage';
import { useToast } from '../../../lib/use-toast';
import { useSaveVideoProject } from '../api/projects';
import { useVideoEditorT } from '../i18n';
import { MAX_PROJECT_BYTES, droppedByTrim, isActiveAt, newTextOverlay, round1, toProjectData, type AudioRecording, type TextOverlay } from '../lib/project';
import { useAudioClipRecorder } from '../lib/use-audio-clip-recorder';
import { AudioPanel } from './audio-panel';
import { OverlayLayer } from './overlay-layer';
import { OverlayPanel } from './overlay-panel';
import { Timeline } from './timeline';
import '../video-editor.css';

/** Spec section 8: after saving, the editor goes to the library after 1 s. */
const REDIRECT_AFTER_MS = 1000;

interface Source {
  blob: Blob;
  url: string;
  fileName: string;
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);

/**
 * The video editor (spec sections 2, 3, 5, 8 and 9): a video from a file or the camera, preview with
 * trim, text overlays placed on the preview and on the timeline, microphone clips, Save (upload with
 * the trim, then the project), Export (not built yet) and Back.
 */
export function VideoEditorPage() {
  const { t } = useVideoEditorT();
  const tm = useMediaT();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const saveProject = useSaveVideoProject();

  const [mode, setMode] = useState<'upload' | 'record'>('upload');
  const [source, setSource] = useState<Source | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [aspect, setAspect] = useState<number | null>(null);
  const [trim, setTrim] = useState<TrimRange | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [overlays, setOverlays] = useState<TextOverlay[]>([]);
  const [clips, setClips] = useState<AudioRecording[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const videoRef = useRef<HTMLVideoElement | null>(null);
  const uploadRef = useRef<UploadHandle | null>(null);
  /** The stored video of the last upload, reused when saving again with the same video and trim. */
  const uploadedRef = useRef<{ key: string; videoUrl: string } | null>(null);
  const redirectRef = useRef<number | undefined>(undefined);
  const audioRefs = useRef(new Map<string, HTMLAudioElement>());

  const notifyError = useCallback((title: MediaKey, description: MediaKey) => toast.error(tm(title), tm(description)), [toast, tm]);

  // the object URL lives as long as its source
  useEffect(() => {
    if (!source) return;
    const url = source.url;
    return () => URL.revokeObjectURL(url);
  }, [source]);

  useEffect(() => {
    const audios = audioRefs.current;
    return () => {
      uploadRef.current?.abort();
      window.clearTimeout(redirectRef.current);
      audios.forEach((a) => a.pause());
      audios.clear();
    };
  }, []);

  const replaceSource = (next: Source | null) => {
    setSource(next);
    setDuration(null);
    setAspect(null);
    setTrim(null);
    setTime(0);
    setPlaying(false);
    uploadedRef.current = null;
  };

  const onRecorded = useCallback((blob: Blob, mimeType: string) => {
    setSource({ blob, url: URL.createObjectURL(blob), fileName: recordingFileName(mimeType) });
    setDuration(null);
    setAspect(null);
    setTrim(null);
    setTime(0);
    uploadedRef.current = null;
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

  // the audio clips play along with the video within their time window
  useEffect(() => {
    const audios = audioRefs.current;
    for (const [id, audio] of audios) {
      if (!clips.some((c) => c.id === id)) {
        audio.pause();
        audios.delete(id);
      }
    }
    for (const clip of clips) {
      let audio = audios.get(clip.id);
      if (!audio || audio.src !== clip.url) {
        audio?.pause();
        audio = new Audio(clip.url);
        audios.set(clip.id, audio);
      }
      const active = playing && isActiveAt(clip, time);
      if (active && audio.paused) {
        audio.currentTime = Math.max(0, time - clip.startTime);
        void audio.play().catch(() => undefined);
      } else if (!active && !audio.paused) {
        audio.pause();
      }
    }
  }, [clips, playing, time]);

  const seek = useCallback((seconds: number) => {
    const v = videoRef.current;
    if (v) v.currentTime = seconds;
    setTime(seconds);
  }, []);

  const clipStartRef = useRef(0);
  const recorder = useAudioClipRecorder({
    onClip: ({ url, duration: length }) => {
      const clip: AudioRecording = { id: newId(), url, startTime: round1(clipStartRef.current), duration: length };
      setClips((cs) => [...cs, clip]);
      setSelectedId(clip.id);
    },
    onError: () => toast.error(t('audio.micFailed'), t('audio.micFailedHint')),
  });
  const startAudio = () => {
    clipStartRef.current = videoRef.current?.currentTime ?? time;
    void recorder.start();
  };

  const addOverlay = () => {
    const overlay = newTextOverlay(newId(), t('overlays.defaultText'), videoRef.current?.currentTime ?? time, duration);
    setOverlays((os) => [...os, overlay]);
    setSelectedId(overlay.id);
  };
  const changeOverlay = (id: string, patch: Partial<TextOverlay>) => setOverlays((os) => os.map((o) => (o.id === id ? { ...o, ...patch } : o)));
  const moveOverlay = useCallback((id: string, x: number, y: number) => setOverlays((os) => os.map((o) => (o.id === id ? { ...o, x, y } : o))), []);
  const moveOverlayInTime = useCallback((id: string, startTime: number) => setOverlays((os) => os.map((o) => (o.id === id ? { ...o, startTime } : o))), []);
  const moveClip = useCallback((id: string, startTime: number) => setClips((cs) => cs.map((c) => (c.id === id ? { ...c, startTime } : c))), []);

  const exportProject = () => toast.info(t('messages.exportInfo'));

  const save = async () => {
    if (!source || !user || !getToken()) {
      toast.error(t('messages.notReady'));
      return;
    }
    const projectName = name.trim();
    if (!projectName) {
      setNameError(true);
      return;
    }
    const projectData = toProjectData({ textOverlays: overlays, audioRecordings: clips, videoDuration: duration, trim, fileName: source.fileName });
    if (new Blob([JSON.stringify(projectData)]).size > MAX_PROJECT_BYTES) {
      toast.error(t('messages.saveFailed'), t('messages.tooLarge'));
      return;
    }
    setSaving(true);
    try {
      const key = `${source.url}|${trim ? trim.join('-') : ''}`;
      let videoUrl = uploadedRef.current?.key === key ? uploadedRef.current.videoUrl : null;
      if (!videoUrl) {
        setProgress(0);
        const trimParam = trim ? { trimStart: trim[0], trimEnd: trim[1], trimDuration: round1(trim[1] - trim[0]) } : null;
        const handle = uploadVideo({ file: source.blob, fileName: source.fileName, title: projectName, trim: trimParam }, (f) => setProgress(Math.round(f * 100)));
        uploadRef.current = handle;
        try {
          videoUrl = (await handle.promise).videoUrl;
        } finally {
          uploadRef.current = null;
          setProgress(null);
        }
        uploadedRef.current = { key, videoUrl };
      }
      await saveProject.mutateAsync({ name: projectName, videoUrl, projectData });
      toast.success(t('messages.savedTitle'), t('messages.saved', { name: projectName }));
      redirectRef.current = window.setTimeout(() => void navigate({ to: '/trainings' }), REDIRECT_AFTER_MS);
    } catch (err) {
      const detail = err instanceof UploadError ? (err.serverMessage && err.serverMessage !== 'aborted' ? err.serverMessage : undefined) : serverMessageOr(err, '') || undefined;
      toast.error(t('messages.saveFailed'), detail);
      setSaving(false);
    }
  };

  const ready = source !== null && duration !== null && duration > 0;
  const dropped = ready ? droppedByTrim([...overlays, ...clips], trim) : 0;

  return (
    <div className="page ve-page" data-testid="video-editor">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate({ to: '/trainings' })}>
              {t('page.back')}
            </Button>
            <Button icon={<ExportOutlined />} onClick={exportProject}>
              {t('page.export')}
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
              {saving ? t('page.saving') : t('page.save')}
            </Button>
          </Space>
        }
      />

      <section className="surface ve-project">
        <label className="ve-field ve-project__name">
          <span>
            {t('project.name')} <span className="ve-required">*</span>
          </span>
          <Input
            value={name}
            status={nameError ? 'error' : undefined}
            maxLength={200}
            placeholder={t('project.namePlaceholder')}
            aria-label={t('project.name')}
            aria-invalid={nameError || undefined}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim()) setNameError(false);
            }}
          />
          {nameError && (
            <span className="ve-error" role="alert">
              {t('project.nameRequired')}
            </span>
          )}
        </label>
        {progress !== null && (
          <div className="ve-project__progress">
            <Progress percent={progress} status="active" size="small" />
            <span className="media-muted">{progress < 100 ? t('messages.uploading', { percent: progress }) : t('messages.processing')}</span>
          </div>
        )}
      </section>

      <div className="ve-grid">
        <div className="ve-main">
          {source ? (
            <section className="surface ve-stage-card">
              <div className="ve-panel__head">
                <span className="media-muted ve-file">{source.fileName}</span>
                <Popconfirm
                  title={t('source.replaceConfirm')}
                  okText={t('source.replaceYes')}
                  cancelText={t('source.replaceNo')}
                  onConfirm={() => replaceSource(null)}
                  disabled={saving}
                >
                  <Button size="small" icon={<SwapOutlined />} disabled={saving}>
                    {t('source.replace')}
                  </Button>
                </Popconfirm>
              </div>
              <PreviewPanel
                src={source.url}
                duration={duration}
                onDuration={onDuration}
                trim={trim}
                onTrim={setTrim}
                videoRef={videoRef}
                onTime={onTime}
                stageOverlay={<OverlayLayer overlays={overlays} time={time} aspect={aspect} selectedId={selectedId} onSelect={setSelectedId} onMove={moveOverlay} />}
              />
            </section>
          ) : (
            <section className="surface ve-stage-card">
              <Segmented
                value={mode}
                onChange={(v) => setMode(v as 'upload' | 'record')}
                options={[
                  { value: 'upload', label: t('source.upload'), icon: <UploadOutlined /> },
                  { value: 'record', label: t('source.record'), icon: <VideoCameraOutlined /> },
                ]}
                className="ve-source-switch"
              />
              {mode === 'upload' ? (
                <UploadPanel chosen={null} onFile={(file, url) => replaceSource({ blob: file, url, fileName: file.name })} notifyError={notifyError} />
              ) : (
                <RecorderPanel onRecorded={onRecorded} onDiscard={() => undefined} notifyError={notifyError} />
              )}
            </section>
          )}
          {ready && (
            <Timeline
              duration={duration}
              time={time}
              trim={trim}
              overlays={overlays}
              clips={clips}
              selectedId={selectedId}
              onSeek={seek}
              onSelect={setSelectedId}
              onMoveOverlay={moveOverlayInTime}
              onMoveClip={moveClip}
            />
          )}
          {dropped > 0 && <Alert type="warning" showIcon title={t('timeline.dropWarning', { count: dropped })} />}
        </div>
        <aside className="ve-side">
          <OverlayPanel
            overlays={overlays}
            selectedId={selectedId}
            disabled={!ready}
            videoDuration={duration}
            onAdd={addOverlay}
            onSelect={(id) => {
              setSelectedId(id);
              const o = overlays.find((x) => x.id === id);
              if (o && !isActiveAt(o, time)) seek(o.startTime);
            }}
            onChange={changeOverlay}
            onDelete={(id) => {
              setOverlays((os) => os.filter((o) => o.id !== id));
              setSelectedId(null);
            }}
          />
          <AudioPanel
            clips={clips}
            selectedId={selectedId}
            disabled={!ready}
            recording={recorder.recording}
            elapsed={recorder.elapsed}
            maxSeconds={recorder.maxSeconds}
            onRecord={startAudio}
            onStop={recorder.stop}
            onSelect={(id) => {
              setSelectedId(id);
              const c = clips.find((x) => x.id === id);
              if (c) seek(c.startTime);
            }}
            onDelete={(id) => {
              setClips((cs) => cs.filter((c) => c.id !== id));
              setSelectedId(null);
            }}
          />
        </aside>
      </div>
    </div>
  );
}
