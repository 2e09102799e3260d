import { Button, Segmented } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { BrandLogo } from '../../../components/brand-logo';
import type { Language } from '../../../lib/storage';
import type { KioskInfo } from '../api/kiosk';
import { useKioskT } from '../i18n';

/** 'Deutsch', on a phone 'DE' (the full name stays for screen readers). */
function LanguageLabel({ language, name }: { language: Language; name: string }) {
  return (
    <span lang={language}>
      <span className="kiosk-language__long">{name}</span>
      <span className="kiosk-language__short" aria-hidden="true">
        {language.toUpperCase()}
      </span>
    </span>
  );
}

/** The kiosk's own language switch: only the screen, nothing stored with a person. */
export function KioskLanguage({ onChoose }: { onChoose: (language: Language) => void }) {
  const { t, language } = useKioskT();
  return (
    <Segmented<Language>
      className="kiosk-language"
      value={language}
      onChange={onChoose}
      aria-label={t('language')}
      options={[
        { label: <LanguageLabel language="de" name={t('common.languages.de')} />, value: 'de' },
        { label: <LanguageLabel language="en" name={t('common.languages.en')} />, value: 'en' },
      ]}
      data-testid="kiosk-language"
    />
  );
}

/**
 * The top of every kiosk screen: the device's name and company (small), the language, and while
 * somebody is signed in the big 'Abmelden' button, always in view.
 */
export function KioskBar({ kiosk, onLanguage, onSignOut }: { kiosk: KioskInfo | null; onLanguage: (language: Language) => void; onSignOut?: () => void }) {
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
