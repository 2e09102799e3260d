import { Progress } from 'antd';
import {
  AppstoreOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  ExperimentOutlined,
  HourglassOutlined,
  SyncOutlined,
  TeamOutlined,
  TranslationOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { EvidenceButton, LearningActionButton, LearningStatusTag, dueDisplayOf, dueText, useLearningT } from '../../learning';
import { CardCover, CardFlags, CardTags } from '../../../components/list-card';
import { formatDate } from '../../../lib/format';
import type { MyTraining } from '../../../lib/learning';
import { localize } from '../../../lib/localize';
import { languageName } from '../../../../shared/languages';
import { useMyLearningT } from '../i18n';


/** One assigned training of My Learning (spec sections 2 and 4). */
export function MyTrainingCard({ training }: { training: MyTraining }) {
  const { t, uiLanguage: language } = useMyLearningT();
  const { t: lt } = useLearningT();
  const title = training.isDeleted ? lt('deletedTraining') : localize(training.title, language);
  const description = localize(training.description, language);
  const completed = training.status === 'completed';
  const percent = Math.max(0, Math.min(100, Math.round(training.progressPercent)));
  const groupNames = training.groups.map((g) => g.groupName).filter(Boolean);
  const deadlineDue = training.deadline && !completed ? dueDisplayOf(training.deadline) : null;
  const showProgress =
    !completed && training.action !== 'locked' && training.status !== 'recertification_required' && training.status !== 'expired' && training.status !== 'awaiting_practical';

  return (
    <article
      className={`list-card surface${training.deadlineOverdue ? ' ml-card--overdue' : ''}${completed ? ' ml-card--completed' : ''}`}
      data-testid="my-training-card"
      data-training-id={training.id}
      data-status={training.status}
    >
      <div className="ml-card__media">
        <CardCover imageUrl={training.imageUrl} alt={t('card.coverAlt', { title })} className="ml-cover" />
        <div className="ml-card__badges">
          <LearningStatusTag status={training.status} />
          {training.deadlineOverdue && (
            <span className="list-flag ml-flag--overdue" data-testid="deadline-overdue">
              <WarningOutlined /> {lt('due.overdue')}
            </span>
          )}
        </div>
      </div>
      <div className="ml-card__body">
        <CardFlags
          required={training.isRequired ? t('card.required') : null}
          recert={training.requiresRecertification ? t('card.recertification') : null}
        />
        <h3 className={`list-card__title${training.isDeleted ? ' ml-card__title--deleted' : ''}`} title={title}>
          {title}
        </h3>
        <p className={`list-card__description${description ? '' : ' list-card__description--empty'}`}>{description || t('card.noDescription')}</p>
        <CardTags tags={training.tags} language={language} moreText={(count) => t('card.moreTags', { count })} />

        {showProgress ? (
          <div className="ml-card__progress" data-testid="training-progress">
            <span className="ml-card__progress-label">
              {t('card.progress')} <strong>{percent} %</strong>
            </span>
            <Progress percent={percent} showInfo={false} size="small" aria-label={t('card.progressLabel', { percent })} />
          </div>
        ) : (
          training.completedAt && (
            <p className="ml-card__completed">
              <CheckCircleOutlined />{' '}
              {t(training.completionMethod && training.completionMethod !== 'online' ? 'card.completedInPresenceOn' : 'card.completedOn', { date: formatDate(training.completedAt) })}
            </p>
          )
        )}
        {training.awaitingPracticalPart && (
          <p className="ml-card__awaiting" data-testid="awaiting-practical">
            <HourglassOutlined aria-hidden="true" /> {t('card.awaitingPractical')}
          </p>
        )}

        <ul className="ml-card__facts">
          {groupNames.length > 0 && (
            <li className="ml-fact" data-testid="training-groups" title={t('card.groups')}>
              <TeamOutlined aria-label={t('card.groups')} /> <span>{groupNames.join(', ')}</span>
            </li>
          )}
          {training.deadline && !completed && (
            <li
              className={`ml-fact${training.deadlineOverdue ? ' ml-fact--danger' : deadlineDue?.kind === 'days' ? ' ml-fact--warning' : ''}`}
              data-testid="training-deadline"
            >
              <CalendarOutlined aria-hidden="true" />{' '}
              <span>
                {training.deadlineOverdue ? t('card.deadlineOverdue') : t('card.deadline')}: {formatDate(training.deadline)}
                {training.deadlineOverdue ? ` · ${lt('due.overdue')}` : deadlineDue?.kind === 'days' ? ` · ${dueText(deadlineDue, lt)}` : ''}
              </span>
            </li>
          )}
          {training.dueDate && training.dueDisplay && (
            <li
              className={`ml-fact${training.dueDisplay.kind === 'overdue' ? ' ml-fact--danger' : training.dueDisplay.kind === 'days' ? ' ml-fact--warning' : ''}`}
              data-testid="training-due"
            >
              <SyncOutlined aria-hidden="true" />{' '}
              <span>
                {t('card.recertDue')}: {dueText(training.dueDisplay, lt)}
              </span>
            </li>
          )}
          {training.recertificationMonths !== null && (
            <li className="ml-fact" data-testid="training-period">
              <SyncOutlined aria-hidden="true" />{' '}
              <span>{training.recertificationReason === 'under_18' ? t('card.periodMinor') : t('card.period', { count: training.recertificationMonths })}</span>
            </li>
          )}
          {training.languages.length > 1 && (
            <li className="ml-fact ml-fact--muted" data-testid="training-languages">
              <TranslationOutlined aria-hidden="true" /> <span>{t('card.languages', { list: training.languages.map((tag) => languageName(tag, language)).join(', ') })}</span>
            </li>
          )}
          {training.requiresPracticalPart && (
            <li className="ml-fact ml-fact--muted" data-testid="training-practical">
              <ExperimentOutlined aria-hidden="true" /> <span>{t('card.practicalPart')}</span>
            </li>
          )}
          <li className="ml-fact ml-fact--muted">
            <AppstoreOutlined aria-hidden="true" /> <span>{t('card.modules', { count: training.moduleCount })}</span>
            {training.duration ? (
              <>
                <span aria-hidden="true">·</span>
                <ClockCircleOutlined aria-hidden="true" /> <span>{t('card.minutes', { count: training.duration })}</span>
              </>
            ) : null}
          </li>
        </ul>
      </div>
      <footer className="list-card__actions">
        <LearningActionButton trainingId={training.id} action={training.action} />
        <span className="ml-card__spacer" />
        {training.completionId && (
          <EvidenceButton completionId={training.completionId} title={title} completedAt={training.completedAt} compact />
        )}
      </footer>
    </article>
  );
}
