import { Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { BrandLogo } from '../../../components/brand-logo';
import type { UiLanguage } from '../../../lib/storage';
import { UiLanguageSelect } from '../../../components/ui-language-select';
import type { KioskInfo } from '../api/kiosk';
import { useKioskT } from '../i18n';

/** The kiosk's own language switch, eight languages by their own names (issue 34 item 5): only the screen, nothing stored with a person. */
export function KioskLanguage({ onChoose }: { onChoose: (language: UiLanguage) => void }) {
  const { t, uiLanguage } = useKioskT();
  return <UiLanguageSelect value={uiLanguage} onChange={onChoose} label={t('language')} size="large" className="kiosk-language" testId="kiosk-language" />;
}

/**
 * The top of every kiosk screen: the device's name and company (small), the language, and while
 * somebody is signed in the big 'Abmelden' button, always in view.
 */
export function KioskBar({ kiosk, onLanguage, onSignOut }: { kiosk: KioskInfo | null; onLanguage: (language: UiLanguage) => void; onSignOut?: () => void }) {
  const { t } = useKioskT();
  return (
    <header className="kiosk-bar">
      <div className="kiosk-bar__device">
        <BrandLogo compact />
        {kiosk ? (
          <p className="kiosk-bar__names" data-testid="kiosk-device">
            <span className="kiosk-bar__name">{kiosk.name}</span>
            <span className="kiosk-bar__company">{kiosk.companyName}</span>
          </p>
        ) : (
          <p className="kiosk-bar__names">
            <span className="kiosk-bar__name">{t('common.appName')}</span>
            <span className="kiosk-bar__company">{t('title')}</span>
          </p>
        )}
      </div>
      <div className="kiosk-bar__side">
        <KioskLanguage onChoose={onLanguage} />
        {onSignOut && (
          <Button type="primary" danger size="large" icon={<LogoutOutlined />} className="kiosk-signout" onClick={onSignOut} data-testid="kiosk-sign-out">
            {t('session.signOut')}
          </Button>
        )}
      </div>
    </header>
  );
}
