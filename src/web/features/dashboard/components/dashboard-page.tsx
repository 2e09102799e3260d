import type { ReactNode } from 'react';
import {
  BankOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileDoneOutlined,
  InboxOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fullName, type User } from '../../../lib/auth';
import { daysUntil, formatDate } from '../../../lib/format';
import '../dashboard.css';

function EmptyCard({ title, icon, emptyText, hint, testId }: { title: string; icon: ReactNode; emptyText: string; hint: string; testId: string }) {
  return (
    <section className="surface dashboard-card" data-testid={testId}>
      <header className="dashboard-card__header">
        <span className="dashboard-card__icon" aria-hidden="true">
          {icon}
        </span>
        <h2 className="dashboard-card__title">{title}</h2>
      </header>
      <div className="empty-panel">
        <InboxOutlined className="empty-panel__glyph" aria-hidden="true" />
        <p className="empty-panel__title">{emptyText}</p>
        <p className="empty-panel__text">{hint}</p>
      </div>
    </section>
  );
}

/**
 * Dashboard (spec section 2). Trainings, statistics and the infolog arrive with their modules; until
 * then the page shows who is signed in, the company and its trial, and honest empty states.
 */
export function DashboardPage({ user, actions }: { user: User; actions?: ReactNode }) {
  const { t } = useTranslation();
  const trialEndsAt = user.company?.trialEndsAt ?? null;
  const trialDaysLeft = trialEndsAt ? daysUntil(trialEndsAt) : null;

  return (
    <div className="page" data-testid="dashboard">
      <section className="dashboard-hero">
        <div className="dashboard-hero__text">
          <p className="dashboard-hero__eyebrow">{t('dashboard.eyebrow')}</p>
          <h1 className="dashboard-hero__title">{t('dashboard.greeting', { name: fullName(user) })}</h1>
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
                  ? t('dashboard.trialEnds', { date: formatDate(trialEndsAt), count: trialDaysLeft })
                  : t('dashboard.trialEnded', { date: formatDate(trialEndsAt) })}
              </span>
            )}
          </div>
        </div>
        {actions && <div className="dashboard-hero__actions">{actions}</div>}
      </section>

      <EmptyCard
        testId="dashboard-current"
        title={t('dashboard.current.title')}
        icon={<FileDoneOutlined />}
        emptyText={t('dashboard.current.empty')}
        hint={t('dashboard.current.hint')}
      />
      <div className="dashboard-grid">
        <EmptyCard
          testId="dashboard-open"
          title={t('dashboard.open.title')}
          icon={<ClockCircleOutlined />}
          emptyText={t('dashboard.open.empty')}
          hint={t('dashboard.open.hint')}
        />
        <EmptyCard
          testId="dashboard-completed"
          title={t('dashboard.completed.title')}
          icon={<CheckCircleOutlined />}
          emptyText={t('dashboard.completed.empty')}
          hint={t('dashboard.completed.hint')}
        />
      </div>
    </div>
  );
}
