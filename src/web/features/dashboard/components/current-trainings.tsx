import { useState, type HTMLAttributes } from 'react';
import { Button, Grid, Progress, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowRightOutlined, FileDoneOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LearningActionButton, LearningStatusTag, dueDisplayOf, dueText, useLearningT } from '../../learning';
import { Pagination } from '../../../components/pagination';
import { formatDate } from '../../../lib/format';
import { STATUS_FILTERS, myTrainingsQueryOptions, type MyTraining, type StatusFilter } from '../../../lib/learning';
import { localize } from '../../../lib/localize';
import { useDashboardT } from '../i18n';
import { LoadError } from '../../../components/load-error';
import { DashboardCard } from './dashboard-card';
import { CURRENT_TRAININGS_PAGE_SIZE } from '../api/prefetch';

const PAGE_SIZE = CURRENT_TRAININGS_PAGE_SIZE;

/** Open rows lead to the player; completed (view-only) and locked rows do not (spec section 2). */
const isClickable = (training: MyTraining) => training.status !== 'completed' && training.action !== 'locked';

/**
 * The current-trainings table of every dashboard variant (GET /api/user/my-trainings, refetched every
 * 30 s): filter Alle / Offen / Abgeschlossen, status, deadline and due columns; server-side paging.
 */
export function CurrentTrainings() {
  const { t, uiLanguage: language } = useDashboardT();
  const { t: lt } = useLearningT();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const trainings = useQuery(myTrainingsQueryOptions({ search: '', status, tags: [], page, limit: PAGE_SIZE }));

  const open = (training: MyTraining) => void navigate({ to: '/training/$id', params: { id: training.id } });
  const titleOf = (training: MyTraining) => (training.isDeleted ? lt('deletedTraining') : localize(training.title, language));

  const columns: ColumnsType<MyTraining> = [
    {
      key: 'training',
      title: t('current.columns.training'),
      render: (_, training) => (
        <div className="db-training">
          <span className={`db-training__title${training.isDeleted ? ' db-training__title--deleted' : ''}`} data-testid="current-training-title">
            {titleOf(training)}
          </span>
          {training.groups.length > 0 && (
            <span className="db-training__groups">{t('current.groups', { names: training.groups.map((g) => g.groupName).join(', ') })}</span>
          )}
          {!screens.sm && (
            <span className="db-training__mobile">
              <LearningStatusTag status={training.status} />
              <LearningActionButton trainingId={training.id} action={training.action} size="small" />
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('current.columns.status'),
      width: 200,
      responsive: ['sm'],
      render: (_, training) => <LearningStatusTag status={training.status} />,
    },
    {
      key: 'progress',
      title: t('current.columns.progress'),
      width: 150,
      responsive: ['lg'],
      render: (_, training) =>
        training.status === 'completed' && training.completedAt ? (
          <span className="db-muted">{t('current.completedOn', { date: formatDate(training.completedAt) })}</span>
        ) : (
          <Progress percent={Math.round(training.progressPercent)} size="small" className="db-progress" format={(p) => `${p ?? 0} %`} aria-label={t('current.columns.progress')} />
        ),
    },
    {
      key: 'deadline',
      title: t('current.columns.deadline'),
      width: 120,
      responsive: ['md'],
      render: (_, training) =>
        training.deadline ? (
          <span className={training.deadlineOverdue ? 'db-overdue' : training.status === 'completed' ? 'db-muted' : undefined} data-testid="current-training-deadline">
            {formatDate(training.deadline)}
          </span>
        ) : (
          <span className="db-muted">{t('current.noDeadline')}</span>
        ),
    },
    {
      key: 'due',
      title: t('current.columns.due'),
      width: 130,
      render: (_, training) => {
        let due = null;
        if (training.dueDate && training.dueDisplay) due = training.dueDisplay;
        else if (training.deadline && training.status !== 'completed') due = training.deadlineOverdue ? ({ kind: 'overdue' } as const) : dueDisplayOf(training.deadline);
        if (!due) return <span className="db-muted">{t('current.noDeadline')}</span>;
        const tone = due.kind === 'overdue' ? 'db-overdue' : due.kind === 'days' ? 'db-soon' : undefined;
        return (
          <span className={tone} data-testid="current-training-due">
            {dueText(due, lt)}
          </span>
        );
      },
    },
    {
      key: 'action',
      title: <span className="sr-only">{t('current.columns.action')}</span>,
      width: 150,
      align: 'right',
      responsive: ['sm'],
      render: (_, training) => <LearningActionButton trainingId={training.id} action={training.action} size="small" />,
    },
  ];

  // The row click is a mouse shortcut; keyboard and screen-reader users have the action button.
  const rowProps = (training: MyTraining): HTMLAttributes<HTMLElement> => {
    const base = { 'data-testid': 'current-training-row', 'data-training-id': training.id, 'data-status': training.status } as HTMLAttributes<HTMLElement>;
    if (!isClickable(training)) return { ...base, className: 'db-row db-row--static', 'aria-disabled': true } as HTMLAttributes<HTMLElement>;
    return { ...base, className: 'db-row db-row--clickable', onClick: () => open(training) };
  };

  let body;
  if (trainings.isError) {
    body = <LoadError title={t('current.loadError')} message={trainings.error.message} onRetry={() => trainings.refetch()} />;
  } else if (trainings.data && trainings.data.trainings.length === 0 && !trainings.isPlaceholderData) {
    body = (
      <div className="empty-panel" data-testid="current-trainings-empty">
        <InboxOutlined className="empty-panel__glyph" aria-hidden="true" />
        <p className="empty-panel__title">{t(`current.empty.${status}`)}</p>
        <p className="empty-panel__text">{t(`current.emptyHint.${status}`)}</p>
      </div>
    );
  } else {
    body = (
      <>
        <Table<MyTraining>
          className="db-table"
          rowKey="id"
          columns={columns}
          dataSource={trainings.data?.trainings ?? []}
          loading={trainings.isPending || trainings.isPlaceholderData}
          pagination={false}
          size="middle"
          scroll={screens.md ? { x: 860 } : undefined}
          onRow={rowProps}
        />
        <Pagination className="db-table__pagination" page={page} pageSize={PAGE_SIZE} total={trainings.data?.totalCount ?? 0} onChange={setPage} />
      </>
    );
  }

  const counts = trainings.data?.counts;
  return (
    <DashboardCard
      testId="current-trainings"
      icon={<FileDoneOutlined />}
      title={t('current.title')}
      wrap
      tools={
        <>
          <span className="db-flex-spacer" />
          <Segmented<StatusFilter>
            aria-label={t('current.filterLabel')}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            options={STATUS_FILTERS.map((value) => ({
              value,
              label: <span data-testid={`current-filter-${value}`}>{counts ? `${t(`current.filter.${value}`)} (${counts[value]})` : t(`current.filter.${value}`)}</span>,
            }))}
            data-testid="current-trainings-filter"
          />
          <Button type="link" onClick={() => void navigate({ to: '/my-trainings' })}>
            {t('current.toMyLearning')} <ArrowRightOutlined />
          </Button>
        </>
      }
    >
      {body}
    </DashboardCard>
  );
}
