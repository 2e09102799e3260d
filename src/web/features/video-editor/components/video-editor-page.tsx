import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Space } from 'antd';
import { ArrowLeftOutlined, ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../lib/use-toast';
import { useClipPlayback } from '../hooks/use-clip-playback';
import { useEditorSource } from '../hooks/use-editor-source';
import { useSaveProject } from '../hooks/use-save-project';
import { useVideoEditorT } from '../i18n';
import { droppedByTrim, isActiveAt, newTextOverlay, round1, type AudioRecording, type TextOverlay } from '../lib/project';
import { useAudioClipRecorder } from '../lib/use-audio-clip-recorder';
import { AudioPanel } from './audio-panel';
import { OverlayLayer } from './overlay-layer';
import { OverlayPanel } from './overlay-panel';
import { ProjectSection } from './project-section';
import { SourceStage } from './source-stage';
import { Timeline } from './timeline';
import '../video-editor.css';

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);

const withPatch = <T extends { id: string }>(id: string, patch: Partial<T>) => (items: T[]) => items.map((item) => (item.id === id ? { ...item, ...patch } : item));

/**
 * The video editor (spec sections 2, 3, 5, 8 and 9): a video from a file or the camera, preview with
 * trim (useEditorSource, SourceStage), text overlays placed on the preview and on the timeline,
 * microphone clips (useClipPlayback), Save (useSaveProject: upload with the trim, then the project),
 * Export (not built yet) and Back.
 */
export function VideoEditorPage() {
  const { t } = useVideoEditorT();
  const toast = useToast();
  const navigate = useNavigate();
  const editor = useEditorSource();
  const { source, duration, trim, time, playing, seek } = editor;
  const [overlays, setOverlays] = useState<TextOverlay[]>([]);
  const [clips, setClips] = useState<AudioRecording[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const project = useSaveProject({ source, trim, duration, overlays, clips });
  useClipPlayback(clips, playing, time);

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
    clipStartRef.current = editor.now();
    void recorder.start();
  };

  const addOverlay = () => {
    const overlay = newTextOverlay(newId(), t('overlays.defaultText'), editor.now(), duration);
    setOverlays((os) => [...os, overlay]);
    setSelectedId(overlay.id);
  };
  const moveOverlay = useCallback((id: string, x: number, y: number) => setOverlays(withPatch<TextOverlay>(id, { x, y })), []);
  const moveOverlayInTime = useCallback((id: string, startTime: number) => setOverlays(withPatch<TextOverlay>(id, { startTime })), []);
  const moveClip = useCallback((id: string, startTime: number) => setClips(withPatch<AudioRecording>(id, { startTime })), []);

  const ready = source !== null && duration !== null && duration > 0;
  const dropped = ready ? droppedByTrim([...overlays, ...clips], trim) : 0;

  const headerActions = (
    <Space wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate({ to: '/trainings' })}>
        {t('page.back')}
      </Button>
      <Button icon={<ExportOutlined />} onClick={() => toast.info(t('messages.exportInfo'))}>
        {t('page.export')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} loading={project.saving} onClick={() => void project.save()}>
        {project.saving ? t('page.saving') : t('page.save')}
      </Button>
    </Space>
  );

  return (
    <div className="page ve-page" data-testid="video-editor">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} extra={headerActions} />

      <ProjectSection name={project.name} nameError={project.nameError} progress={project.progress} onName={project.changeName} />

      <div className="ve-grid">
        <div className="ve-main">
          <SourceStage
            source={source}
            duration={duration}
            trim={trim}
            saving={project.saving}
            videoRef={editor.videoRef}
            overlay={<OverlayLayer overlays={overlays} time={time} aspect={editor.aspect} selectedId={selectedId} onSelect={setSelectedId} onMove={moveOverlay} />}
            onReplace={editor.replaceSource}
            onRecorded={editor.onRecorded}
            onDuration={editor.onDuration}
            onTrim={editor.setTrim}
            onTime={editor.onTime}
          />
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
            onChange={(id, patch) => setOverlays(withPatch(id, patch))}
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
