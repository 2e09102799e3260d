import type { ReactNode } from 'react';
import { Button, Grid, Progress, Table, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  HistoryOutlined,
  HourglassOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ProgressStatus, ProgressTraining } from '../../../../shared/contracts/learning';
import { StatCard as SharedStatCard } from '../../../components/stat-card';
import { IconStatusTag } from '../../../components/status-tag';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/authorization';
import { formatDate } from '../../../lib/format';
import { useUpdateDeadline } from '../api/mutations';
import type { ProgressReport } from '../api/queries';
import { useGroupsT, type GroupsT } from '../i18n';
import type { Localized } from '../api/types';
import { localize, personName } from '../lib/people';
import { DeadlineSelect, DeadlineText } from './shared';
import { PracticalSignOff } from './practical-sign-off';

/** Icons beside the colour, so that the urgent statuses differ without colour too. */
const STATUS_ICONS: Partial<Record<ProgressStatus, ReactNode>> = {
  recertification_due: <HistoryOutlined />,
  expired: <CloseCircleOutlined />,
  overdue: <ExclamationCircleOutlined />,
  awaiting_practical: <HourglassOutlined />,
};

/** Status colours: groups.css .gr-status-tag--{status} (text at AA contrast on its background). */
export function StatusTag({ status }: { status: ProgressStatus }) {
  const { t } = useGroupsT();
  return <IconStatusTag status={status} icons={STATUS_ICONS} className="gr-status-tag" label={t(`progress.status.${status}`)} />;
}

/** A training's title in the UI language (the contract types it loosely; `titleText` is the server's choice). */
export const trainingTitle = (training: { title: unknown; titleText: string }, language: string) =>
  localize(training.title as Localized, language) || training.titleText;

/** Validly completed: completed, or still valid with the recertification window open. */
export const isValidStatus = (status: ProgressStatus) => status === 'completed' || status === 'recertification_due';
/** Completed once (the deadline was met), whether or not the completion is still valid. */
const wasCompleted = (status: ProgressStatus) => isValidStatus(status) || status === 'expired';

/** A cell with its training's details (described once in `progress.trainings`) joined in. */
export interface ProgressEntry extends ProgressTraining {
  id: string;
  deadline: string | null;
  recertificationRequired: boolean;
}

export function recertificationText(entry: ProgressEntry, t: GroupsT): string {
  if (entry.recertificationMonths) return t('progress.recertEvery', { count: entry.recertificationMonths });
  return entry.recertificationRequired ? t('progress.recertRequired') : t('progress.recertNone');
}

export interface ProgressRow {
  key: string;
  name: string;
  email: string;
  entry: ProgressEntry;
}

/**
 * The page's members' entries of the report's training at `index`, in the members' order. Each
 * member's cells follow the report's training list (of the column page) by position; the training's
 * deadline and recertification rule come from that list.
 */
export function rowsFor(progress: ProgressReport, index: number, status: ProgressStatus | '' = ''): ProgressRow[] {
  const training = progress.trainings[index];
  if (!training) return [];
  return progress.members.flatMap((member) => {
    const cell = member.trainings[index];
    if (!cell || (status && cell.status !== status)) return [];
    const entry: ProgressEntry = { ...cell, id: training.id, deadline: training.deadline, recertificationRequired: training.recertificationMonths !== null };
    return [{ key: member.id, name: personName(member), email: member.email, entry }];
  });
}

type Tone = 'danger' | 'success' | 'warning' | 'expired';

/** A card of the progress report (groups.css `.gr-stat`). */
const StatCard = (props: { icon: ReactNode; label: string; value: ReactNode; hint?: ReactNode; tone?: Tone | undefined; testId?: string | undefined; children?: ReactNode }) => (
  <SharedStatCard classPrefix="gr-stat" layout="headed" {...props} />
);

/** The counts that want attention, toned only when they are not zero (the practical part's only where it applies). */
const ALERT_CARDS: { key: 'recertificationDue' | 'expired' | 'overdue' | 'awaitingPractical'; icon: ReactNode; tone: Tone; testId?: string }[] = [
  { key: 'recertificationDue', icon: <HistoryOutlined />, tone: 'warning', testId: 'progress-stat-recertification-due' },
  { key: 'expired', icon: <CloseCircleOutlined />, tone: 'expired', testId: 'progress-stat-expired' },
  { key: 'overdue', icon: <WarningOutlined />, tone: 'danger' },
  { key: 'awaitingPractical', icon: <HourglassOutlined />, tone: 'warning', testId: 'progress-stat-awaiting-practical' },
];

/** The statistic cards: over the whole group, whatever page or filter is shown. */
export function StatCards({ progress }: { progress: ProgressReport }) {
  const { t } = useGroupsT();
  const { stats } = progress;
  const percent = Math.round(stats.completionRate);
  return (
    <div className="gr-stats" data-testid="progress-stats">
      <StatCard icon={<TeamOutlined />} label={t('progress.stats.members')} value={stats.members} />
      <StatCard icon={<ReadOutlined />} label={t('progress.stats.trainings')} value={stats.trainings} hint={t('progress.stats.assignments', { count: stats.assignments })} />
      <StatCard
        icon={<CheckCircleOutlined />}
        label={t('progress.stats.completionRate')}
        value={`${percent} %`}
        tone="success"
        hint={`${t('progress.stats.completedOf', { completed: stats.completed + stats.recertificationDue, total: stats.assignments })} · ${t('progress.stats.inProgress', { count: stats.inProgress })}`}
      >
        <Progress percent={percent} showInfo={false} size="small" strokeColor="#16a34a" aria-label={t('progress.stats.completionRate')} />
      </StatCard>
      {ALERT_CARDS.filter((card) => card.key !== 'awaitingPractical' || stats.awaitingPractical > 0 || progress.trainings.some((tr) => tr.requiresPracticalPart)).map(
        ({ key, icon, tone, testId }) => (
          <StatCard
            key={key}
            icon={icon}
            label={t(`progress.stats.${key}`)}
            value={stats[key]}
            tone={stats[key] > 0 ? tone : undefined}
            hint={t(`progress.stats.${key}Hint`)}
            testId={testId}
          />
        ),
      )}
    </div>
  );
}

function ValidUntil({ entry }: { entry: ProgressEntry }) {
  const { t } = useGroupsT();
  if (!entry.validUntil) return null;
  return (
    <span className={`gr-report-valid gr-report-valid--${entry.status}`} data-testid="progress-valid-until">
      {t('progress.validUntil', { date: formatDate(entry.validUntil) })}
    </span>
  );
}

function CompletedCell({ entry }: { entry: ProgressEntry }) {
  if (!entry.completedAt) return <span className="gr-muted">–</span>;
  return (
    <div className="gr-report-completed">
      <span>{formatDate(entry.completedAt)}</span>
      <ValidUntil entry={entry} />
    </div>
  );
}

/** The status, and for a blended training waiting for its practical part the sign-off (for those who may). */
function StatusCell({ row, signOff }: { row: ProgressRow; signOff: SignOffContext | null }) {
  const { t } = useGroupsT();
  const waits = row.entry.awaitingPracticalPart;
  return (
    <div className="gr-report-status">
      <StatusTag status={row.entry.status} />
      {/* a renewal beside a still valid completion: the status stays valid, the waiting shows here */}
      {waits && row.entry.status !== 'awaiting_practical' && <span className="gr-muted">{t('progress.stats.awaitingPractical')}</span>}
      {waits && signOff && <PracticalSignOff groupId={signOff.groupId} trainingId={signOff.trainingId} trainingTitle={signOff.title} member={{ id: row.key, name: row.name }} />}
    </div>
  );
}

interface SignOffContext {
  groupId: string;
  trainingId: string;
  title: string;
}

/** Narrow screens: the status with the completion date and validity below it (deadline and recertification are in the header). */
function CompactStatusCell({ row, signOff }: { row: ProgressRow; signOff: SignOffContext | null }) {
  const { t } = useGroupsT();
  const entry = row.entry;
  return (
    <div className="gr-report-completed">
      <StatusCell row={row} signOff={signOff} />
      {entry.completedAt && <span className="gr-report-valid">{`${t('progress.columns.completedAt')} ${formatDate(entry.completedAt)}`}</span>}
      <ValidUntil entry={entry} />
    </div>
  );
}

/**
 * "Präsenzunterweisung planen" for this training (issue 32): the classroom sessions' plan dialog with
 * the training and this unit chosen, which suggests the members who are due. For those who plan sessions.
 */
function PlanSessionButton({ trainingId, groupId, title }: { trainingId: string; groupId: string; title: string }) {
  const { t } = useGroupsT();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  if (!can(user, 'instructionSessions')) return null;
  return (
    <Button
      size="small"
      icon={<SolutionOutlined />}
      aria-label={t('progress.planSessionLabel', { title })}
      onClick={() => void navigate({ to: '/instruction-sessions', search: { plan: 1, trainingId, groupId } })}
      data-testid="progress-plan-session"
    >
      {t('progress.planSession')}
    </Button>
  );
}

/** One training of the report: its deadline (with the selector) and the current page's members. */
export function TrainingTable({
  progress,
  index,
  groupId,
  canEdit,
  paged,
  status,
}: {
  progress: ProgressReport;
  index: number;
  groupId: string;
  canEdit: boolean;
  /** Only part of the group is shown (paged or filtered): the counts are those of this page. */
  paged: boolean;
  /** The status filter: only the members in that status are listed. */
  status: ProgressStatus | '';
}) {
  const { t, language } = useGroupsT();
  const compact = !Grid.useBreakpoint().md;
  const updateDeadline = useUpdateDeadline();
  const training = progress.trainings[index]!;
  const title = trainingTitle(training, language);
  const rows = rowsFor(progress, index, status);
  const completed = rows.filter((r) => isValidStatus(r.entry.status)).length;
  const first = rows[0]?.entry;
  const signOff: SignOffContext | null = training.canSignOffPracticalPart ? { groupId, trainingId: training.id, title } : null;

  const memberColumn: TableColumnsType<ProgressRow>[number] = {
    key: 'member',
    title: t('progress.columns.member'),
    render: (_, row) => (
      <div className="gr-report-member">
        <strong>{row.name}</strong>
        <span className="gr-muted">{row.email}</span>
      </div>
    ),
  };
  const compactColumns: TableColumnsType<ProgressRow> = [
    memberColumn,
    { key: 'status', title: t('progress.columns.status'), width: 170, render: (_, row) => <CompactStatusCell row={row} signOff={signOff} /> },
  ];
  const columns: TableColumnsType<ProgressRow> = [
    memberColumn,
    { key: 'status', title: t('progress.columns.status'), width: 210, render: (_, row) => <StatusCell row={row} signOff={signOff} /> },
    {
      key: 'deadline',
      title: t('progress.columns.deadline'),
      width: 140,
      render: (_, row) =>
        row.entry.deadline ? <DeadlineText deadline={row.entry.deadline} done={wasCompleted(row.entry.status)} compact /> : <span className="gr-muted">–</span>,
    },
    { key: 'completedAt', title: t('progress.columns.completedAt'), width: 170, render: (_, row) => <CompletedCell entry={row.entry} /> },
    { key: 'recertification', title: t('progress.columns.recertification'), width: 150, render: (_, row) => recertificationText(row.entry, t) },
  ];

  return (
    <section className="gr-report-training surface" data-testid="progress-training" data-training-id={training.id}>
      <header className="gr-report-training__header">
        <div className="gr-report-training__heading">
          <h4 className="gr-report-training__title">{title}</h4>
          <div className="gr-report-training__meta">
            <DeadlineText deadline={training.deadline} prefix={(date) => t('progress.trainingDeadline', { date })} />
            {compact && first && <span className="gr-muted">· {`${t('progress.columns.recertification')}: ${recertificationText(first, t)}`}</span>}
            <span className="gr-muted">
              ·{' '}
              {status
                ? t('progress.trainingMatches', { count: rows.length, status: t(`progress.status.${status}`) })
                : t(paged ? 'progress.trainingSummaryPage' : 'progress.trainingSummary', { completed, total: rows.length })}
            </span>
            {training.viaBundle && (
              <Tag color="purple" className="gr-bundle-tag">
                {t('trainings.viaBundle', { name: training.viaBundle })}
              </Tag>
            )}
          </div>
        </div>
        <div className="gr-report-training__actions">
          <PlanSessionButton trainingId={training.id} groupId={groupId} title={title} />
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
        </div>
      </header>
      <Table<ProgressRow>
        size="small"
        rowKey="key"
        columns={compact ? compactColumns : columns}
        dataSource={rows}
        pagination={false}
        scroll={compact ? undefined : { x: 760 }}
        locale={{ emptyText: t('progress.noMembers') }}
      />
    </section>
  );
}
