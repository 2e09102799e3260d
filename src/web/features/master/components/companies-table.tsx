import type { HTMLAttributes } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { CompanyRow } from '../api/types';
import { useMasterT } from '../i18n';
import { isTrialExpired } from '../lib/format';
import { CompanyAvatar } from './shared';

function Count({ value }: { value: number }) {
  return <span className={`ms-count${value === 0 ? ' ms-count--zero' : ''}`}>{value}</span>;
}

/** The company table of the backoffice: one server page, actions Details and Löschen per row. */
export function CompaniesTable({
  companies,
  loading,
  onDetails,
  onDelete,
}: {
  companies: readonly CompanyRow[];
  loading: boolean;
  onDetails: (company: CompanyRow) => void;
  onDelete: (company: CompanyRow) => void;
}) {
  const { t } = useMasterT();

  const columns: TableColumnsType<CompanyRow> = [
    {
      key: 'company',
      title: t('companies.columns.company'),
      width: 240,
      render: (_, company) => (
        <div className="ms-company-cell">
          <CompanyAvatar name={company.name} />
          <div className="ms-company-cell__text">
            <button type="button" className="ms-company-cell__name" onClick={() => onDetails(company)} data-testid="company-name">
              {company.name}
            </button>
            <span className="ms-company-cell__email" title={company.email ?? undefined}>
              {company.email || t('common.none')}
            </span>
          </div>
        </div>
      ),
    },
    {
      key: 'createdAt',
      title: t('companies.columns.createdAt'),
      width: 104,
      render: (_, company) => <span className="ms-nowrap">{formatDate(company.createdAt)}</span>,
    },
    {
      key: 'trialEndsAt',
      title: t('companies.columns.trialEndsAt'),
      width: 160,
      render: (_, company) =>
        company.trialEndsAt ? (
          <span className="ms-trial">
            <span className="ms-nowrap">{formatDate(company.trialEndsAt)}</span>
            {isTrialExpired(company.trialEndsAt) && (
              <Tag color="red" className="ms-tag" data-testid="trial-expired">
                {t('companies.expired')}
              </Tag>
            )}
          </span>
        ) : (
          <span className="ms-muted">{t('common.none')}</span>
        ),
    },
    {
      key: 'users',
      title: t('companies.columns.users'),
      align: 'right',
      width: 98,
      render: (_, company) => <Count value={company.userCount} />,
    },
    {
      key: 'trainings',
      title: t('companies.columns.trainings'),
      align: 'right',
      width: 110,
      render: (_, company) => <Count value={company.trainingCount} />,
    },
    {
      key: 'groups',
      title: t('companies.columns.groups'),
      align: 'right',
      width: 88,
      render: (_, company) => <Count value={company.groupCount} />,
    },
    {
      key: 'lastActivity',
      title: t('companies.columns.lastActivity'),
      width: 150,
      render: (_, company) =>
        company.lastActivity ? (
          <span className="ms-nowrap">{formatDateTime(company.lastActivity)}</span>
        ) : (
          <span className="ms-muted">{t('common.never')}</span>
        ),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('companies.columns.actions')}</span>,
      align: 'right',
      width: 232,
      render: (_, company) => (
        <div className="ms-row-actions">
          <Button size="small" icon={<EyeOutlined />} onClick={() => onDetails(company)} aria-label={t('companies.detailsOf', { name: company.name })}>
            {t('companies.details')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onDelete(company)}
            aria-label={t('companies.deleteOf', { name: company.name })}
          >
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Table<CompanyRow>
      className="ms-table"
      rowKey="id"
      columns={columns}
      dataSource={companies}
      pagination={false}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 1182 }}
      onRow={(company) => ({ 'data-testid': 'company-row', 'data-company-id': company.id }) as HTMLAttributes<HTMLElement>}
    />
  );
}
