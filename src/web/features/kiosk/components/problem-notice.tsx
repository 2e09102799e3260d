import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import type { Problem } from '../lib/problems';
import { useKioskT } from '../i18n';

/** 'Bitte warten Sie noch N Sekunden', counted down; `onDone` once the wait is over. Keyed by the attempt. */
function WaitNotice({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const { t } = useKioskT();
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const until = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const rest = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return <Alert type="warning" showIcon role="alert" className="kiosk-problem" title={t('signIn.wait', { count: left })} data-testid="kiosk-wait" />;
}

/** The problem of the last attempt under the form (a wait counts down and then goes). */
export function ProblemNotice({ problem, onWaitOver }: { problem: (Problem & { readonly attempt: number }) | null; onWaitOver: () => void }) {
  if (!problem || problem.kind === 'unpaired') return null;
  if (problem.kind === 'wait') return <WaitNotice key={problem.attempt} seconds={problem.seconds} onDone={onWaitOver} />;
  return <Alert type="error" showIcon role="alert" className="kiosk-problem" title={problem.text} data-testid="kiosk-problem" />;
}
