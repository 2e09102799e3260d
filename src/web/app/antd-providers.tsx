/**
 * Ant Design's theme, locale and App context (toasts, modal hooks). Loaded as a chunk of its own
 * (see with-antd.tsx): the landing page paints without antd and only the parts that use it (the
 * sign-in dialogs, the contact form, the signed-in application, the public antd pages) wait for it.
 */
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, notification } from 'antd';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_SECONDS } from '../lib/use-toast';
import { theme } from './theme';

function useAntdLocale() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? enUS : deDE;
}

/** The toasts' own holder (lib/use-toast.ts) in the app's theme and language. */
function ToastHolder({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={useAntdLocale()} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
notification.config({ maxCount: 1, duration: TOAST_DURATION_SECONDS, placement: 'topRight' });
ConfigProvider.config({ holderRender: (children) => <ToastHolder>{children}</ToastHolder> });

export function AntdProviders({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntApp
        notification={{ maxCount: 1, duration: TOAST_DURATION_SECONDS, placement: 'topRight' }}
        message={{ maxCount: 1, duration: TOAST_DURATION_SECONDS }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
