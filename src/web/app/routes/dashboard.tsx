import { Suspense, lazy } from 'react';
import { Button } from 'antd';
import { BookOutlined, ReadOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useDashboardT } from '../../features/dashboard/i18n';
import { useCurrentUser } from '../../lib/auth';
import { isPlatformOperator } from '../../../shared/policy';
import { can } from '../../lib/authorization';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

// The infolog list is below the fold: its code (filters, search, list) loads after the first paint.
const DashboardChangelog = lazy(() => import('../../features/infolog/components/dashboard-changelog').then((m) => ({ default: m.DashboardChangelog })));

// Shown only to a role without the dashboard.
const AccessDenied = lazy(() => import('../../components/access-denied').then((m) => ({ default: m.AccessDenied })));

export default function DashboardRoute() {
  const { t } = useDashboardT();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  // The platform operator has no company dashboard; it lands on the master backoffice.
  if (isPlatformOperator(user.role)) return <Navigate to="/master" replace />;
  if (!can(user, 'dashboard')) {
    return (
      <Suspense fallback={null}>
        <AccessDenied />
      </Suspense>
    );
  }

  const actions = (
    <>
      {can(user, 'library') && (
        <Button type="primary" icon={<BookOutlined />} onClick={() => void navigate({ to: '/trainings' })}>
          {t('hero.actions.library')}
        </Button>
      )}
      {can(user, 'myLearning') && (
        <Button icon={<ReadOutlined />} onClick={() => void navigate({ to: '/my-trainings' })}>
          {t('hero.actions.myLearning')}
        </Button>
      )}
    </>
  );
  // The infolog list (with ?highlight={id}) comes from the infolog feature.
  return <DashboardPage user={user} actions={actions} changelog={<DashboardChangelog />} />;
}
