import { useEffect, useRef } from 'react';
import { TELEPROMPTER } from '../lib/video';
import '../media.css';

/**
 * Teleprompter overlay over the camera image: white text on rgba(0,0,0,0.7), scrolling upwards at
 * `speed` px/s while `running`; it starts from the top again whenever `resetKey` changes.
 */
export function Teleprompter({ text, fontSize, speed, running, resetKey }: { text: string; fontSize: number; speed: number; running: boolean; resetKey: number }) {
  const innerRef = useRef<HTMLDivElement>(null);
  const offsetRef = useRef(0);

  useEffect(() => {
    offsetRef.current = 0;
    if (innerRef.current) innerRef.current.style.transform = 'translateY(0px)';
  }, [resetKey, text]);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const dt = (now - last) / 1000;
      last = now;
      const el = innerRef.current;
      if (el) {
        const max = Math.max(0, el.scrollHeight);
        offsetRef.current = Math.min(max, offsetRef.current + speed * dt);
        el.style.transform = `translateY(${-offsetRef.current}px)`;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running, speed]);

  return (
    <div className="media-teleprompter" style={{ background: TELEPROMPTER.background, color: TELEPROMPTER.color }} aria-live="off">
      <div ref={innerRef} className="media-teleprompter__text" style={{ fontSize }}>
        {text}
      </div>
    </div>
  );
}
