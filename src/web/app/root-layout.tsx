import { useEffect, useRef } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useAuthT } from '../features/auth/i18n';
import { consumeLoggedOutFlag } from '../lib/auth';
import { useToast } from '../lib/use-toast';

export function RootLayout() {
  const { t } = useAuthT();
  const toast = useToast();
  const checkedLogout = useRef(false);

  useEffect(() => {
    // Logout reloads the page; its confirmation toast is shown once by the reloaded page.
    if (checkedLogout.current) return;
    checkedLogout.current = true;
    if (consumeLoggedOutFlag()) toast.success(t('logout.title'), t('logout.description'));
  }, [toast, t]);

  useEffect(() => {
    document.title = t('common.appName');
  }, [t]);

  return <Outlet />;
}
