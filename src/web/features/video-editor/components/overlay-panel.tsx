import { Button, ColorPicker, Empty, Input, InputNumber, Slider } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatSeconds } from '../../media';
import { useVideoEditorT } from '../i18n';
import { FONT_SIZE, clampFontSize, round1, type TextOverlay } from '../lib/project';

const COLOR_PRESETS = ['#ffffff', '#000000', '#facc15', '#ef4444', '#22c55e', '#3b82f6'];

/**
 * Text overlays (spec sections 2 and 5): add one at the playhead with the default text, pick one,
 * edit its text, font size (12-72), colour, start and duration, or delete it.
 */
export function OverlayPanel({
  overlays,
  selectedId,
  disabled,
  videoDuration,
  onAdd,
  onSelect,
  onChange,
  onDelete,
}: {
  overlays: readonly TextOverlay[];
  selectedId: string | null;
  disabled: boolean;
  videoDuration: number | null;
  onAdd(): void;
  onSelect(id: string): void;
  onChange(id: string, patch: Partial<TextOverlay>): void;
  onDelete(id: string): void;
}) {
  const { t } = useVideoEditorT();
  const selected = overlays.find((o) => o.id === selectedId) ?? null;
  const maxStart = videoDuration ? round1(Math.max(0, videoDuration - 0.1)) : undefined;

  return (
    <section className="surface ve-panel" data-testid="overlay-panel">
      <div className="ve-panel__head">
        <h2 className="ve-section-title">{t('overlays.title')}</h2>
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onAdd} disabled={disabled}>
          {t('overlays.add')}
        </Button>
      </div>
      {overlays.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overlays.empty')} />
      ) : (
        <ul className="ve-list">
          {overlays.map((o) => (
            <li key={o.id}>
              <button type="button" className={`ve-list__item${o.id === selectedId ? ' ve-list__item--selected' : ''}`} onClick={() => onSelect(o.id)}>
                <span className="ve-list__swatch" style={{ background: o.color }} />
                <span className="ve-list__text">{t('overlays.item', { text: o.text || '…', start: formatSeconds(o.startTime) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <div className="ve-inspector" data-testid="overlay-inspector">
          <label className="ve-field">
            <span>{t('overlays.text')}</span>
            <Input value={selected.text} maxLength={200} onChange={(e) => onChange(selected.id, { text: e.target.value })} aria-label={t('overlays.text')} />
          </label>
          <div className="ve-field">
            <span id="ve-font-size">{t('overlays.fontSize')}</span>
            <div className="ve-field__row">
              <Slider
                className="ve-field__grow"
                min={FONT_SIZE.min}
                max={FONT_SIZE.max}
                value={selected.fontSize}
                onChange={(v: number) => onChange(selected.id, { fontSize: clampFontSize(v) })}
                aria-labelledby="ve-font-size"
              />
              <InputNumber
                min={FONT_SIZE.min}
                max={FONT_SIZE.max}
                value={selected.fontSize}
                onChange={(v) => typeof v === 'number' && onChange(selected.id, { fontSize: clampFontSize(v) })}
                aria-label={t('overlays.fontSize')}
                suffix="px"
                style={{ width: 96 }}
              />
            </div>
          </div>
          <div className="ve-field">
            <span>{t('overlays.color')}</span>
            <ColorPicker
              value={selected.color}
              disabledAlpha
              showText
              presets={[{ label: t('overlays.color'), colors: COLOR_PRESETS }]}
              onChangeComplete={(c) => onChange(selected.id, { color: c.toHexString() })}
            />
          </div>
          <div className="ve-field__pair">
            <label className="ve-field">
              <span>{t('overlays.start')}</span>
              <InputNumber
                min={0}
                max={maxStart}
                step={0.1}
                precision={1}
                value={selected.startTime}
                onChange={(v) => typeof v === 'number' && onChange(selected.id, { startTime: round1(v) })}
                aria-label={t('overlays.start')}
              />
            </label>
            <label className="ve-field">
              <span>{t('overlays.duration')}</span>
              <InputNumber
                min={0.1}
                max={videoDuration ? round1(videoDuration) : undefined}
                step={0.1}
                precision={1}
                value={selected.duration}
                onChange={(v) => typeof v === 'number' && onChange(selected.id, { duration: Math.max(0.1, round1(v)) })}
                aria-label={t('overlays.duration')}
              />
            </label>
          </div>
          <p className="media-muted ve-hint">{t('overlays.dragHint')}</p>
          <Button danger size="small" icon={<DeleteOutlined />} onClick={() => onDelete(selected.id)}>
            {t('overlays.delete')}
          </Button>
        </div>
      )}
    </section>
  );
}
