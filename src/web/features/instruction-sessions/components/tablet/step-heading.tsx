import { useEffect, useRef } from 'react';

/** A step's heading; it takes the focus when the step appears, so that a screen reader announces the new step. */
export function StepHeading({ title, intro }: { title: string; intro?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <div className="is-tablet__heading">
      <h2 ref={ref} tabIndex={-1}>
        {title}
      </h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}
