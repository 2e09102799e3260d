/**
 * Ant Design's theme, locale and App context (toasts, modal hooks). Loaded as a chunk of its own
 * (see with-antd.tsx): the landing page paints without antd and only the parts that use it (the
 * sign-in dialogs, the contact form, the signed-in application, the public antd pages) wait for it.
 */
import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import plPL from 'antd/locale/pl_PL';
import roRO from 'antd/locale/ro_RO';
import ruRU from 'antd/locale/ru_RU';
import trTR from 'antd/locale/tr_TR';
import ukUA from 'antd/locale/uk_UA';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_SECONDS, ToastHolder } from '../lib/use-toast';
import { theme } from './theme';
import { isRightToLeft, isUiLanguage, type UiLanguage } from '../../shared/languages';

const LOCALES: Readonly<Record<UiLanguage, Locale>> = { de: deDE, en: enUS, tr: trTR, pl: plPL, ro: roRO, uk: ukUA, ru: ruRU, ar: arEG };

// Production builds carry antd's component styles as static stylesheets (build/antd-static-styles.ts):
// antd generates no CSS at run time then, only the CSS variables of our theme's tokens, which those
// rules read. In `vite` dev antd generates its styles at run time as before. Either way antd's
// rules sit in the cascade layer `antd` (StyleProvider layer for what antd still writes at run time,
// e.g. the icons' base rule), so that our stylesheets win over them whatever their order.
const appTheme = { ...theme, hashed: false, zeroRuntime: import.meta.env.PROD };

export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  return (
    <StyleProvider layer>
      <ConfigProvider locale={LOCALES[language]} direction={isRightToLeft(language) ? 'rtl' : 'ltr'} theme={appTheme}>
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
