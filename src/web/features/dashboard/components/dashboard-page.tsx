import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { BankOutlined, CalendarOutlined, NotificationOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AchievementsRow, CompletionsList, useLearningT } from '../../learning';
import { learnerPolicy, mayAccess } from '../../../../shared/policy';
import { fullName, type User } from '../../../lib/auth';
import { daysUntil, formatDate } from '../../../lib/format';
import { dashboardStatsQueryOptions } from '../../../lib/learning';
import { useDashboardT } from '../i18n';
import { CurrentTrainings } from './current-trainings';
import { MyGroupsList } from './my-groups';
import { StatCards } from './stat-cards';
import '../dashboard.css';

/** Which of the three variants of spec section 2 a role sees. */
export type DashboardVariant = 'company' | 'team' | 'employee';
export function dashboardVariant(role: User['role']): DashboardVariant {
  if (learnerPolicy.companyWideStatistics(role)) return 'company';
  return mayAccess(role, 'groups') ? 'team' : 'employee';
}

/** How many of the newest completions the dashboard lists (all of them are in My Learning). */
const RECENT_COMPLETIONS = 5;

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
    return (
      <section className="surface">
        <Result
          status="warning"
          title={t('stats.loadError')}
          subTitle={stats.error.message}
          extra={<Button onClick={() => void stats.refetch()}>{t('common.retry')}</Button>}
        />
      </section>
    );
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
        <section className="surface dashboard-card" data-testid="dashboard-news" aria-labelledby="dashboard-news-title">
          <header className="dashboard-card__header">
            <span className="dashboard-card__icon" aria-hidden="true">
              <NotificationOutlined />
            </span>
            <h2 id="dashboard-news-title" className="dashboard-card__title">
              {dt('news.title')}
            </h2>
          </header>
          <div className="dashboard-card__body">{changelog}</div>
        </section>
      )}

      {learns && <CurrentTrainings />}

      {learns && (
        <section className="surface dashboard-card" data-testid="dashboard-evidence">
          <header className="dashboard-card__header">
            <span className="dashboard-card__icon" aria-hidden="true">
              <SafetyCertificateOutlined />
            </span>
            <h2 className="dashboard-card__title">{lt('evidence.recentTitle')}</h2>
          </header>
          <CompletionsList limit={RECENT_COMPLETIONS} />
        </section>
      )}
    </div>
  );
}
