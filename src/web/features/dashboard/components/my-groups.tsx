import { TeamOutlined, InboxOutlined } from '@ant-design/icons';
import type { DashboardStats } from '../../../lib/learning';
import { useDashboardT } from '../i18n';
import { DashboardCard } from './dashboard-card';

/** Non-managing users: the groups they are a member of (name, description, member badge). */
export function MyGroupsList({ groups }: { groups: DashboardStats['myGroups'] }) {
  const { t } = useDashboardT();
  return (
    <DashboardCard testId="my-groups" icon={<TeamOutlined />} title={t('groups.title')}>
      {groups.length === 0 ? (
        <div className="empty-panel">
          <InboxOutlined className="empty-panel__glyph" aria-hidden="true" />
          <p className="empty-panel__title">{t('groups.empty')}</p>
          <p className="empty-panel__text">{t('groups.emptyText')}</p>
        </div>
      ) : (
        <ul className="db-groups">
          {groups.map((group) => (
            <li key={group.id} className="db-group" data-testid="my-group">
              <span className="db-group__avatar" aria-hidden="true">
                {group.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div className="db-group__main">
                <strong className="db-group__name">{group.name}</strong>
                <span className={`db-group__description${group.description?.trim() ? '' : ' db-group__description--empty'}`}>
                  {group.description?.trim() || t('groups.noDescription')}
                </span>
              </div>
              <span className="db-badge" data-testid="my-group-members">
                <TeamOutlined /> {t('groups.members', { count: group.memberCount })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
