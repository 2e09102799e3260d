import { Progress, Skeleton } from 'antd';
import { BankOutlined, ReadOutlined, RiseOutlined, TeamOutlined } from '@ant-design/icons';
import { StatCard } from '../../../components/stat-card';
import { useMasterStats } from '../api/queries';
import { useMasterT } from '../i18n';
import { average } from '../lib/format';
import { LoadError } from '../../../components/load-error';

/** The four platform totals of GET /api/master/stats. */
export function StatCards() {
  const { t, language } = useMasterT();
  const stats = useMasterStats();
  const number = (value: number) => new Intl.NumberFormat(language === 'en' ? 'en-US' : 'de-DE').format(value);

  if (stats.isPending) {
    return (
      <div className="ms-stats" aria-busy="true" aria-label={t('stats.label')}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="surface ms-stat">
            <Skeleton active title={false} paragraph={{ rows: 3, width: ['60%', '40%', '80%'] }} />
          </div>
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return <LoadError surface title={t('stats.loadErrorTitle')} message={stats.error.message} onRetry={() => stats.refetch()} />;
  }

  const { totalCompanies, totalUsers, totalTrainings, companiesWithActiveTrainings } = stats.data;
  const activePercent = totalCompanies > 0 ? Math.round((companiesWithActiveTrainings / totalCompanies) * 100) : 0;

  const cards = [
    { key: 'companies', tone: 'blue', icon: <BankOutlined />, label: t('stats.companies'), value: totalCompanies, hint: t('stats.companiesHint') },
    { key: 'users', tone: 'violet', icon: <TeamOutlined />, label: t('stats.users'), value: totalUsers, hint: t('stats.perCompany', { value: average(totalUsers, totalCompanies, language) }) },
    { key: 'trainings', tone: 'teal', icon: <ReadOutlined />, label: t('stats.trainings'), value: totalTrainings, hint: t('stats.perCompany', { value: average(totalTrainings, totalCompanies, language) }) },
    {
      key: 'active',
      tone: 'amber',
      icon: <RiseOutlined />,
      label: t('stats.activeCompanies'),
      value: companiesWithActiveTrainings,
      hint: t('stats.activeShare', { percent: activePercent }),
      bar: <Progress percent={activePercent} showInfo={false} size="small" strokeColor="#d97706" aria-hidden="true" />,
    },
  ];

  return (
    <div className="ms-stats" role="group" aria-label={t('stats.label')} data-testid="master-stats">
      {cards.map(({ key, bar, value, ...card }) => (
        <StatCard key={key} classPrefix="ms-stat" layout="stacked" testId={`stat-${key}`} valueTestId={`stat-${key}-value`} value={number(value)} {...card}>
          {bar}
        </StatCard>
      ))}
    </div>
  );
}
