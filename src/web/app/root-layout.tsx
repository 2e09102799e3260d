import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useCommonT } from '../lib/feature-texts';

export function RootLayout() {
  const { t } = useCommonT();

  useEffect(() => {
    document.title = t('common.appName');
  }, [t]);

  return <Outlet />;
}
