/**
 * Ant Design's theme, locale and App context (toasts, modal hooks). Loaded as a chunk of its own
 * (see with-antd.tsx): the landing page paints without antd and only the parts that use it (the
 * sign-in dialogs, the contact form, the signed-in application, the public antd pages) wait for it.
 */
import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_SECONDS, ToastHolder } from '../lib/use-toast';
import { theme } from './theme';

// Production builds carry antd's component styles as static stylesheets (build/antd-static-styles.ts):
// antd generates no CSS at run time then, only the CSS variables of our theme's tokens, which those
// rules read. In `vite` dev antd generates its styles at run time as before. Either way antd's
// rules sit in the cascade layer `antd` (StyleProvider layer for what antd still writes at run time,
// e.g. the icons' base rule), so that our stylesheets win over them whatever their order.
const appTheme = { ...theme, hashed: false, zeroRuntime: import.meta.env.PROD };

export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? enUS : deDE;
  return (
    <StyleProvider layer>
      <ConfigProvider locale={locale} theme={appTheme}>
        <AntApp
          notification={{ maxCount: 1, duration: TOAST_DURATION_SECONDS, placement: 'topRight' }}
          message={{ maxCount: 1, duration: TOAST_DURATION_SECONDS }}
        >
          <ToastHolder>{children}</ToastHolder>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
