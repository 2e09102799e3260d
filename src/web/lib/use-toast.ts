import { App } from 'antd';
import type { ReactNode } from 'react';

/** Default toast duration (spec section 9: 5000 ms); antd counts seconds. */
export const TOAST_DURATION_SECONDS = 5;

/**
 * Toasts of the web app. The App provider limits them to one at a time (spec section 9);
 * 'error' is the destructive variant.
 */
export function useToast() {
  const { notification } = App.useApp();
  return {
    success: (title: ReactNode, description?: ReactNode) =>
      notification.success({ title, description, duration: TOAST_DURATION_SECONDS }),
    error: (title: ReactNode, description?: ReactNode, durationSeconds = TOAST_DURATION_SECONDS) =>
      notification.error({ title, description, duration: durationSeconds }),
    info: (title: ReactNode, description?: ReactNode) =>
      notification.info({ title, description, duration: TOAST_DURATION_SECONDS }),
  };
}
