import { Button, Progress, Result, Skeleton } from 'antd';
import { BankOutlined, ReadOutlined, RiseOutlined, TeamOutlined } from '@ant-design/icons';
import { StatCard } from '../../../components/stat-card';
import { useMasterStats } from '../api/queries';
import { useMasterT } from '../i18n';
import { average } from '../lib/format';

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
    return (
      <section className="surface">
        <Result
          status="warning"
          title={t('stats.loadErrorTitle')}
          subTitle={stats.error.message}
          extra={<Button onClick={() => void stats.refetch()}>{t('common.retry')}</Button>}
        />
      </section>
    );
  }

  const { totalCompanies, totalUsers, totalTrainings, companiesWithActiveTrainings } = stats.data;
  const activePercent = totalCompanies > 0 ? Math.round((companiesWithActiveTrainings / totalCompanies) * 100) : 0;

  return (
    <div className="ms-stats" role="group" aria-label={t('stats.label')} data-testid="master-stats">
      <StatCard
        classPrefix="ms-stat"
        layout="stacked"
        tone="blue"
        testId="stat-companies"
        valueTestId="stat-companies-value"
        icon={<BankOutlined />}
        label={t('stats.companies')}
        value={number(totalCompanies)}
        hint={t('stats.companiesHint')}
      />
      <StatCard
        classPrefix="ms-stat"
        layout="stacked"
        tone="violet"
        testId="stat-users"
        valueTestId="stat-users-value"
        icon={<TeamOutlined />}
        label={t('stats.users')}
        value={number(totalUsers)}
        hint={t('stats.perCompany', { value: average(totalUsers, totalCompanies, language) })}
      />
      <StatCard
        classPrefix="ms-stat"
        layout="stacked"
        tone="teal"
        testId="stat-trainings"
        valueTestId="stat-trainings-value"
        icon={<ReadOutlined />}
        label={t('stats.trainings')}
        value={number(totalTrainings)}
        hint={t('stats.perCompany', { value: average(totalTrainings, totalCompanies, language) })}
      />
      <StatCard
        classPrefix="ms-stat"
        layout="stacked"
        tone="amber"
        testId="stat-active"
        valueTestId="stat-active-value"
        icon={<RiseOutlined />}
        label={t('stats.activeCompanies')}
        value={number(companiesWithActiveTrainings)}
        hint={t('stats.activeShare', { percent: activePercent })}
      >
        <Progress percent={activePercent} showInfo={false} size="small" strokeColor="#d97706" aria-hidden="true" />
      </StatCard>
    </div>
  );
}
