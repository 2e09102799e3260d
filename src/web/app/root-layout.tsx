import { useEffect, useRef } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { consumeLoggedOutFlag } from '../lib/auth';
import { useToast } from '../lib/use-toast';

export function RootLayout() {
  const { t } = useTranslation();
  const toast = useToast();
  const checkedLogout = useRef(false);

  useEffect(() => {
    // Logout reloads the page; its confirmation toast is shown once by the reloaded page.
    if (checkedLogout.current) return;
    checkedLogout.current = true;
    if (consumeLoggedOutFlag()) toast.success(t('auth.logout.title'), t('auth.logout.description'));
  }, [toast, t]);

  useEffect(() => {
    document.title = t('common.appName');
  }, [t]);

  return <Outlet />;
}
