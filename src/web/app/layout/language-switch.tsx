import { useAppT } from '../i18n';
import { changeLanguage } from '../../i18n';
import { api } from '../../lib/api';
import { useCurrentUser, useSetCurrentUser, type User } from '../../lib/auth';
import type { UiLanguage } from '../../lib/storage';
import { UiLanguageSelect } from '../../components/ui-language-select';

/**
 * The language switch of the user menu (spec section 2; eight languages, issue 34 item 5: the
 * administration stays German and English). Signed in, the choice is also stored with the person
 * (PATCH /api/user/profile { language }): their mails follow it (issue 13, item 7).
 */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t, uiLanguage } = useAppT();
  const { data: me } = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const choose = (language: UiLanguage) => {
    void changeLanguage(language);
    if (!me || me.language === language) return;
    api
      .patch<User>('/api/user/profile', { language })
      .then((user) => setCurrentUser(user))
      .catch(() => undefined); // the page is switched either way; the stored choice follows on the next switch
  };
  return <UiLanguageSelect value={uiLanguage} onChange={choose} label={t('userMenu.language')} className={block ? 'language-switch language-switch--block' : 'language-switch'} testId="language-switch" />;
}
