import { notification } from 'antd';
import type { ReactNode } from 'react';

/** Default toast duration (spec section 9: 5000 ms); antd counts seconds. */
export const TOAST_DURATION_SECONDS = 5;

/**
 * Toasts of the web app: antd's notifications in one holder of their own (configured in
 * app/antd-providers.tsx: one at a time, spec section 9, in the app's theme), so that a toast
 * outlives the part of the page that raised it (e.g. 'Erfolgreich angemeldet' raised by the
 * landing page's login dialog, which is replaced by the application at that moment).
 * 'error' is the destructive variant.
 */
export function useToast() {
  return {
    success: (title: ReactNode, description?: ReactNode) =>
      notification.success({ title, description, duration: TOAST_DURATION_SECONDS }),
    error: (title: ReactNode, description?: ReactNode, durationSeconds = TOAST_DURATION_SECONDS) =>
      notification.error({ title, description, duration: durationSeconds }),
    info: (title: ReactNode, description?: ReactNode) =>
      notification.info({ title, description, duration: TOAST_DURATION_SECONDS }),
  };
}
