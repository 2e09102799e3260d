import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n';
import type { Language } from '../../lib/storage';

export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t, i18n } = useTranslation();
  const value: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <Segmented<Language>
      block={block}
      size="small"
      value={value}
      onChange={(language) => void changeLanguage(language)}
      aria-label={t('userMenu.language')}
      options={[
        { label: t('languages.de'), value: 'de' },
        { label: t('languages.en'), value: 'en' },
      ]}
    />
  );
}
