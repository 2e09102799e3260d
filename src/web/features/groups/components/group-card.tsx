import { Avatar, Button, Tooltip } from 'antd';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CrownOutlined,
  DeleteOutlined,
  NotificationOutlined,
  ReadOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import type { Group } from '../api/types';
import { useGroupsT } from '../i18n';
import { initialsOf, personName } from '../lib/people';
import { IconAction } from '../../../components/icon-action';

export type GroupAction = 'members' | 'trainings' | 'progress' | 'infolog' | 'bundles' | 'coOwners' | 'delete';

const MAX_AVATARS = 4;

/**
 * One group of the grid (spec section 2). 'Mitglieder' and 'Schulungen' for everyone who sees the
 * group; progress for those who may read reports (edit rights, the auditor), bundles with edit
 * rights, co-owners and delete with the stricter rights, all as the server reports them in
 * `permissions`. 'Infolog' for report readers and for the group's members (`canReadInfolog`).
 */
export function GroupCard({
  group,
  currentUserId,
  canReadInfolog = false,
  onAction,
}: {
  group: Group;
  currentUserId: string | undefined;
  canReadInfolog?: boolean;
  onAction: (group: Group, action: GroupAction) => void;
}) {
  const { t } = useGroupsT();
  const owner = personName(group.owner) || t('common.unknownOwner');
  const mine = !!currentUserId && group.ownerId === currentUserId;
  const coOwned = !!currentUserId && group.coOwners.includes(currentUserId);
  const coOwners = group.coOwnerDetails;
  const act = (action: GroupAction) => () => onAction(group, action);

  return (
    <article className="list-card surface" data-testid="group-card" data-group-id={group.id}>
      <header className="gr-card__header">
        <span className="gr-card__icon" aria-hidden="true">
          <TeamOutlined />
        </span>
        <div className="gr-card__heading">
          <h3 className="list-card__title gr-card__title" title={group.name}>
            {group.name}
          </h3>
          {(mine || coOwned) && (
            <span className={`gr-role-chip${mine ? ' gr-role-chip--owner' : ''}`}>
              {mine ? <CrownOutlined /> : <UsergroupAddOutlined />} {mine ? t('card.mine') : t('card.coOwned')}
            </span>
          )}
        </div>
        <div className="gr-card__tools">
          {group.permissions.manageCoOwners && (
            <IconAction label={t('card.manageCoOwners')} icon={<UsergroupAddOutlined />} onClick={act('coOwners')} />
          )}
          {group.permissions.delete && (
            <IconAction label={t('card.delete')} icon={<DeleteOutlined />} danger onClick={act('delete')} />
          )}
        </div>
      </header>

      <div className="gr-card__body">
        <p className={`gr-card__description${group.description ? '' : ' gr-card__description--empty'}`} data-testid="group-description">
          {group.description || t('card.noDescription')}
        </p>

        <div className="gr-card__stats">
          <span className="gr-stat-chip" data-testid="group-member-count">
            <UserOutlined /> {t('card.members', { count: group.memberCount })}
          </span>
          <span className="gr-stat-chip" data-testid="group-training-count">
            <ReadOutlined /> {t('card.trainings', { count: group.trainingCount })}
          </span>
          {group.bundleCount > 0 && (
            <span className="gr-stat-chip">
              <AppstoreOutlined /> {t('card.bundles', { count: group.bundleCount })}
            </span>
          )}
        </div>

        <dl className="gr-card__people">
          <div className="gr-card__person-row">
            <dt>{t('card.owner')}</dt>
            <dd data-testid="group-owner">
              <Avatar size={22} className="avatar-initials">
                {group.owner ? initialsOf(group.owner) : '?'}
              </Avatar>
              <span className="gr-ellipsis">{owner}</span>
            </dd>
          </div>
          <div className="gr-card__person-row">
            <dt>{t('card.coOwners')}</dt>
            <dd data-testid="group-co-owners">
              {coOwners.length === 0 ? (
                <span className="gr-muted">{t('card.noCoOwners')}</span>
              ) : (
                <>
                  <Avatar.Group size={22} max={{ count: MAX_AVATARS }}>
                    {coOwners.map((person) => (
                      <Tooltip key={person.id} title={personName(person)}>
                        <Avatar size={22} className="avatar-initials">
                          {initialsOf(person)}
                        </Avatar>
                      </Tooltip>
                    ))}
                  </Avatar.Group>
                  <span className="gr-ellipsis" title={coOwners.map(personName).join(', ')}>
                    {coOwners.map(personName).join(', ')}
                  </span>
                </>
              )}
            </dd>
          </div>
        </dl>
      </div>

      <footer className="gr-card__actions">
        <Button icon={<UserOutlined />} onClick={act('members')}>
          {t('card.membersButton')}
        </Button>
        <Button icon={<ReadOutlined />} onClick={act('trainings')}>
          {t('card.trainingsButton')}
        </Button>
        {group.permissions.viewReports && (
          <Button icon={<BarChartOutlined />} onClick={act('progress')}>
            {t('card.progressButton')}
          </Button>
        )}
        {group.permissions.edit && (
          <Button icon={<AppstoreOutlined />} onClick={act('bundles')}>
            {t('card.bundlesButton')}
          </Button>
        )}
        {(group.permissions.viewReports || canReadInfolog) && (
          <Button icon={<NotificationOutlined />} onClick={act('infolog')} data-testid="group-infolog">
            {t('card.infologButton')}
          </Button>
        )}
      </footer>
    </article>
  );
}
