import { Button, Progress, Skeleton } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, LockOutlined, PlayCircleOutlined, SafetyCertificateOutlined, StepForwardOutlined, SyncOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { EmptyPanel } from '../../../components/empty-panel';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import type { MyTraining } from '../../../lib/learning';
import { localize } from '../../../lib/localize';
import { LearningStatusTag, dueDisplayOf, dueText, useLearningT } from '../../learning';
import { openTrainingsQueryOptions } from '../api/kiosk';
import { useKioskT } from '../i18n';

/** Frist, or the recertification due date: where the bell would remind the person. */
function DueLine({ training }: { training: MyTraining }) {
  const { t } = useKioskT();
  const { t: lt } = useLearningT();
  if (training.deadline) {
    const due = dueDisplayOf(training.deadline);
    const overdue = training.deadlineOverdue || due.kind === 'overdue';
    return (
      <li className={`kiosk-training__fact${overdue ? ' kiosk-training__fact--danger' : due.kind === 'days' ? ' kiosk-training__fact--warning' : ''}`} data-testid="kiosk-training-deadline">
        {overdue ? <WarningOutlined aria-hidden="true" /> : <CalendarOutlined aria-hidden="true" />} {t('session.deadline', { date: formatDate(training.deadline) })}
        {overdue ? ` · ${lt('due.overdue')}` : due.kind === 'days' ? ` · ${dueText(due, lt)}` : ''}
      </li>
    );
  }
  if (training.dueDate && training.dueDisplay) {
    const kind = training.dueDisplay.kind;
    return (
      <li className={`kiosk-training__fact${kind === 'overdue' ? ' kiosk-training__fact--danger' : kind === 'days' ? ' kiosk-training__fact--warning' : ''}`} data-testid="kiosk-training-deadline">
        <SyncOutlined aria-hidden="true" /> {t('session.recertDue', { due: dueText(training.dueDisplay, lt) })}
      </li>
    );
  }
  return (
    <li className="kiosk-training__fact kiosk-training__fact--muted" data-testid="kiosk-training-deadline">
      <CalendarOutlined aria-hidden="true" /> {t('session.noDeadline')}
    </li>
  );
}

function TrainingRow({ training, onOpen }: { training: MyTraining; onOpen: (id: string) => void }) {
  const { t, uiLanguage: language } = useKioskT();
  const { t: lt } = useLearningT();
  const title = training.isDeleted ? lt('deletedTraining') : localize(training.title, language);
  const locked = training.action === 'locked';
  const percent = Math.max(0, Math.min(100, Math.round(training.progressPercent)));
  const action = lt(`action.${training.action}`);
  return (
    <li className={`kiosk-training surface${training.deadlineOverdue ? ' kiosk-training--overdue' : ''}`} data-testid="kiosk-training" data-training-id={training.id} data-status={training.status}>
      <div className="kiosk-training__body">
        <div className="kiosk-training__tags">
          <LearningStatusTag status={training.status} />
        </div>
        <h3 className="kiosk-training__title">{title}</h3>
        <ul className="kiosk-training__facts">
          <DueLine training={training} />
          <li className="kiosk-training__fact kiosk-training__fact--muted">
            <ClockCircleOutlined aria-hidden="true" /> {t('session.modules', { count: training.moduleCount })}
            {training.duration ? ` · ${t('session.minutes', { count: training.duration })}` : ''}
          </li>
        </ul>
        {training.status === 'in_progress' && (
          <div className="kiosk-training__progress">
            <span>{t('session.progress', { percent })}</span>
            <Progress percent={percent} showInfo={false} size="small" aria-label={t('session.progress', { percent })} />
          </div>
        )}
      </div>
      <Button
        type={locked ? 'default' : 'primary'}
        size="large"
        className="kiosk-button kiosk-training__open"
        icon={locked ? <LockOutlined /> : training.action === 'continue' ? <StepForwardOutlined /> : <PlayCircleOutlined />}
        disabled={locked}
        onClick={() => onOpen(training.id)}
        aria-label={t('session.open', { action, title })}
        data-testid="kiosk-training-open"
      >
        {action}
      </Button>
    </li>
  );
}

/** 'Ihre offenen Unterweisungen': the person's open trainings, overdue and due ones with their dates. */
export function OpenTrainings({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useKioskT();
  const trainings = useQuery(openTrainingsQueryOptions());
  const list = trainings.data?.trainings ?? [];
  const overdue = list.filter((training) => training.deadlineOverdue || training.dueDisplay?.kind === 'overdue').length;

  let content;
  if (trainings.isPending) {
    content = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (trainings.isError) {
    content = <LoadError surface title={t('session.loadError')} message={trainings.error.message} onRetry={() => trainings.refetch()} />;
  } else if (list.length === 0) {
    content = <EmptyPanel testId="kiosk-no-trainings" icon={<SafetyCertificateOutlined />} title={t('session.none')} text={t('session.noneText')} />;
  } else {
    content = (
      <ul className="kiosk-trainings" data-testid="kiosk-trainings">
        {list.map((training) => (
          <TrainingRow key={training.id} training={training} onOpen={onOpen} />
        ))}
      </ul>
    );
  }

  return (
    <section className="kiosk-open" aria-labelledby="kiosk-open-heading">
      <header className="kiosk-open__header">
        <h2 id="kiosk-open-heading" className="kiosk-open__title">
          {t('session.openHeading')}
        </h2>
        {trainings.data && list.length > 0 && (
          <p className="kiosk-open__count" data-testid="kiosk-open-count">
            {t('session.openCount', { count: trainings.data.totalCount })}
            {overdue > 0 && <span className="kiosk-open__overdue"> · {t('session.overdueCount', { count: overdue })}</span>}
          </p>
        )}
      </header>
      {content}
    </section>
  );
}
