import type { ReactNode } from 'react';
import { BookOutlined, CheckCircleOutlined, LineChartOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined, ApartmentOutlined, ReadOutlined } from '@ant-design/icons';
import type { DashboardStats } from '../../../lib/learning';
import { StatCard } from '../../../components/stat-card';
import { useDashboardT } from '../i18n';

interface Stat {
  key: string;
  label: string;
  hint: string;
  value: string;
  icon: ReactNode;
  tone: 'blue' | 'green' | 'violet' | 'amber';
  /** Percent values also show a bar. */
  percent?: number;
}

const rate = (value: number) => Math.round(value);

/**
 * Statistic cards of the dashboard (spec section 2): the company view for root/admin (active
 * trainings, completed trainings, total users, compliance rate) or the team view for managers (my
 * groups, team members, assigned trainings, team progress).
 */
export function StatCards({ stats, variant }: { stats: DashboardStats; variant: 'company' | 'team' }) {
  const { t } = useDashboardT();
  const company: Stat[] = [
    { key: 'activeTrainings', label: t('stats.activeTrainings'), hint: t('stats.activeTrainingsHint'), value: String(stats.activeTrainings), icon: <BookOutlined />, tone: 'blue' },
    { key: 'completedTrainings', label: t('stats.completedTrainings'), hint: t('stats.completedTrainingsHint'), value: String(stats.completedTrainings), icon: <CheckCircleOutlined />, tone: 'green' },
    { key: 'totalUsers', label: t('stats.totalUsers'), hint: t('stats.totalUsersHint'), value: String(stats.totalUsers), icon: <UserOutlined />, tone: 'violet' },
    {
      key: 'complianceRate',
      label: t('stats.complianceRate'),
      hint: t('stats.complianceRateHint'),
      value: t('stats.percent', { value: rate(stats.complianceRate) }),
      icon: <SafetyCertificateOutlined />,
      tone: 'amber',
      percent: rate(stats.complianceRate),
    },
  ];
  const team: Stat[] = [
    { key: 'myGroups', label: t('stats.myGroups'), hint: t('stats.myGroupsHint'), value: String(stats.myGroupsCount), icon: <ApartmentOutlined />, tone: 'blue' },
    { key: 'teamMembers', label: t('stats.teamMembers'), hint: t('stats.teamMembersHint'), value: String(stats.myGroupMembers), icon: <TeamOutlined />, tone: 'violet' },
    { key: 'assignedTrainings', label: t('stats.assignedTrainings'), hint: t('stats.assignedTrainingsHint'), value: String(stats.assignedTrainings), icon: <ReadOutlined />, tone: 'green' },
    {
      key: 'teamProgress',
      label: t('stats.teamProgress'),
      hint: t('stats.teamProgressHint'),
      value: t('stats.percent', { value: rate(stats.teamCompletionRate) }),
      icon: <LineChartOutlined />,
      tone: 'amber',
      percent: rate(stats.teamCompletionRate),
    },
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
