import { useEffect, useRef, useState } from 'react';

/** A kiosk session ends after this long without input (pointer, key, touch). */
export const KIOSK_IDLE_MS = 90_000;
/** The last seconds before that show a countdown warning. */
export const KIOSK_IDLE_WARNING_MS = 10_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;

/** A training video that plays counts as presence: nobody touches the screen while watching. */
function videoPlaying(): boolean {
  return Array.from(document.querySelectorAll('video')).some((video) => !video.paused && !video.ended && video.readyState > 2);
}

/**
 * Watches for input while `active`: `onIdle` runs after every `timeoutMs` without any; the answer is
 * the seconds left while the last `warningMs` run (null before, and whenever not active). Any input
 * starts the time again. Dates and timers only, so tests can drive it with a fake clock.
 */
export function useIdle({
  active,
  onIdle,
  timeoutMs = KIOSK_IDLE_MS,
  warningMs = KIOSK_IDLE_WARNING_MS,
}: {
  active: boolean;
  onIdle: () => void;
  timeoutMs?: number;
  warningMs?: number;
}): number | null {
  const [remaining, setRemaining] = useState<number | null>(null);
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!active) return undefined;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
      setRemaining(null);
    };
    const tick = () => {
      if (videoPlaying()) last = Date.now();
      const left = timeoutMs - (Date.now() - last);
      if (left <= 0) {
        // the time starts again for whatever screen follows
        last = Date.now();
        setRemaining(null);
        onIdleRef.current();
        return;
      }
      setRemaining(left <= warningMs ? Math.ceil(left / 1000) : null);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { capture: true, passive: true });
    const timer = window.setInterval(tick, 1000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
      window.clearInterval(timer);
      setRemaining(null);
    };
  }, [active, timeoutMs, warningMs]);

  return active ? remaining : null;
}
