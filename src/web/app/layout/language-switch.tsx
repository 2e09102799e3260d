import { Segmented } from 'antd';
import { useAppT } from '../i18n';
import { changeLanguage } from '../../i18n';
import { api } from '../../lib/api';
import { useCurrentUser, useSetCurrentUser, type User } from '../../lib/auth';
import type { Language } from '../../lib/storage';

/**
 * The language switch of the user menu (spec section 2). Signed in, the choice is also stored with
 * the person (PATCH /api/user/profile { language }): their mails follow it (issue 13, item 7).
 */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t, language: value } = useAppT();
  const { data: me } = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const choose = (language: Language) => {
    void changeLanguage(language);
    if (!me || me.language === language) return;
    api
      .patch<User>('/api/user/profile', { language })
      .then((user) => setCurrentUser(user))
      .catch(() => undefined); // the page is switched either way; the stored choice follows on the next switch
  };
  return (
    <Segmented<Language>
      block={block}
      size="small"
      value={value}
      onChange={choose}
      aria-label={t('userMenu.language')}
      options={[
        { label: t('common.languages.de'), value: 'de' },
        { label: t('common.languages.en'), value: 'en' },
      ]}
    />
  );
}
