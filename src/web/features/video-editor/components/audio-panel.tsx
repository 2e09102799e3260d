import { Button, Empty, Progress } from 'antd';
import { AudioOutlined, DeleteOutlined } from '@ant-design/icons';
import { formatSeconds } from '../../media';
import { useVideoEditorT } from '../i18n';
import type { AudioRecording } from '../lib/project';

/** Microphone clips (spec section 2): record one at the playhead, listen to it, delete it. */
export function AudioPanel({
  clips,
  selectedId,
  disabled,
  recording,
  elapsed,
  maxSeconds,
  onRecord,
  onStop,
  onSelect,
  onDelete,
}: {
  clips: readonly AudioRecording[];
  selectedId: string | null;
  disabled: boolean;
  recording: boolean;
  elapsed: number;
  maxSeconds: number;
  onRecord(): void;
  onStop(): void;
  onSelect(id: string): void;
  onDelete(id: string): void;
}) {
  const { t } = useVideoEditorT();
  return (
    <section className="surface ve-panel" data-testid="audio-panel">
      <div className="ve-panel__head">
        <h2 className="ve-section-title">{t('audio.title')}</h2>
        {recording ? (
          <Button danger type="primary" size="small" onClick={onStop} icon={<span className="media-stop-icon" />}>
            {t('audio.stop')}
          </Button>
        ) : (
          <Button size="small" icon={<AudioOutlined />} onClick={onRecord} disabled={disabled}>
            {t('audio.record')}
          </Button>
        )}
      </div>
      {recording ? (
        <div className="ve-recording" role="status">
          <span>{t('audio.recording', { elapsed: formatSeconds(elapsed), max: formatSeconds(maxSeconds) })}</span>
          <Progress percent={Math.round((elapsed / maxSeconds) * 100)} showInfo={false} status="active" strokeColor="#dc2626" size="small" />
        </div>
      ) : (
        <p className="media-muted ve-hint">{t('audio.hint', { seconds: maxSeconds })}</p>
      )}
      {clips.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audio.empty')} />
      ) : (
        <ul className="ve-list">
          {clips.map((c) => (
            <li key={c.id} className={`ve-clip${c.id === selectedId ? ' ve-clip--selected' : ''}`}>
              <button type="button" className="ve-list__item" onClick={() => onSelect(c.id)}>
                <AudioOutlined />
                <span className="ve-list__text">{t('audio.item', { start: formatSeconds(c.startTime), length: formatSeconds(c.duration) })}</span>
              </button>
              <audio className="ve-clip__audio" controls preload="none" src={c.url} aria-label={t('audio.play')} />
              <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('audio.delete')} title={t('audio.delete')} onClick={() => onDelete(c.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
