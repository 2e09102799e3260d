import { Button, Tooltip } from 'antd';
import { AppstoreOutlined, DeleteOutlined, EditOutlined, EyeOutlined, ReadOutlined, TeamOutlined, UsergroupAddOutlined, UserOutlined } from '@ant-design/icons';
import { formatDate } from '../../../lib/format';
import type { Bundle } from '../api/types';
import { useBundlesT } from '../i18n';
import { personName } from '../../../lib/localize';
import { IconAction } from '../../../components/icon-action';

/** The caller's relation to a bundle, shown as a small chip. */
export type Relation = 'owner' | 'coowner' | null;

export function relationOf(bundle: Pick<Bundle, 'ownerId' | 'coOwners'>, userId: string | undefined): Relation {
  if (!userId) return null;
  if (bundle.ownerId === userId) return 'owner';
  return bundle.coOwners.includes(userId) ? 'coowner' : null;
}

/** Owner name or 'Unbekannt'. */
export function ownerName(bundle: Pick<Bundle, 'owner'>, unknown: string): string {
  return personName(bundle.owner) || unknown;
}

/** One bundle of the grid (spec section 2): name, description, owner, co-owners, training count, actions. */
export function BundleCard({
  bundle,
  relation,
  onView,
  onEdit,
  onDelete,
  onManageCoOwners,
}: {
  bundle: Bundle;
  relation: Relation;
  onView: (bundle: Bundle) => void;
  onEdit: (bundle: Bundle) => void;
  onDelete: (bundle: Bundle) => void;
  onManageCoOwners: (bundle: Bundle) => void;
}) {
  const { t } = useBundlesT();
  const coOwnerNames = bundle.coOwnerDetails.map((p) => personName(p) || p.email);

  return (
    <article className="bd-card surface" data-testid="bundle-card" data-bundle-id={bundle.id}>
      <header className="bd-card__head">
        <span className="bd-card__icon" aria-hidden="true">
          <AppstoreOutlined />
        </span>
        <div className="bd-card__heading">
          <h3 className="bd-card__title" title={bundle.name} data-testid="bundle-name">
            {bundle.name}
          </h3>
          <div className="bd-card__meta">
            <span className="bd-card__count" data-testid="bundle-training-count">
              <ReadOutlined /> {t('card.trainings', { count: bundle.trainingCount })}
            </span>
            {relation && (
              <span className={`bd-relation bd-relation--${relation}`} data-testid="bundle-relation">
                {relation === 'owner' ? t('card.youOwn') : t('card.youCoOwn')}
              </span>
            )}
          </div>
          {bundle.createdAt && <span className="bd-card__date">{t('card.createdAt', { date: formatDate(bundle.createdAt) })}</span>}
        </div>
      </header>

      <p className={`bd-card__description${bundle.description ? '' : ' bd-card__description--empty'}`} data-testid="bundle-description">
        {bundle.description || t('card.noDescription')}
      </p>

      <dl className="bd-card__people">
        <div className="bd-card__person">
          <dt>
            <UserOutlined /> {t('card.owner')}
          </dt>
          <dd data-testid="bundle-owner">{ownerName(bundle, t('common.unknownOwner'))}</dd>
        </div>
        <div className="bd-card__person">
          <dt>
            <TeamOutlined /> {t('card.coOwners')}
          </dt>
          <dd data-testid="bundle-co-owners" className={coOwnerNames.length ? undefined : 'bd-muted'}>
            {coOwnerNames.length ? (
              <Tooltip title={coOwnerNames.length > 1 ? coOwnerNames.join(', ') : undefined}>
                <span className="bd-card__names">{coOwnerNames.join(', ')}</span>
              </Tooltip>
            ) : (
              t('card.noCoOwners')
            )}
          </dd>
        </div>
      </dl>

      <footer className="bd-card__actions">
        <Button icon={<EyeOutlined />} onClick={() => onView(bundle)}>
          {t('card.view')}
        </Button>
        {bundle.permissions.edit && (
          <Button icon={<EditOutlined />} onClick={() => onEdit(bundle)}>
            {t('card.edit')}
          </Button>
        )}
        <span className="bd-spacer" />
        {bundle.permissions.manageCoOwners && (
          <IconAction label={t('card.manageCoOwners')} icon={<UsergroupAddOutlined />} onClick={() => onManageCoOwners(bundle)} testId="bundle-manage-co-owners" />
        )}
        {bundle.permissions.delete && (
          <IconAction label={t('common.delete')} icon={<DeleteOutlined />} danger onClick={() => onDelete(bundle)} />
        )}
      </footer>
    </article>
  );
}
