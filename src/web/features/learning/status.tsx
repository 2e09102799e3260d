import type { CompletionStatus, DueDisplay, LearningStatus } from '../../lib/learning';
import { daysUntil, formatDate } from '../../lib/format';
import type { LearningT } from './i18n';
import { useLearningT } from './i18n';
import { DUE_WARNING_DAYS } from '../../../shared/rules';
import './learning.css';

/** Zugewiesen / In Bearbeitung / Abgeschlossen / Rezertifizierung erforderlich / Abgelaufen. */
export function LearningStatusTag({ status }: { status: LearningStatus }) {
  const { t } = useLearningT();
  return (
    <span className={`status-pill ln-status ln-status--${status}`} data-testid="learning-status" data-status={status}>
      <span className="status-pill__dot" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}

/** Gültig / Rezertifizierung erforderlich / Abgelaufen (a completion's validity). */
export function CompletionStatusTag({ status }: { status: CompletionStatus }) {
  const { t } = useLearningT();
  return (
    <span className={`status-pill ln-status ln-status--${status === 'completed' ? 'valid' : status}`} data-testid="completion-status" data-status={status}>
      <span className="status-pill__dot" aria-hidden="true" />
      {t(`completionStatus.${status}`)}
    </span>
  );
}

/** Spec section 4: 'überfällig' when past, 'in N Tagen' within 30 days, otherwise the date. */
export function dueText(due: DueDisplay, t: LearningT): string {
  switch (due.kind) {
    case 'overdue':
      return t('due.overdue');
    case 'days':
      return due.days <= 0 ? t('due.today') : t('due.days', { count: due.days });
    case 'date':
      return formatDate(due.date);
  }
}

/** The same rule for any date (e.g. a group deadline): past, within 30 days, or later. */
export function dueDisplayOf(date: string): DueDisplay {
  const days = daysUntil(date);
  if (days < 0) return { kind: 'overdue' };
  if (days <= DUE_WARNING_DAYS) return { kind: 'days', days };
  return { kind: 'date', date };
}
