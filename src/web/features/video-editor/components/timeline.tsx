import { useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { AudioOutlined, FontSizeOutlined } from '@ant-design/icons';
import { formatSeconds } from '../../media';
import { useVideoEditorT } from '../i18n';
import { clamp, movedStart, round1, type AudioRecording, type TextOverlay, type TimedItem } from '../lib/project';

/** A tick every 1, 2, 5, 10, 15, 30 or 60 s: at most about a dozen labels. */
function tickStep(duration: number): number {
  return [1, 2, 5, 10, 15, 30, 60, 120].find((s) => duration / s <= 12) ?? 300;
}

const pct = (seconds: number, duration: number) => `${clamp((seconds / duration) * 100, 0, 100)}%`;

/**
 * The timeline (spec section 2): the video's length with a ruler, the playhead, the trimmed-away
 * parts shaded, and one row each for the text overlays and the audio clips as bars. A click on a
 * row seeks; a bar is selected by a click and moved by dragging.
 */
export function Timeline({
  duration,
  time,
  trim,
  overlays,
  clips,
  selectedId,
  onSeek,
  onSelect,
  onMoveOverlay,
  onMoveClip,
}: {
  duration: number;
  time: number;
  trim: readonly [number, number] | null;
  overlays: readonly TextOverlay[];
  clips: readonly AudioRecording[];
  selectedId: string | null;
  onSeek(seconds: number): void;
  onSelect(id: string): void;
  onMoveOverlay(id: string, startTime: number): void;
  onMoveClip(id: string, startTime: number): void;
}) {
  const { t } = useVideoEditorT();
  const tracksRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<{ id: string; pointerId: number; x0: number; item: TimedItem; width: number; moved: boolean; onMove(id: string, start: number): void } | null>(null);

  const step = tickStep(duration);
  const ticks: number[] = [];
  for (let s = 0; s <= duration + 1e-6; s += step) ticks.push(s);

  const seekFrom = (e: ReactPointerEvent) => {
    const rect = tracksRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return;
    onSeek(round1(clamp(((e.clientX - rect.left) / rect.width) * duration, 0, duration)));
  };

  const bar = (item: TimedItem & { id: string }, kind: 'text' | 'audio', label: ReactNode, onMove: (id: string, start: number) => void) => (
    <div
      key={item.id}
      role="button"
      tabIndex={0}
      className={`ve-timeline__bar ve-timeline__bar--${kind}${item.id === selectedId ? ' ve-timeline__bar--selected' : ''}`}
      data-testid={`timeline-${kind}`}
      style={{ left: pct(item.startTime, duration), width: `calc(${pct(Math.min(item.duration, duration - item.startTime), duration)} - 2px)` }}
      title={`${formatSeconds(item.startTime)} – ${formatSeconds(item.startTime + item.duration)}`}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.stopPropagation();
        const width = tracksRef.current?.getBoundingClientRect().width ?? 0;
        dragRef.current = { id: item.id, pointerId: e.pointerId, x0: e.clientX, item, width, moved: false, onMove };
        e.currentTarget.setPointerCapture(e.pointerId);
        onSelect(item.id);
      }}
      onPointerMove={(e) => {
        const drag = dragRef.current;
        if (!drag || drag.pointerId !== e.pointerId || drag.width <= 0) return;
        const dx = e.clientX - drag.x0;
        if (!drag.moved && Math.abs(dx) < 3) return;
        drag.moved = true;
        drag.onMove(drag.id, movedStart(drag.item, (dx / drag.width) * duration, duration));
      }}
      onPointerUp={(e) => {
        if (dragRef.current?.pointerId === e.pointerId) dragRef.current = null;
      }}
      onPointerCancel={() => {
        dragRef.current = null;
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          onMove(item.id, movedStart(item, e.key === 'ArrowLeft' ? -0.1 : 0.1, duration));
        }
      }}
    >
      <span className="ve-timeline__bar-label">{label}</span>
    </div>
  );

  return (
    <section className="surface ve-timeline" aria-label={t('timeline.label')} data-testid="timeline">
      <div className="ve-timeline__head">
        <h2 className="ve-section-title">{t('timeline.title')}</h2>
        <span className="media-muted">
          {formatSeconds(time)} / {formatSeconds(duration)}
        </span>
      </div>
      <div className="ve-timeline__grid">
        <div className="ve-timeline__labels" aria-hidden="true">
          <span className="ve-timeline__ruler-spacer" />
          <span className="ve-timeline__label">
            <FontSizeOutlined /> {t('timeline.texts')}
          </span>
          <span className="ve-timeline__label">
            <AudioOutlined /> {t('timeline.audio')}
          </span>
        </div>
        <div ref={tracksRef} className="ve-timeline__tracks" onPointerDown={seekFrom}>
          <div className="ve-timeline__ruler">
            {ticks.map((s) => (
              <span key={s} className="ve-timeline__tick" style={{ left: pct(s, duration) }}>
                {formatSeconds(s).replace(/\.0$/, '')}
              </span>
            ))}
          </div>
          <div className="ve-timeline__row">{overlays.map((o) => bar(o, 'text', o.text, onMoveOverlay))}</div>
          <div className="ve-timeline__row">{clips.map((c) => bar(c, 'audio', formatSeconds(c.duration), onMoveClip))}</div>
          {trim && trim[0] > 0 && <div className="ve-timeline__cut" title={t('timeline.trimmed')} style={{ left: 0, width: pct(trim[0], duration) }} />}
          {trim && trim[1] < duration && <div className="ve-timeline__cut" title={t('timeline.trimmed')} style={{ left: pct(trim[1], duration), right: 0 }} />}
          <div className="ve-timeline__playhead" style={{ left: pct(time, duration) }} />
        </div>
      </div>
    </section>
  );
}
