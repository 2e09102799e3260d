import { Suspense, lazy, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { BankOutlined, CalendarOutlined, FileDoneOutlined, NotificationOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AchievementsRow, useLearningT } from '../../learning';
import { learnerPolicy, mayAccess } from '../../../../shared/policy';
import { fullName, type User } from '../../../lib/auth';
import { daysUntil, formatDate } from '../../../lib/format';
import { dashboardStatsQueryOptions } from '../../../lib/learning';
import { useDashboardT } from '../i18n';
import { DashboardCard } from './dashboard-card';
import { MyGroupsList } from './my-groups';
import { StatCards } from './stat-cards';
import { LoadError } from '../../../components/load-error';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import '../dashboard.css';

/** Which of the three variants of spec section 2 a role sees. */
export type DashboardVariant = 'company' | 'team' | 'employee';
export function dashboardVariant(role: User['role']): DashboardVariant {
  if (learnerPolicy.companyWideStatistics(role)) return 'company';
  return mayAccess(role, 'groups') ? 'team' : 'employee';
}

// Below the hero and the figures: loaded and rendered once the top of the page has been painted.
const CurrentTrainings = lazy(() => import('./current-trainings').then((m) => ({ default: m.CurrentTrainings })));
const RecentCompletions = lazy(() => import('./recent-completions').then((m) => ({ default: m.RecentCompletions })));

/** Stands in for a card's content until it has loaded. */
function CardBodyPlaceholder({ rows = 3 }: { rows?: number }) {
  return (
    <div className="dashboard-card__body" aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/** The current-trainings card (title, no table yet) until its code has loaded. */
function CurrentTrainingsPlaceholder() {
  const { t } = useDashboardT();
  return (
    <DashboardCard testId="current-trainings-loading" icon={<FileDoneOutlined />} title={t('current.title')}>
      <CardBodyPlaceholder rows={5} />
    </DashboardCard>
  );
}

function VariantSection({ variant, learns }: { variant: DashboardVariant; learns: boolean }) {
  const { t } = useDashboardT();
  const stats = useQuery(dashboardStatsQueryOptions());
  if (stats.isPending) {
    return (
      <div className="db-stats db-stats--loading" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="db-stat surface">
            <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
          </div>
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return <LoadError surface title={t('stats.loadError')} message={stats.error.message} onRetry={() => stats.refetch()} />;
  }
  return (
    <>
      {variant === 'employee' ? <MyGroupsList groups={stats.data.myGroups} /> : <StatCards stats={stats.data} variant={variant} />}
      {learns && <AchievementsRow achievements={stats.data.achievements} compact />}
    </>
  );
}

/**
 * Dashboard / (spec section 2) in three variants from GET /api/dashboard/stats: company figures for
 * root/admin, team figures for managers, own groups for employees. All variants show the news
 * (changelog, passed in by the route), the current-trainings table, the achievements and the newest
 * certificates; the auditor, who has no learning of their own, sees the company figures and the news only.
 */
export function DashboardPage({ user, actions, changelog }: { user: User; actions?: ReactNode; changelog?: ReactNode }) {
  const { t: dt } = useDashboardT();
  const { t: lt } = useLearningT();
  const trialEndsAt = user.company?.trialEndsAt ?? null;
  const trialDaysLeft = trialEndsAt ? daysUntil(trialEndsAt) : null;
  const variant = dashboardVariant(user.role);
  const learns = learnerPolicy.learns(user.role);
  const belowReady = useAfterFirstPaint();

  return (
    <div className="page" data-testid="dashboard" data-variant={variant}>
      <section className="dashboard-hero">
        <div className="dashboard-hero__text">
          <p className="dashboard-hero__eyebrow">{dt('hero.eyebrow')}</p>
          <h1 className="dashboard-hero__title">{dt('hero.greeting', { name: fullName(user) })}</h1>
          <div className="dashboard-hero__meta">
            {user.company && (
              <span className="dashboard-hero__chip" data-testid="dashboard-company">
                <BankOutlined /> {user.company.name}
              </span>
            )}
            {trialEndsAt && trialDaysLeft !== null && (
              <span className="dashboard-hero__chip" data-testid="dashboard-trial">
                <CalendarOutlined />{' '}
                {trialDaysLeft >= 0
                  ? dt('hero.trialEnds', { date: formatDate(trialEndsAt), count: trialDaysLeft })
                  : dt('hero.trialEnded', { date: formatDate(trialEndsAt) })}
              </span>
            )}
          </div>
        </div>
        {actions && <div className="dashboard-hero__actions">{actions}</div>}
      </section>

      <VariantSection variant={variant} learns={learns} />

      {changelog && (
        <DashboardCard testId="dashboard-news" icon={<NotificationOutlined />} title={dt('news.title')} titleId="dashboard-news-title">
          {belowReady ? (
            <Suspense fallback={<CardBodyPlaceholder />}>
              <div className="dashboard-card__body">{changelog}</div>
            </Suspense>
          ) : (
            <CardBodyPlaceholder />
          )}
        </DashboardCard>
      )}

      {learns &&
        (belowReady ? (
          <Suspense fallback={<CurrentTrainingsPlaceholder />}>
            <CurrentTrainings />
          </Suspense>
        ) : (
          <CurrentTrainingsPlaceholder />
        ))}

      {learns && (
        <DashboardCard testId="dashboard-evidence" icon={<SafetyCertificateOutlined />} title={lt('evidence.recentTitle')}>
          {belowReady ? (
            <Suspense fallback={<CardBodyPlaceholder />}>
              <RecentCompletions />
            </Suspense>
          ) : (
            <CardBodyPlaceholder />
          )}
        </DashboardCard>
      )}
    </div>
  );
}
