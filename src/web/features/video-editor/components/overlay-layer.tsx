import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { REFERENCE_FRAME_WIDTH, clamp, isActiveAt, round1, type TextOverlay } from '../lib/project';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a frame of the given aspect ratio sits inside the stage (object-fit: contain). */
function frameBox(stageWidth: number, stageHeight: number, aspect: number | null): Box {
  if (!aspect || stageWidth <= 0 || stageHeight <= 0) return { left: 0, top: 0, width: stageWidth, height: stageHeight };
  if (stageWidth / stageHeight > aspect) {
    const width = stageHeight * aspect;
    return { left: (stageWidth - width) / 2, top: 0, width, height: stageHeight };
  }
  const height = stageWidth / aspect;
  return { left: 0, top: (stageHeight - height) / 2, width: stageWidth, height };
}

/**
 * The text overlays over the preview (spec section 2): each shows within its time window, at its
 * position in the video frame; the selected one is outlined, and any of them can be dragged to a new
 * position. Only the texts take pointer input, so the player's own controls stay usable.
 */
export function OverlayLayer({
  overlays,
  time,
  aspect,
  selectedId,
  onSelect,
  onMove,
}: {
  overlays: readonly TextOverlay[];
  time: number;
  /** Width / height of the video frame, null while unknown. */
  aspect: number | null;
  selectedId: string | null;
  onSelect(id: string): void;
  onMove(id: string, x: number, y: number): void;
}) {
  const layerRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const dragRef = useRef<{ id: string; pointerId: number } | null>(null);

  useEffect(() => {
    const el = layerRef.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const box = frameBox(size.width, size.height, aspect);
  const scale = box.width > 0 ? box.width / REFERENCE_FRAME_WIDTH : 1;

  const positionOf = (e: ReactPointerEvent) => {
    const rect = layerRef.current!.getBoundingClientRect();
    const x = ((e.clientX - rect.left - box.left) / box.width) * 100;
    const y = ((e.clientY - rect.top - box.top) / box.height) * 100;
    return { x: round1(clamp(x, 0, 100)), y: round1(clamp(y, 0, 100)) };
  };

  return (
    <div ref={layerRef} className="ve-overlay-layer" data-testid="overlay-layer">
      <div className="ve-overlay-layer__frame" style={{ left: box.left, top: box.top, width: box.width, height: box.height }}>
        {overlays
          .filter((o) => isActiveAt(o, time))
          .map((o) => (
            <div
              key={o.id}
              className={`ve-overlay${o.id === selectedId ? ' ve-overlay--selected' : ''}`}
              data-testid="overlay-text"
              data-font-size={o.fontSize}
              style={{ left: `${o.x}%`, top: `${o.y}%`, fontSize: o.fontSize * scale, color: o.color }}
              onPointerDown={(e) => {
                if (e.button !== 0) return;
                e.preventDefault();
                e.stopPropagation();
                onSelect(o.id);
                dragRef.current = { id: o.id, pointerId: e.pointerId };
                e.currentTarget.setPointerCapture(e.pointerId);
              }}
              onPointerMove={(e) => {
                const drag = dragRef.current;
                if (!drag || drag.pointerId !== e.pointerId || box.width <= 0) return;
                const { x, y } = positionOf(e);
                onMove(drag.id, x, y);
              }}
              onPointerUp={(e) => {
                if (dragRef.current?.pointerId === e.pointerId) dragRef.current = null;
              }}
              onPointerCancel={() => {
                dragRef.current = null;
              }}
            >
              {o.text}
            </div>
          ))}
      </div>
    </div>
  );
}
