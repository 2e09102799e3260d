import type { ReactNode } from 'react';
import { BookOutlined, CheckCircleOutlined, LineChartOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined, ApartmentOutlined, ReadOutlined } from '@ant-design/icons';
import type { DashboardStats } from '../../../lib/learning';
import { StatCard } from '../../../components/stat-card';
import { useDashboardT } from '../i18n';

interface Stat {
  key: StatKey;
  label: string;
  hint: string;
  value: string;
  icon: ReactNode;
  tone: 'blue' | 'green' | 'violet' | 'amber';
  /** Percent values also show a bar. */
  percent?: number;
}

type StatKey = 'activeTrainings' | 'completedTrainings' | 'totalUsers' | 'complianceRate' | 'myGroups' | 'teamMembers' | 'assignedTrainings' | 'teamProgress';

const rate = (value: number) => Math.round(value);

/**
 * Statistic cards of the dashboard (spec section 2): the company view for root/admin (active
 * trainings, completed trainings, total users, compliance rate) or the team view for managers (my
 * groups, team members, assigned trainings, team progress).
 */
export function StatCards({ stats, variant }: { stats: DashboardStats; variant: 'company' | 'team' }) {
  const { t } = useDashboardT();
  /** A figure whose label and hint are the texts `stats.{key}` and `stats.{key}Hint`. */
  const stat = (key: StatKey, value: string, icon: ReactNode, tone: Stat['tone']): Stat => ({
    key,
    label: t(`stats.${key}`),
    hint: t(`stats.${key}Hint`),
    value,
    icon,
    tone,
  });
  /** A rate in percent, with its bar. */
  const percentStat = (key: StatKey, value: number, icon: ReactNode): Stat => ({
    ...stat(key, t('stats.percent', { value: rate(value) }), icon, 'amber'),
    percent: rate(value),
  });
  const company: Stat[] = [
    stat('activeTrainings', String(stats.activeTrainings), <BookOutlined />, 'blue'),
    stat('completedTrainings', String(stats.completedTrainings), <CheckCircleOutlined />, 'green'),
    stat('totalUsers', String(stats.totalUsers), <UserOutlined />, 'violet'),
    percentStat('complianceRate', stats.complianceRate, <SafetyCertificateOutlined />),
  ];
  const team: Stat[] = [
    stat('myGroups', String(stats.myGroupsCount), <ApartmentOutlined />, 'blue'),
    stat('teamMembers', String(stats.myGroupMembers), <TeamOutlined />, 'violet'),
    stat('assignedTrainings', String(stats.assignedTrainings), <ReadOutlined />, 'green'),
    percentStat('teamProgress', stats.teamCompletionRate, <LineChartOutlined />),
  ];
  return (
    <ul className="db-stats" aria-label={t('stats.label')} data-testid={variant === 'company' ? 'company-stats' : 'team-stats'}>
      {(variant === 'company' ? company : team).map((stat) => (
        <StatCard
          key={stat.key}
          classPrefix="db-stat"
          layout="row"
          tone={stat.tone}
          icon={stat.icon}
          label={stat.label}
          value={stat.value}
          hint={stat.hint}
          testId="stat-card"
          valueTestId="stat-value"
          dataKey={stat.key}
        >
          {stat.percent !== undefined && (
            <span className="db-stat__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(100, stat.percent))}%` }} />
            </span>
          )}
        </StatCard>
      ))}
    </ul>
  );
}
