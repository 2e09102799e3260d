import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, Progress, Table, Tag, type TableColumnsType } from 'antd';
import {
  BarChartOutlined,
  CheckCircleOutlined,
  FilePdfOutlined,
  PrinterOutlined,
  ReadOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useUpdateDeadline } from '../api/mutations';
import { useGroupProgress } from '../api/queries';
import { openReportPdf } from '../api/report';
import type { GroupProgress, ProgressEntry, ProgressStatus } from '../api/types';
import { useGroupsT, type GroupsT } from '../i18n';
import { localize, personName } from '../lib/people';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { DeadlineSelect, DeadlineText, QueryState } from './shared';

const STATUS_COLORS: Record<ProgressStatus, string> = {
  assigned: 'blue',
  in_progress: 'gold',
  completed: 'green',
  overdue: 'red',
};

export function StatusTag({ status }: { status: ProgressStatus }) {
  const { t } = useGroupsT();
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} className="gr-status-tag" data-status={status}>
      {t(`progress.status.${status}`)}
    </Tag>
  );
}

function recertificationText(entry: ProgressEntry, t: GroupsT): string {
  if (entry.recertificationMonths) return t('progress.recertEvery', { count: entry.recertificationMonths });
  return entry.recertificationRequired ? t('progress.recertRequired') : t('progress.recertNone');
}

/** Completion rate in percent: completed assignments of all assignments. */
function completionPercent(progress: GroupProgress): number {
  const { stats } = progress;
  if (stats.assignments > 0) return Math.round((stats.completed / stats.assignments) * 100);
  return Math.round(stats.completionRate <= 1 ? stats.completionRate * 100 : stats.completionRate);
}

interface Row {
  key: string;
  name: string;
  email: string;
  entry: ProgressEntry;
}

/**
 * The members' entries of the report's training at `index`, in the members' order. Each member's
 * list follows the report's training list; a training assigned directly and via a bundle is listed
 * twice, so the position decides and the id is the fallback.
 */
function rowsFor(progress: GroupProgress, index: number): Row[] {
  const trainingId = progress.trainings[index]?.id;
  return progress.members.flatMap((member) => {
    const atIndex = member.trainings[index];
    const entry = atIndex?.id === trainingId ? atIndex : member.trainings.find((tr) => tr.id === trainingId);
    return entry ? [{ key: member.id, name: personName(member), email: member.email, entry }] : [];
  });
}

function StatCard({ icon, label, value, hint, tone, children }: { icon: ReactNode; label: string; value: ReactNode; hint?: ReactNode; tone?: 'danger' | 'success'; children?: ReactNode }) {
  return (
    <div className={`gr-stat surface${tone ? ` gr-stat--${tone}` : ''}`}>
      <div className="gr-stat__top">
        <span className="gr-stat__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="gr-stat__label">{label}</span>
      </div>
      <div className="gr-stat__value">{value}</div>
      {children}
      {hint && <div className="gr-stat__hint">{hint}</div>}
    </div>
  );
}

function StatCards({ progress }: { progress: GroupProgress }) {
  const { t } = useGroupsT();
  const { stats } = progress;
  const percent = completionPercent(progress);
  return (
    <div className="gr-stats" data-testid="progress-stats">
      <StatCard icon={<TeamOutlined />} label={t('progress.stats.members')} value={stats.members} />
      <StatCard icon={<ReadOutlined />} label={t('progress.stats.trainings')} value={stats.trainings} hint={t('progress.stats.assignments', { count: stats.assignments })} />
      <StatCard
        icon={<CheckCircleOutlined />}
        label={t('progress.stats.completionRate')}
        value={`${percent} %`}
        tone="success"
        hint={`${t('progress.stats.completedOf', { completed: stats.completed, total: stats.assignments })} · ${t('progress.stats.inProgress', { count: stats.inProgress })}`}
      >
        <Progress percent={percent} showInfo={false} size="small" strokeColor="#16a34a" />
      </StatCard>
      <StatCard
        icon={<WarningOutlined />}
        label={t('progress.stats.overdue')}
        value={stats.overdue}
        tone={stats.overdue > 0 ? 'danger' : undefined}
        hint={t('progress.stats.overdueHint')}
      />
    </div>
  );
}

function TrainingTable({ progress, index, groupId, canEdit }: { progress: GroupProgress; index: number; groupId: string; canEdit: boolean }) {
  const { t, language } = useGroupsT();
  const updateDeadline = useUpdateDeadline();
  const training = progress.trainings[index]!;
  const title = localize(training.title, language);
  const rows = rowsFor(progress, index);
  const completed = rows.filter((r) => r.entry.status === 'completed').length;

  const columns: TableColumnsType<Row> = [
    {
      key: 'member',
      title: t('progress.columns.member'),
      render: (_, row) => (
        <div className="gr-report-member">
          <strong>{row.name}</strong>
          <span className="gr-muted">{row.email}</span>
        </div>
      ),
    },
    { key: 'status', title: t('progress.columns.status'), width: 140, render: (_, row) => <StatusTag status={row.entry.status} /> },
    {
      key: 'deadline',
      title: t('progress.columns.deadline'),
      width: 150,
      render: (_, row) =>
        row.entry.deadline ? <DeadlineText deadline={row.entry.deadline} done={row.entry.status === 'completed'} compact /> : <span className="gr-muted">–</span>,
    },
    {
      key: 'completedAt',
      title: t('progress.columns.completedAt'),
      width: 170,
      render: (_, row) => (row.entry.completedAt ? formatDate(row.entry.completedAt) : <span className="gr-muted">–</span>),
    },
    { key: 'recertification', title: t('progress.columns.recertification'), width: 170, render: (_, row) => recertificationText(row.entry, t) },
  ];

  return (
    <section className="gr-report-training surface" data-testid="progress-training" data-training-id={training.id}>
      <header className="gr-report-training__header">
        <div className="gr-report-training__heading">
          <h4 className="gr-report-training__title">{title}</h4>
          <div className="gr-report-training__meta">
            <DeadlineText deadline={training.deadline} prefix={(date) => t('progress.trainingDeadline', { date })} />
            <span className="gr-muted">· {t('progress.trainingSummary', { completed, total: rows.length })}</span>
            {training.viaBundle && (
              <Tag color="purple" className="gr-bundle-tag">
                {t('trainings.viaBundle', { name: training.viaBundle })}
              </Tag>
            )}
          </div>
        </div>
        {canEdit && (
          <DeadlineSelect
            size="small"
            value={undefined}
            placeholder={t('progress.deadlineSelect')}
            disabled={updateDeadline.isPending}
            ariaLabel={t('progress.deadlineSelectLabel', { title })}
            className="gr-deadline-select gr-deadline-select--small"
            // Spec section 8: deadline update errors are only logged.
            onChange={(weeks) =>
              updateDeadline.mutate({ groupId, trainingId: training.id, weeks }, { onError: (error) => console.error('Deadline update failed', error) })
            }
          />
        )}
      </header>
      <Table<Row>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('progress.noMembers') }}
      />
    </section>
  );
}

function ReportBody({ progress, groupId, canEdit }: { progress: GroupProgress; groupId: string; canEdit: boolean }) {
  const { t } = useGroupsT();
  return (
    <div className="gr-report" data-testid="progress-report">
      <StatCards progress={progress} />
      {progress.trainings.length === 0 ? (
        <div className="gr-empty">
          <ReadOutlined className="gr-empty__icon" />
          <span>{t('progress.noTrainings')}</span>
        </div>
      ) : (
        progress.trainings.map((training, index) => (
          <TrainingTable key={`${training.id}-${index}`} progress={progress} index={index} groupId={groupId} canEdit={canEdit} />
        ))
      )}
    </div>
  );
}

/**
 * The printable form of the report: plain tables in a portal directly under <body>. On screen it is
 * hidden; while printing (body.gr-printing) everything else is (groups.css).
 */
function PrintableReport({ progress }: { progress: GroupProgress }) {
  const { t, language } = useGroupsT();
  const { data: user } = useCurrentUser();
  const { stats } = progress;
  const companyName = progress.company?.name ?? user?.company?.name ?? '';
  return createPortal(
    <div className="gr-print" data-testid="progress-print">
      <header className="gr-print__header">
        <div>
          <h1>{t('progress.reportTitle', { name: progress.group.name })}</h1>
          {progress.group.description && <p>{progress.group.description}</p>}
        </div>
        <div className="gr-print__meta">
          {companyName && <div>{t('progress.company', { name: companyName })}</div>}
          <div>{t('progress.generatedAt', { date: formatDateTime(progress.generatedAt) })}</div>
        </div>
      </header>
      <table className="gr-print__stats">
        <tbody>
          <tr>
            <th>{t('progress.stats.members')}</th>
            <th>{t('progress.stats.trainings')}</th>
            <th>{t('progress.stats.completionRate')}</th>
            <th>{t('progress.stats.overdue')}</th>
          </tr>
          <tr>
            <td>{stats.members}</td>
            <td>{stats.trainings}</td>
            <td>{completionPercent(progress)} %</td>
            <td>{stats.overdue}</td>
          </tr>
        </tbody>
      </table>
      {progress.trainings.length === 0 && <p>{t('progress.noTrainings')}</p>}
      {progress.trainings.map((training, index) => {
        const rows = rowsFor(progress, index);
        return (
          <section key={`${training.id}-${index}`} className="gr-print__training">
            <h2>{localize(training.title, language)}</h2>
            <p className="gr-print__training-meta">
              {training.deadline ? t('progress.trainingDeadline', { date: formatDate(training.deadline) }) : t('progress.noDeadline')} ·{' '}
              {t('progress.trainingSummary', { completed: rows.filter((r) => r.entry.status === 'completed').length, total: rows.length })}
              {training.viaBundle ? ` · ${t('trainings.viaBundle', { name: training.viaBundle })}` : ''}
            </p>
            <table className="gr-print__table">
              <thead>
                <tr>
                  <th>{t('progress.columns.member')}</th>
                  <th>{t('progress.columns.status')}</th>
                  <th>{t('progress.columns.deadline')}</th>
                  <th>{t('progress.columns.completedAt')}</th>
                  <th>{t('progress.columns.recertification')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{t('progress.noMembers')}</td>
                  </tr>
                ) : (
                  rows.map((row) => (
                    <tr key={row.key}>
                      <td>
                        <strong>{row.name}</strong>
                        <br />
                        <span className="gr-print__muted">{row.email}</span>
                      </td>
                      <td className={`gr-print__status gr-print__status--${row.entry.status}`}>{t(`progress.status.${row.entry.status}`)}</td>
                      <td>{row.entry.deadline ? formatDate(row.entry.deadline) : '–'}</td>
                      <td>{row.entry.completedAt ? formatDate(row.entry.completedAt) : '–'}</td>
                      <td>{recertificationText(row.entry, t)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
        );
      })}
      <footer className="gr-print__footer">{t('progress.printFooter')}</footer>
    </div>,
    document.body,
  );
}

const PRINTING_CLASS = 'gr-printing';

/** Progress report of a group (spec section 2): statistics, per-training tables, PDF export and print. */
export function ProgressDialog({ group, open, onClose, afterClose }: GroupDialogProps) {
  const { t, language } = useGroupsT();
  const toast = useToast();
  const progress = useGroupProgress(group.id);
  const [pdfPending, setPdfPending] = useState(false);
  const canEdit = group.permissions.edit;

  // Never leave the page in print mode when the dialog goes away.
  useEffect(() => () => document.body.classList.remove(PRINTING_CLASS), []);

  const exportPdf = async () => {
    setPdfPending(true);
    try {
      await openReportPdf(group.id, language, `${t('progress.title')} - ${group.name}.pdf`);
    } catch (error) {
      toast.error(t('progress.pdfFailed'), serverMessageOr(error, t('progress.pdfFailedText')));
    } finally {
      setPdfPending(false);
    }
  };

  const print = () => {
    const done = () => {
      document.body.classList.remove(PRINTING_CLASS);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    document.body.classList.add(PRINTING_CLASS);
    window.print();
  };

  return (
    <GroupDialog
      group={group}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      kind="progress"
      width={1080}
      icon={<BarChartOutlined />}
      title={t('progress.title')}
      after={progress.data && open && <PrintableReport progress={progress.data} />}
    >
      <div className="gr-report-toolbar">
        <span className="gr-muted">{progress.data ? t('progress.generatedAt', { date: formatDateTime(progress.data.generatedAt) }) : ''}</span>
        <div className="gr-report-toolbar__actions">
          <Button icon={<PrinterOutlined />} disabled={!progress.data} onClick={print} data-testid="progress-print-button">
            {t('progress.print')}
          </Button>
          <Button type="primary" icon={<FilePdfOutlined />} loading={pdfPending} onClick={() => void exportPdf()} data-testid="progress-pdf-button">
            {t('progress.pdf')}
          </Button>
        </div>
      </div>
      <QueryState query={progress}>{(data) => <ReportBody progress={data} groupId={group.id} canEdit={canEdit} />}</QueryState>
    </GroupDialog>
  );
}
