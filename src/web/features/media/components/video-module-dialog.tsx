import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Form, Input, Popconfirm, Space, Tabs } from 'antd';
import { FormDialog } from '../../../components/form-dialog';
import { DeleteOutlined, PlayCircleOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useToast } from '../../../lib/use-toast';
import { useMediaT, type MediaKey } from '../i18n';
import { UploadError, uploadVideo, type Trim, type UploadHandle } from '../api/upload-video';
import { PREVIEW_SWITCH_MS, recordingFileName, titleFromFileName } from '../lib/video';
import { PreviewPanel, type TrimRange } from './preview-panel';
import { RecorderPanel } from './recorder-panel';
import { UploadPanel } from './upload-panel';
import { UploadProgress } from './upload-progress';
import '../media.css';

/** What the dialog hands back on save (a video module's content plus its title). */
export interface VideoModuleContent {
  title: string;
  /** Signed URL as the media API returned it; store `mediaPathOf(videoUrl)` on the server. */
  videoUrl: string;
  posterUrl: string | null;
  /** Seconds. */
  duration: number | null;
  description: string;
}

export interface VideoModuleDialogProps {
  open: boolean;
  initial?: { title: string; description?: string; videoUrl?: string | null; posterUrl?: string | null; duration?: number | null } | undefined;
  onSave(content: VideoModuleContent): void | Promise<void>;
  onDelete?: (() => void | Promise<void>) | undefined;
  onClose(): void;
  /** Longest recording in seconds (default 180). */
  maxRecordingSeconds?: number;
  /** More of the module below the video (the trainings feature: its subtitles). */
  extra?: ReactNode;
}

type Source =
  | { kind: 'existing'; url: string; posterUrl: string | null; duration: number | null }
  | { kind: 'blob'; blob: Blob; url: string; fileName: string; origin: 'recorded' | 'file' };

type TabKey = 'record' | 'upload' | 'preview';

/**
 * The video module dialog (spec section 2): record with teleprompter, upload, preview with trim
 * handles, Save and Delete. Everything inside is created on open and dropped on close (camera
 * released, object URLs revoked, a running upload aborted).
 */
export function VideoModuleDialog(props: VideoModuleDialogProps) {
  const tm = useMediaT();
  return (
    <FormDialog
      open={props.open}
      onCancel={props.onClose}
      title={props.initial?.videoUrl ? tm('dialog.titleEdit') : tm('dialog.titleNew')}
      width={760}
      className="media-dialog"
      centered={false}
    >
      <VideoModuleEditor {...props} />
    </FormDialog>
  );
}

function VideoModuleEditor({ initial, onSave, onDelete, onClose, maxRecordingSeconds, extra }: VideoModuleDialogProps) {
  const tm = useMediaT();
  const toast = useToast();
  const [tab, setTab] = useState<TabKey>(initial?.videoUrl ? 'preview' : 'record');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [source, setSource] = useState<Source | null>(
    initial?.videoUrl ? { kind: 'existing', url: initial.videoUrl, posterUrl: initial.posterUrl ?? null, duration: initial.duration ?? null } : null,
  );
  const [duration, setDuration] = useState<number | null>(initial?.duration ?? null);
  const [trim, setTrim] = useState<TrimRange | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadRef = useRef<UploadHandle | null>(null);
  const switchTimerRef = useRef<number | undefined>(undefined);

  const notifyError = useCallback((t: MediaKey, d: MediaKey) => toast.error(tm(t), tm(d)), [toast, tm]);

  // object URLs live as long as their source
  useEffect(() => {
    if (source?.kind !== 'blob') return;
    const url = source.url;
    return () => URL.revokeObjectURL(url);
  }, [source]);

  useEffect(
    () => () => {
      uploadRef.current?.abort();
      window.clearTimeout(switchTimerRef.current);
    },
    [],
  );

  const replaceSource = (next: Source | null) => {
    setSource(next);
    setDuration(next?.kind === 'existing' ? next.duration : null);
    setTrim(null);
  };

  const onRecorded = useCallback((blob: Blob, mimeType: string) => {
    const url = URL.createObjectURL(blob);
    setSource({ kind: 'blob', blob, url, fileName: recordingFileName(mimeType), origin: 'recorded' });
    setDuration(null);
    setTrim(null);
    window.clearTimeout(switchTimerRef.current);
    switchTimerRef.current = window.setTimeout(() => setTab('preview'), PREVIEW_SWITCH_MS);
  }, []);

  const onDiscard = useCallback(() => {
    setSource((s) => (s?.kind === 'blob' && s.origin === 'recorded' ? null : s));
    setDuration(null);
    setTrim(null);
  }, []);

  const onFile = (file: File, url: string) => {
    replaceSource({ kind: 'blob', blob: file, url, fileName: file.name, origin: 'file' });
    if (!title.trim()) setTitle(titleFromFileName(file.name));
    setTab('preview');
  };

  const save = async () => {
    if (!source) {
      notifyError('errors.noVideoTitle', 'errors.noVideo');
      return;
    }
    if (!title.trim()) {
      notifyError('errors.noTitleTitle', 'errors.noTitle');
      return;
    }
    const trimParam: Trim | null = trim ? { trimStart: trim[0], trimEnd: trim[1], trimDuration: Math.round((trim[1] - trim[0]) * 10) / 10 } : null;
    setSaving(true);
    try {
      let content: VideoModuleContent;
      if (source.kind === 'existing' && !trimParam) {
        content = { title: title.trim(), videoUrl: source.url, posterUrl: source.posterUrl, duration: duration ?? source.duration, description: description.trim() };
      } else {
        let blob: Blob;
        let fileName: string;
        if (source.kind === 'blob') {
          blob = source.blob;
          fileName = source.fileName;
        } else {
          // trimming a stored video: upload it again with the trim
          const res = await fetch(source.url);
          if (!res.ok) throw new UploadError(res.status, undefined);
          blob = await res.blob();
          fileName = `${title.trim() || 'video'}.${blob.type === 'video/webm' ? 'webm' : 'mp4'}`;
        }
        setProgress(0);
        const handle = uploadVideo({ file: blob, fileName, title: title.trim(), trim: trimParam }, (f) => setProgress(Math.round(f * 100)));
        uploadRef.current = handle;
        let uploaded;
        try {
          uploaded = await handle.promise;
        } catch (err) {
          const message = err instanceof UploadError && err.serverMessage && err.serverMessage !== 'aborted' ? err.serverMessage : tm('errors.upload');
          toast.error(tm('errors.uploadTitle'), message);
          return;
        } finally {
          uploadRef.current = null;
          setProgress(null);
        }
        // keep the stored video: saving again does not upload again
        replaceSource({ kind: 'existing', url: uploaded.videoUrl, posterUrl: uploaded.posterUrl, duration: uploaded.duration });
        content = { title: title.trim(), videoUrl: uploaded.videoUrl, posterUrl: uploaded.posterUrl, duration: uploaded.duration, description: description.trim() };
      }
      try {
        await onSave(content);
      } catch (err) {
        toast.error(tm('errors.saveTitle'), err instanceof Error ? err.message : undefined);
      }
    } catch (err) {
      const message = err instanceof UploadError && err.serverMessage ? err.serverMessage : tm('errors.upload');
      toast.error(tm('errors.uploadTitle'), message);
    } finally {
      setSaving(false);
    }
  };

  const chosenFile = source?.kind === 'blob' && source.origin === 'file' ? { name: source.fileName, size: source.blob.size } : null;
  const previewSrc = source?.url ?? null;
  const poster = source?.kind === 'existing' ? source.posterUrl : null;

  return (
    <div className="media-editor">
      <Form layout="vertical" className="media-editor__fields" requiredMark>
        <Form.Item label={tm('dialog.title')} required>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={tm('dialog.titlePlaceholder')} maxLength={200} />
        </Form.Item>
        <Form.Item label={tm('dialog.description')}>
          <Input.TextArea value={description} onChange={(e) => setDescription(e.target.value)} placeholder={tm('dialog.descriptionPlaceholder')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={2000} />
        </Form.Item>
      </Form>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        items={[
          {
            key: 'record',
            label: tm('tabs.record'),
            icon: <VideoCameraOutlined />,
            children: <RecorderPanel onRecorded={onRecorded} onDiscard={onDiscard} notifyError={notifyError} maxSeconds={maxRecordingSeconds} />,
          },
          {
            key: 'upload',
            label: tm('tabs.upload'),
            icon: <UploadOutlined />,
            children: <UploadPanel chosen={chosenFile} onFile={onFile} notifyError={notifyError} />,
          },
          {
            key: 'preview',
            label: tm('tabs.preview'),
            icon: <PlayCircleOutlined />,
            children: <PreviewPanel src={previewSrc} poster={poster} duration={duration} onDuration={setDuration} trim={trim} onTrim={setTrim} />,
          },
        ]}
      />
      {extra}
      <UploadProgress progress={progress} className="media-editor__progress" uploading={(percent) => tm('dialog.uploading', { percent })} processing={tm('dialog.processing')} />
      <div className="media-editor__footer">
        <div>
          {onDelete && (
            <Popconfirm title={tm('dialog.deleteConfirm')} okText={tm('common.delete')} cancelText={tm('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => onDelete()}>
              <Button danger icon={<DeleteOutlined />} disabled={saving}>
                {tm('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </div>
        <Space>
          <Button onClick={onClose}>{tm('common.cancel')}</Button>
          <Button type="primary" onClick={() => void save()} loading={saving}>
            {saving ? tm('dialog.saving') : tm('common.save')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
