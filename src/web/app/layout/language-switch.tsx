import { Segmented } from 'antd';
import { useAppT } from '../i18n';
import { changeLanguage } from '../../i18n';
import type { Language } from '../../lib/storage';

export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t, language: value } = useAppT();
  return (
    <Segmented<Language>
      block={block}
      size="small"
      value={value}
      onChange={(language) => void changeLanguage(language)}
      aria-label={t('userMenu.language')}
      options={[
        { label: t('common.languages.de'), value: 'de' },
        { label: t('common.languages.en'), value: 'en' },
      ]}
    />
  );
}
