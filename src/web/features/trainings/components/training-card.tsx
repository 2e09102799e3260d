import { Button } from 'antd';
import {
  AppstoreOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../../lib/auth';
import { learnerPolicy, questionPolicy } from '../../../../shared/policy';
import type { Training } from '../api/types';
import { useTrainingsT } from '../i18n';
import { localize, personName } from '../../../lib/localize';
import { languageName } from '../../../../shared/languages';
import { periodLabel } from '../../../lib/period';
import { StatusBadge } from './status-badge';
import { CardCover, CardFlags, CardTags } from '../../../components/list-card';
import { IconAction } from '../../../components/icon-action';

export function TrainingCover({ imageUrl, alt, className }: { imageUrl: string | null; alt: string; className?: string }) {
  return <CardCover imageUrl={imageUrl} alt={alt} className={`tr-cover${className ? ` ${className}` : ''}`} />;
}

/** One training of the library grid (spec section 2). */
export function TrainingCard({
  training,
  onPreview,
  onDelete,
  onCoOwners,
  onQuestions,
}: {
  training: Training;
  /** The operator's preview; left out for employees, who open the training in the player. */
  onPreview?: (training: Training) => void;
  onDelete: (training: Training) => void;
  onCoOwners: (training: Training) => void;
  /** The learners' questions to the instructor (for those who answer or read them all). */
  onQuestions: (training: Training) => void;
}) {
  const { t, language } = useTrainingsT();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  // The auditor has no learning of their own: they read the content in the preview instead.
  const learns = learnerPolicy.learns(user?.role);
  const title = localize(training.title, language);
  const description = localize(training.description, language);
  const period = training.recertificationPeriod ? periodLabel(training.recertificationPeriod, t) : null;
  const owner = personName(training.owner) || t('common.unknownOwner');
  const readsQuestions =
    !!user && questionPolicy.readAll({ role: user.role, userId: user.id, ownerId: training.ownerId, coOwnerIds: training.coOwners, instructorId: training.instructorId });

  return (
    <article className="list-card surface" data-testid="training-card" data-training-id={training.id}>
      <div className="tr-card__media">
        <TrainingCover imageUrl={training.imageUrl} alt={t('card.coverAlt', { title })} />
        <div className="tr-card__badges">
          <StatusBadge status={training.status} />
        </div>
      </div>
      <div className="tr-card__body">
        <CardFlags
          required={training.isRequired ? t('card.required') : null}
          recert={training.requiresRecertification ? `${t('card.recertification')}${period ? ` · ${period}` : ''}` : null}
          recertTooltip={period ? t('card.recertificationEvery', { period }) : undefined}
        />
        <h3 className="list-card__title" title={title}>
          {title}
        </h3>
        <p className={`list-card__description${description ? '' : ' list-card__description--empty'}`}>{description || t('card.noDescription')}</p>
        <CardTags tags={training.tags} language={language} moreText={(count) => t('card.moreTags', { count })} />
        <div className="tr-card__meta">
          <span title={t('card.owner')} data-testid="training-owner">
            <UserOutlined /> {owner}
          </span>
          <span>
            <AppstoreOutlined /> {t('card.modules', { count: training.moduleCount })}
          </span>
          {training.duration ? (
            <span>
              <ClockCircleOutlined /> {training.duration} {t('common.minutes')}
            </span>
          ) : null}
          {training.contentLanguages.length > 1 && (
            <span data-testid="training-languages" title={training.contentLanguages.map((tag) => languageName(tag, language)).join(', ')}>
              <TranslationOutlined /> {training.contentLanguages.map((tag) => tag.toUpperCase()).join(' · ')}
            </span>
          )}
        </div>
      </div>
      <footer className="list-card__actions">
        {learns ? (
          <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => void navigate({ to: '/training/$id', params: { id: training.id } })}>
            {t('card.start')}
          </Button>
        ) : (
          <Button type="primary" icon={<EyeOutlined />} onClick={() => onPreview?.(training)} data-testid="view-content">
            {t('card.viewContent')}
          </Button>
        )}
        {training.permissions.edit && (
          <Button icon={<EditOutlined />} onClick={() => void navigate({ to: '/training-builder/$id', params: { id: training.id } })}>
            {t('card.edit')}
          </Button>
        )}
        <span className="tr-card__spacer" />
        {learns && onPreview && (
          <IconAction label={t('card.preview')} icon={<EyeOutlined />} onClick={() => onPreview(training)} />
        )}
        {readsQuestions && (
          <IconAction label={t('card.questions')} icon={<QuestionCircleOutlined />} onClick={() => onQuestions(training)} testId="card-questions" />
        )}
        {training.permissions.manageCoOwners && (
          <IconAction label={t('card.coOwners')} icon={<TeamOutlined />} onClick={() => onCoOwners(training)} />
        )}
        {training.permissions.delete && (
          <IconAction label={t('common.delete')} icon={<DeleteOutlined />} danger onClick={() => onDelete(training)} />
        )}
      </footer>
    </article>
  );
}
