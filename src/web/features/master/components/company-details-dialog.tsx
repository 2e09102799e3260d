import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Skeleton, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  MailOutlined,
  ReadOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { RetryAlert } from '../../../components/retry-alert';
import { daysUntil, formatDate, formatDateTime } from '../../../lib/format';
import { useCompanyDetails } from '../api/queries';
import type { CompanyDetails, CompanyRow, CompanyToDelete, CompanyTraining, CompanyUser } from '../api/types';
import { useMasterT } from '../i18n';
import { localize, personName } from '../../../lib/localize';
import { roleColor } from '../../../lib/role-colors';
import { TRAINING_STATUS_COLORS, isTrialExpired, roleLabel, trainingStatusLabel } from '../lib/format';
import { CompanyAvatar } from './shared';

type TabKey = 'overview' | 'users' | 'trainings';

/** Tables in the dialog page by 10 once they are longer than that. */
const DIALOG_PAGE_SIZE = 10;
const tablePagination = (count: number) => (count > DIALOG_PAGE_SIZE ? { pageSize: DIALOG_PAGE_SIZE, size: 'small' as const, showSizeChanger: false } : false);

/** A small table of the dialog's tabs (users, trainings), paged by 10 once it is longer. */
function DetailsTable<T extends { id: string }>({
  rows,
  columns,
  scrollX,
  emptyText,
  testId,
}: {
  rows: readonly T[];
  columns: TableColumnsType<T>;
  scrollX: number;
  emptyText: string;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Table<T>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={tablePagination(rows.length)}
        scroll={{ x: scrollX }}
        locale={{ emptyText }}
      />
    </div>
  );
}

function Field({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="ms-field">
      <span className="ms-field__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="ms-field__body">
        <dt className="ms-field__label">{label}</dt>
        <dd className="ms-field__value">{children}</dd>
      </div>
    </div>
  );
}

function TrialValue({ trialEndsAt }: { trialEndsAt: string | null }) {
  const { t } = useMasterT();
  if (!trialEndsAt) return <span className="ms-muted">{t('common.none')}</span>;
  const days = daysUntil(trialEndsAt);
  return (
    <span className="ms-trial">
      <span>{formatDate(trialEndsAt)}</span>
      {isTrialExpired(trialEndsAt) ? (
        <Tag color="red" className="ms-tag">
          {t('companies.expired')}
        </Tag>
      ) : (
        <Tag color={days <= 3 ? 'orange' : 'blue'} className="ms-tag">
          {days === 0 ? t('details.trialEndsToday') : t('details.trialDaysLeft', { count: days })}
        </Tag>
      )}
    </span>
  );
}

function CountTile({ icon, label, value, hint, testId }: { icon: ReactNode; label: string; value: number; hint?: string; testId: string }) {
  return (
    <div className="ms-count-tile" data-testid={testId}>
      <span className="ms-count-tile__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <div className="ms-count-tile__value">{value}</div>
        <div className="ms-count-tile__label">{label}</div>
        {hint && <div className="ms-count-tile__hint">{hint}</div>}
      </div>
    </div>
  );
}

function Overview({ details }: { details: CompanyDetails }) {
  const { t } = useMasterT();
  const { company, users, trainings, groups } = details;
  const activeUsers = users.filter((u) => u.isActive).length;
  const published = trainings.filter((tr) => tr.status === 'published').length;
  const tiles = [
    { testId: 'overview-users', icon: <UserOutlined />, label: t('details.counts.users'), value: users.length, hint: t('details.counts.activeUsers', { count: activeUsers }) },
    { testId: 'overview-trainings', icon: <ReadOutlined />, label: t('details.counts.trainings'), value: trainings.length, hint: t('details.counts.publishedTrainings', { count: published }) },
    { testId: 'overview-groups', icon: <TeamOutlined />, label: t('details.counts.groups'), value: groups.length },
  ];
  return (
    <div className="ms-overview" data-testid="company-overview">
      <div className="ms-count-tiles">
        {tiles.map((tile) => (
          <CountTile key={tile.testId} {...tile} />
        ))}
      </div>

      <section className="ms-panel">
        <h3 className="ms-panel__title">{t('details.companyData')}</h3>
        <dl className="ms-fields">
          <Field icon={<MailOutlined />} label={t('details.email')}>
            {company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : <span className="ms-muted">{t('details.noEmail')}</span>}
          </Field>
          <Field icon={<EnvironmentOutlined />} label={t('details.address')}>
            {company.address?.trim() ? (
              <span className="ms-address">{company.address}</span>
            ) : (
              <span className="ms-muted">{t('details.noAddress')}</span>
            )}
          </Field>
          <Field icon={<CalendarOutlined />} label={t('details.createdAt')}>
            {formatDate(company.createdAt)}
          </Field>
          <Field icon={<CalendarOutlined />} label={t('details.trialEndsAt')}>
            <TrialValue trialEndsAt={company.trialEndsAt} />
          </Field>
          <Field icon={<ClockCircleOutlined />} label={t('details.lastActivity')}>
            <span data-testid="overview-last-activity">
              {details.lastActivity ? formatDateTime(details.lastActivity) : <span className="ms-muted">{t('common.never')}</span>}
            </span>
          </Field>
        </dl>
      </section>

      <section className="ms-panel">
        <h3 className="ms-panel__title">{t('details.groupsTitle')}</h3>
        {groups.length === 0 ? (
          <p className="ms-muted ms-panel__empty">{t('details.noGroups')}</p>
        ) : (
          <ul className="ms-group-list">
            {groups.map((group) => (
              <li key={group.id} className="ms-group-list__item">
                <TeamOutlined aria-hidden="true" />
                <span className="ms-group-list__name">{group.name}</span>
                <span className="ms-muted">{t('details.counts.members', { count: group.memberCount })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UsersTable({ users }: { users: readonly CompanyUser[] }) {
  const { t } = useMasterT();
  const columns: TableColumnsType<CompanyUser> = [
    {
      key: 'name',
      title: t('details.users.name'),
      render: (_, user) => <span className="ms-strong ms-nowrap">{personName(user)}</span>,
    },
    { key: 'email', title: t('details.users.email'), render: (_, user) => <span className="ms-break">{user.email}</span> },
    {
      key: 'role',
      title: t('details.users.role'),
      render: (_, user) => (
        <Tag color={roleColor(user.role)} className="ms-tag" data-role={user.role}>
          {roleLabel(user.role, t)}
        </Tag>
      ),
    },
    {
      key: 'status',
      title: t('details.users.status'),
      render: (_, user) => (
        <Tag color={user.isActive ? 'green' : 'default'} className="ms-tag">
          {user.isActive ? t('details.users.active') : t('details.users.inactive')}
        </Tag>
      ),
    },
    {
      key: 'lastLogin',
      title: t('details.users.lastLogin'),
      render: (_, user) =>
        user.lastLogin ? <span className="ms-nowrap">{formatDateTime(user.lastLogin)}</span> : <span className="ms-muted">{t('common.never')}</span>,
    },
  ];
  return <DetailsTable rows={users} columns={columns} scrollX={720} emptyText={t('details.users.empty')} testId="company-users" />;
}

function TrainingsTable({ trainings }: { trainings: readonly CompanyTraining[] }) {
  const { t, language } = useMasterT();
  const columns: TableColumnsType<CompanyTraining> = [
    {
      key: 'title',
      title: t('details.trainings.title'),
      render: (_, training) => {
        const title = localize(training.title, language);
        return title ? <span className="ms-strong">{title}</span> : <span className="ms-muted">{t('details.trainings.untitled')}</span>;
      },
    },
    {
      key: 'status',
      title: t('details.trainings.status'),
      render: (_, training) => (
        <Tag color={TRAINING_STATUS_COLORS[training.status] ?? 'default'} className="ms-tag">
          {trainingStatusLabel(training.status, t)}
        </Tag>
      ),
    },
    { key: 'modules', title: t('details.trainings.modules'), align: 'right', render: (_, training) => training.moduleCount },
    {
      key: 'createdAt',
      title: t('details.trainings.createdAt'),
      render: (_, training) => <span className="ms-nowrap">{formatDate(training.createdAt)}</span>,
    },
  ];
  return <DetailsTable rows={trainings} columns={columns} scrollX={640} emptyText={t('details.trainings.empty')} testId="company-trainings" />;
}

/**
 * Company details (spec section 2): tabs overview, users and trainings, from
 * GET /api/master/companies/{id}. The delete action hands over to the delete dialog.
 */
export function CompanyDetailsDialog({
  companyId,
  row,
  open,
  onClose,
  afterClose,
  onDelete,
}: {
  companyId: string | null;
  /** The table row, shown in the title while the details load. */
  row: CompanyRow | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onDelete: (company: CompanyToDelete) => void;
}) {
  const { t } = useMasterT();
  const [tab, setTab] = useState<TabKey>('overview');
  const details = useCompanyDetails(open ? companyId : null);
  const data = details.data;
  const name = data?.company.name ?? row?.name ?? '';
  const email = data ? data.company.email : (row?.email ?? null);

  let body: ReactNode;
  if (details.isPending) {
    body = (
      <div className="ms-details-loading" aria-busy="true" aria-label={t('details.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (details.isError) {
    const gone = isApiError(details.error) && details.error.status === 404;
    body = gone ? (
      <Alert type="info" showIcon title={t('details.notFound')} />
    ) : (
      <RetryAlert title={serverMessageOr(details.error, t('details.loadError'))} onRetry={() => details.refetch()} />
    );
  } else {
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        className="ms-details-tabs"
        items={[
          { key: 'overview', label: t('details.tabs.overview'), children: <Overview details={details.data} /> },
          {
            key: 'users',
            label: t('details.tabs.users', { count: details.data.users.length }),
            children: <UsersTable users={details.data.users} />,
          },
          {
            key: 'trainings',
            label: t('details.tabs.trainings', { count: details.data.trainings.length }),
            children: <TrainingsTable trainings={details.data.trainings} />,
          },
        ]}
      />
    );
  }

  const deleteTarget: CompanyToDelete | null = companyId
    ? {
        id: companyId,
        name,
        ...(data
          ? { userCount: data.users.length, trainingCount: data.trainings.length, groupCount: data.groups.length }
          : row
            ? { userCount: row.userCount, trainingCount: row.trainingCount, groupCount: row.groupCount }
            : {}),
      }
    : null;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => {
        setTab('overview');
        afterClose();
      }}
      width={880}
      // Not centered: the dialog keeps its place when switching between tabs of different height.
      style={{ top: 56 }}
      className="ms-dialog ms-details-dialog"
      title={
        <div className="ms-details-title">
          <CompanyAvatar name={name || '?'} size="large" />
          <div className="ms-details-title__text">
            <span className="ms-details-title__name">{name}</span>
            {email && <span className="ms-details-title__email">{email}</span>}
          </div>
        </div>
      }
      footer={
        <div className="ms-details-footer">
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!deleteTarget || !name || (details.isError && isApiError(details.error) && details.error.status === 404)}
            onClick={() => deleteTarget && onDelete(deleteTarget)}
          >
            {t('details.deleteCompany')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      }
    >
      {body}
    </Modal>
  );
}
