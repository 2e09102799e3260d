import type { ComponentType, ReactNode } from 'react';
import { Alert, Select, Tag } from 'antd';
import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { serverMessageOr } from '../../../lib/api';
import { daysUntil, formatDate } from '../../../lib/format';
import { useGroupsT, type GroupsT } from '../i18n';
import { DEADLINE_WEEKS, DEFAULT_DEADLINE_WEEKS } from '../lib/constants';
import { IconTitle } from '../../../components/icon-title';
import { RetryAlert } from '../../../components/retry-alert';
import { isForbidden } from '../lib/people';
import { LoadingBlock } from '../../../components/loading-block';

/** Dialog title: what the dialog manages plus the group's name. */
export function DialogTitle({ icon, title, groupName }: { icon: ReactNode; title: string; groupName: string }) {
  return (
    <IconTitle as="div" className="gr-dialog-title" iconClassName="gr-dialog-title__icon" icon={icon}>
      <div className="gr-dialog-title__text">
        <span className="gr-dialog-title__main">{title}</span>
        <span className="gr-dialog-title__group">{groupName}</span>
      </div>
    </IconTitle>
  );
}

/** Loading, 'no permission' and error states of a dialog's query; children render the data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useGroupsT();
  if (query.isPending) {
    return <LoadingBlock />;
  }
  if (query.isError) {
    if (isForbidden(query.error)) return <Alert type="info" showIcon title={t('general.noPermission')} />;
    return <RetryAlert title={serverMessageOr(query.error, t('common.loadError'))} onRetry={() => query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

export const deadlineOptions = (t: GroupsT) =>
  DEADLINE_WEEKS.map((weeks) => ({ value: weeks, label: t('common.deadlineOption', { count: weeks }) }));

/** Deadline in weeks from today: 1-4, default 2 (spec section 9). */
export function DeadlineSelect({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  size,
  className,
  ariaLabel,
  testId,
}: {
  id?: string;
  value: number | undefined;
  onChange: (weeks: number) => void;
  placeholder?: string;
  disabled?: boolean;
  size?: 'small' | 'middle';
  className?: string;
  ariaLabel: string;
  testId?: string;
}) {
  const { t } = useGroupsT();
  return (
    <Select<number>
      id={id}
      className={className}
      size={size}
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      onChange={onChange}
      aria-label={ariaLabel}
      options={deadlineOptions(t)}
      popupMatchSelectWidth={false}
      data-testid={testId}
    />
  );
}

export { DEFAULT_DEADLINE_WEEKS };

/** A deadline as date, red with a warning when it has passed (and the item is not done). */
export function DeadlineText({
  deadline,
  done = false,
  compact = false,
  prefix,
}: {
  deadline: string | null;
  done?: boolean;
  /** Without the 'Überfällig' tag (where a status already says so). */
  compact?: boolean;
  prefix?: (date: string) => string;
}) {
  const { t } = useGroupsT();
  if (!deadline) return <span className="gr-muted">{t('trainings.noDeadline')}</span>;
  const date = formatDate(deadline);
  const overdue = !done && daysUntil(deadline) < 0;
  return (
    <span className={`gr-deadline${overdue ? ' gr-deadline--overdue' : ''}`}>
      {overdue ? <WarningOutlined /> : <ClockCircleOutlined />} {prefix ? prefix(date) : date}
      {overdue && !compact && (
        <Tag color="error" className="gr-deadline__tag">
          {t('trainings.overdue')}
        </Tag>
      )}
    </span>
  );
}

/** The empty state inside a group dialog (`.gr-empty`): the icon, an optional title and the text. */
export function EmptyNote({ icon: Icon, title, text, testId }: { icon: ComponentType<{ className?: string }>; title?: string; text: ReactNode; testId?: string }) {
  return (
    <div className="gr-empty" data-testid={testId}>
      <Icon className="gr-empty__icon" />
      {title && <strong>{title}</strong>}
      <span>{text}</span>
    </div>
  );
}
