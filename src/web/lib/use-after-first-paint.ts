import { startTransition, useEffect, useState } from 'react';

/**
 * False while a component renders for the first time, true once the browser has painted that
 * render. A page renders what is in view first and the parts further down (with their heavier code,
 * loaded then) right after, so the first paint does not wait for them. rAF runs just before the
 * paint and the timeout after it; the second timeout covers a tab where rAF is paused (hidden).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let afterFrame: number | undefined;
    // a transition: React renders the parts below in slices, so that they do not block input
    const done = () => startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => {
      afterFrame = window.setTimeout(done, 0);
    });
    const fallback = window.setTimeout(done, 250);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(afterFrame);
      window.clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
