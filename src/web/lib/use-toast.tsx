import { App } from 'antd';
import { isProcessingMessage } from './api';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

/** Default toast duration (spec section 9: 5000 ms); antd counts seconds. */
export const TOAST_DURATION_SECONDS = 5;

type Kind = 'success' | 'error' | 'info';
interface Shown {
  readonly kind: Kind;
  readonly title: ReactNode;
  readonly description: ReactNode;
  /** When it would have closed (ms since the epoch). */
  readonly until: number;
  readonly holder: symbol;
}

/**
 * Public pages and the signed-in application each render antd's providers of their own
 * (with-antd.tsx), so a toast shown just before a page moves into the other tree (the password
 * set on the invitation page, then the dashboard) would vanish with its holder. The last toast is
 * remembered: when its holder unmounts while it is still open, the next holder shows it again
 * for the time it had left.
 */
let last: Shown | undefined;
let orphaned: Shown | undefined;
const HolderContext = createContext<symbol | undefined>(undefined);

/** Inside antd's App provider: the holder of the toasts of one tree (see above). */
export function ToastHolder({ children }: { children: ReactNode }) {
  const id = useMemo(() => Symbol('toast holder'), []);
  const { notification } = App.useApp();
  const api = useRef(notification);
  // once per holder: on mount it takes over an orphaned toast, on unmount it leaves its open one behind
  useEffect(() => {
    const again = orphaned;
    orphaned = undefined;
    const left = again ? again.until - Date.now() : 0;
    if (again && left > 500) {
      api.current[again.kind]({ title: again.title, description: again.description, duration: left / 1000 });
      last = { ...again, holder: id };
    }
    return () => {
      if (last?.holder === id && last.until > Date.now()) orphaned = last;
    };
  }, [id]);
  return <HolderContext.Provider value={id}>{children}</HolderContext.Provider>;
}

/**
 * Toasts of the web app. The App provider limits them to one at a time (spec section 9);
 * 'error' is the destructive variant.
 */
export function useToast() {
  const { notification } = App.useApp();
  const holder = useContext(HolderContext);
  const show = (kind: Kind, title: ReactNode, description: ReactNode, durationSeconds: number) => {
    notification[kind]({ title, description, duration: durationSeconds });
    if (holder) last = { kind, title, description, until: Date.now() + durationSeconds * 1000, holder };
  };
  return {
    success: (title: ReactNode, description?: ReactNode) => show('success', title, description, TOAST_DURATION_SECONDS),
    // a change the server saved and still processes (202) is no failure: its message shows as information
    error: (title: ReactNode, description?: ReactNode, durationSeconds = TOAST_DURATION_SECONDS) =>
      isProcessingMessage(description) ? show('info', description, undefined, durationSeconds) : show('error', title, description, durationSeconds),
    info: (title: ReactNode, description?: ReactNode) => show('info', title, description, TOAST_DURATION_SECONDS),
  };
}
