import { Avatar, Divider, Drawer } from 'antd';
import { Link } from '@tanstack/react-router';
import { useAppT } from '../i18n';
import { fullName, initials, type User } from '../../lib/auth';
import { BrandLogo } from '../../components/brand-logo';
import { NotificationSummary } from '../../features/infolog';
import { NoticeSummary } from '../../features/notifications';
import { LanguageSwitch } from './language-switch';
import { EditProfileButton, LogoutButton } from './account-buttons';
import { RoleBadge } from './role-badge';
import type { NavItem } from './nav-items';

/** Small screens (< 768 px): tabs, notifications, initials, profile and logout in a left drawer. */
export function MobileDrawer({
  open,
  onClose,
  user,
  items,
  onEditProfile,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  user: User;
  items: readonly NavItem[];
  onEditProfile: () => void;
  onLogout: () => void;
}) {
  const { t } = useAppT();
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title={<BrandLogo />} className="mobile-drawer">
      <div className="mobile-drawer__identity">
        <Avatar size={48} className="avatar-initials">
          {initials(user)}
        </Avatar>
        <div>
          <strong>{fullName(user)}</strong>
          <span className="mobile-drawer__email">{user.email}</span>
          <RoleBadge role={user.role} />
        </div>
      </div>
      <nav className="mobile-drawer__nav" aria-label={t('nav.label')}>
        {items.map((item) => (
          <Link
            key={item.key}
            to={item.to}
            className="mobile-drawer__link"
            activeProps={{ className: 'mobile-drawer__link mobile-drawer__link--active' }}
            activeOptions={{ exact: item.to === '/' }}
            onClick={onClose}
          >
            {item.icon}
            <span>{t(`nav.${item.key}`)}</span>
          </Link>
        ))}
      </nav>
      <Divider />
      <NotificationSummary onNavigate={onClose} />
      <NoticeSummary onNavigate={onClose} />
      <Divider />
      <EditProfileButton className="mobile-drawer__action" closeMenu={onClose} onEditProfile={onEditProfile} />
      <div className="mobile-drawer__language">
        <span>{t('userMenu.language')}</span>
        <LanguageSwitch />
      </div>
      <LogoutButton className="mobile-drawer__action" onLogout={onLogout} />
    </Drawer>
  );
}
