import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { Button } from 'antd';
import SignaturePad from 'signature_pad';
import './signature-field.css';

/** What a form reads from the field: the drawn signature as a PNG data URL (null: nothing drawn), and a way to start over. */
export interface SignatureFieldHandle {
  toPng(): string | null;
  clear(): void;
}

export interface SignatureFieldProps {
  /** Names the drawing area for screen readers ("Unterschrift von Anna Schmidt"). */
  label: string;
  /** The clear button's text ("Löschen"). */
  clearText: string;
  /** Called when the field goes from empty to drawn or back. */
  onInkChange?: (hasInk: boolean) => void;
  /** CSS height of the drawing area (px); the width follows the container. */
  height?: number;
  testId?: string;
}

/**
 * A finger- or pen-drawn signature (signature_pad): the canvas follows its container's width at the
 * device's pixel ratio, so strokes stay sharp on a tablet, and a resize (rotating the tablet) keeps
 * what was drawn. White background: the PNG reads like ink on paper in the attendance list.
 */
export const SignatureField = forwardRef<SignatureFieldHandle, SignatureFieldProps>(function SignatureField(
  { label, clearText, onInkChange, height = 220, testId },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const inkChange = useRef(onInkChange);
  inkChange.current = onInkChange;

  useEffect(() => {
    const el = canvas.current;
    if (!el) return undefined;
    const p = new SignaturePad(el, { backgroundColor: '#ffffff', penColor: '#111827', minWidth: 0.8, maxWidth: 2.6 });
    pad.current = p;
    const ended = () => inkChange.current?.(!p.isEmpty());
    p.addEventListener('endStroke', ended);
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = el.offsetWidth;
      if (width === 0 || el.width === Math.round(width * ratio)) return;
      const strokes = p.toData();
      el.width = Math.round(width * ratio);
      el.height = Math.round(height * ratio);
      el.getContext('2d')?.scale(ratio, ratio);
      // resizing empties the canvas: draw the strokes again (clear() paints the background)
      p.clear();
      if (strokes.length > 0) p.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      p.removeEventListener('endStroke', ended);
      p.off();
      pad.current = null;
    };
  }, [height]);

  const clear = () => {
    pad.current?.clear();
    inkChange.current?.(false);
  };
  useImperativeHandle(ref, () => ({ toPng: () => (pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null), clear }), []);

  return (
    <div className="signature-field" data-testid={testId}>
      <div className="signature-field__area">
        <canvas ref={canvas} className="signature-field__canvas" style={{ height }} role="img" aria-label={label} />
        <div className="signature-field__line" aria-hidden="true" />
      </div>
      <Button className="signature-field__clear" onClick={clear}>
        {clearText}
      </Button>
    </div>
  );
});
