import { Button, Modal, Skeleton } from 'antd';
import { AppstoreOutlined, EditOutlined, InboxOutlined, ReadOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useBundleTrainings } from '../api/queries';
import type { Bundle } from '../api/types';
import { useBundlesT } from '../i18n';
import { localize, personName } from '../../../lib/localize';
import { TrainingBadges } from './badges';
import { ownerName } from './bundle-card';
import { IconTitle } from '../../../components/icon-title';
import { LoadError } from '../../../components/load-error';

/** 'Ansehen': the bundle with its trainings in order and their badges. */
export function BundleViewDialog({
  bundle,
  onClose,
  onEdit,
}: {
  bundle: Bundle | null;
  onClose: () => void;
  onEdit: (bundle: Bundle) => void;
}) {
  const { t, language } = useBundlesT();
  const trainings = useBundleTrainings(bundle?.id);
  const coOwners = bundle?.coOwnerDetails.map((p) => personName(p) || p.email) ?? [];

  let list;
  if (trainings.isPending) {
    list = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (trainings.isError) {
    list = <LoadError title={t('view.loadError')} message={trainings.error.message} onRetry={() => trainings.refetch()} />;
  } else if (trainings.data.length === 0) {
    list = (
      <div className="empty-panel">
        <InboxOutlined className="empty-panel__glyph" aria-hidden="true" />
        <p className="empty-panel__title">{t('view.empty')}</p>
      </div>
    );
  } else {
    list = (
      <ol className="bd-view__list" data-testid="bundle-view-trainings">
        {trainings.data.map((training, index) => {
          const description = localize(training.description, language);
          return (
            <li key={training.id} className="bd-view__item" data-testid="bundle-view-training">
              <span className="bd-view__position" aria-label={t('view.position', { position: index + 1 })}>
                {index + 1}
              </span>
              <div className="bd-view__body">
                <h4 className="bd-view__title" data-testid="bundle-view-training-title">
                  {localize(training.title, language)}
                </h4>
                <p className={`bd-view__description${description ? '' : ' bd-muted'}`}>{description || t('view.noDescription')}</p>
                <TrainingBadges training={training} />
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <Modal
      open={bundle !== null}
      onCancel={onClose}
      width={760}
      centered
      destroyOnHidden
      className="bd-view-dialog"
      title={
        <IconTitle className="bd-dialog-title" iconClassName="bd-dialog-title__icon" icon={<AppstoreOutlined />}>
          {bundle ? t('view.title', { name: bundle.name }) : ''}
        </IconTitle>
      }
      footer={
        <div className="dialog-actions">
          {bundle?.permissions.edit && (
            <Button icon={<EditOutlined />} onClick={() => onEdit(bundle)}>
              {t('view.edit')}
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      }
    >
      {bundle && (
        <div className="bd-view">
          <p className={`bd-view__intro${bundle.description ? '' : ' bd-muted'}`}>{bundle.description || t('card.noDescription')}</p>
          <div className="bd-view__meta">
            <span className="bd-chip">
              <UserOutlined /> {t('card.owner')}: {ownerName(bundle, t('common.unknownOwner'))}
            </span>
            <span className="bd-chip">
              <TeamOutlined /> {t('card.coOwners')}: {coOwners.length ? coOwners.join(', ') : t('card.noCoOwners')}
            </span>
            <span className="bd-chip">
              <ReadOutlined /> {t('card.trainings', { count: trainings.data?.length ?? bundle.trainingCount })}
            </span>
          </div>
          <h3 className="bd-section-title">{t('view.trainingsHeading')}</h3>
          {list}
        </div>
      )}
    </Modal>
  );
}
