/** The stage of the video editor: choose a video (upload or record) or, once chosen, its preview with trim and overlays. */
import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { Button, Popconfirm, Segmented } from 'antd';
import { SwapOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { PreviewPanel, RecorderPanel, UploadPanel, useMediaT, type MediaKey, type TrimRange } from '../../media';
import { useToast } from '../../../lib/use-toast';
import { useVideoEditorT } from '../i18n';
import type { Source } from '../hooks/use-editor-source';

export function SourceStage({
  source,
  duration,
  trim,
  saving,
  videoRef,
  overlay,
  onReplace,
  onRecorded,
  onDuration,
  onTrim,
  onTime,
}: {
  source: Source | null;
  duration: number | null;
  trim: TrimRange | null;
  saving: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Drawn on the preview (the text overlays). */
  overlay: ReactNode;
  onReplace: (next: Source | null) => void;
  onRecorded: (blob: Blob, mimeType: string) => void;
  onDuration: (seconds: number) => void;
  onTrim: (trim: TrimRange | null) => void;
  onTime: (seconds: number, playing: boolean) => void;
}) {
  const { t } = useVideoEditorT();
  const tm = useMediaT();
  const toast = useToast();
  const [mode, setMode] = useState<'upload' | 'record'>('upload');
  const notifyError = useCallback((title: MediaKey, description: MediaKey) => toast.error(tm(title), tm(description)), [toast, tm]);

  if (!source) {
    return (
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
          <UploadPanel chosen={null} onFile={(file, url) => onReplace({ blob: file, url, fileName: file.name })} notifyError={notifyError} />
        ) : (
          <RecorderPanel onRecorded={onRecorded} onDiscard={() => undefined} notifyError={notifyError} />
        )}
      </section>
    );
  }
  return (
    <section className="surface ve-stage-card">
      <div className="ve-panel__head">
        <span className="media-muted ve-file">{source.fileName}</span>
        <Popconfirm
          title={t('source.replaceConfirm')}
          okText={t('source.replaceYes')}
          cancelText={t('source.replaceNo')}
          onConfirm={() => onReplace(null)}
          disabled={saving}
        >
          <Button size="small" icon={<SwapOutlined />} disabled={saving}>
            {t('source.replace')}
          </Button>
        </Popconfirm>
      </div>
      <PreviewPanel src={source.url} duration={duration} onDuration={onDuration} trim={trim} onTrim={onTrim} videoRef={videoRef} onTime={onTime} stageOverlay={overlay} />
    </section>
  );
}
