import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useAppT } from './i18n';
import { useLogout, type User } from '../lib/auth';
import { can, homePathFor } from '../lib/authorization';
import { BrandLogo } from '../components/brand-logo';
import { NotificationBell } from '../features/infolog';
import { NoticeBell } from '../features/notifications';
import { SetPinScreen } from '../features/auth/components/set-pin-screen';
import type { ProfileTab } from '../features/profile/components/profile-dialog';
import { NAV_ITEMS } from './layout/nav-items';
import { RoleBadge } from './layout/role-badge';
import { UserMenu } from './layout/user-menu';
import './layout/app-shell.css';

// The drawer (mobile navigation) and the profile dialog (its forms) load when first opened, not
// with every page; once loaded they stay mounted so that they animate open and closed.
const MobileDrawer = lazy(() => import('./layout/mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
const ProfileDialog = lazy(() => import('../features/profile/components/profile-dialog').then((m) => ({ default: m.ProfileDialog })));

/** Signed-in frame: navigation bar (spec section 2), page content, profile dialog. */
export default function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useAppT();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileUsed, setProfileUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const [profileTab, setProfileTab] = useState<ProfileTab>('personal');

  // Signed in with a temporary password: keep the profile dialog open on the password tab until
  // the password has been changed (the refreshed user then has mustChangePassword: false).
  const forcePasswordChange = user.mustChangePassword;
  if ((profileOpen || forcePasswordChange) && !profileUsed) setProfileUsed(true);
  const items = NAV_ITEMS.filter((item) => can(user, item.permission));

  const openProfile = () => {
    setProfileTab('personal');
    setProfileOpen(true);
  };
  const doLogout = () => logout.mutate();

  // Signed in with a start code: nothing answers but setting the PIN, so nothing else is shown
  if (user.mustSetPin) return <SetPinScreen user={user} onLogout={doLogout} />;

  return (
    <div className="shell">
      <header className="shell-header">
        <div className="shell-container shell-header__bar">
          <Button
            type="text"
            className="shell-header__burger icon-button"
            icon={<MenuOutlined />}
            aria-label={t('nav.openMenu')}
            onClick={() => setDrawerOpen(true)}
          />
          <Link to={homePathFor(user)} className="shell-header__brand" aria-label={t('common.appName')}>
            <BrandLogo />
          </Link>
          <RoleBadge role={user.role} />
          {user.company && <span className="shell-header__company">{user.company.name}</span>}
          <div className="shell-header__spacer" />
          <div className="shell-header__actions">
            <NotificationBell />
            <NoticeBell />
            <UserMenu user={user} onEditProfile={openProfile} onLogout={doLogout} />
          </div>
        </div>
        <nav className="shell-container shell-tabs" aria-label={t('nav.label')}>
          {items.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              className="shell-tab"
              activeProps={{ className: 'shell-tab shell-tab--active', 'aria-current': 'page' }}
              activeOptions={{ exact: item.to === '/', includeSearch: false }}
            >
              {item.icon}
              <span>{t(`nav.${item.key}`)}</span>
            </Link>
          ))}
        </nav>
      </header>

      <main className="shell-container shell-main">{children}</main>

      <footer className="shell-footer">
        <div className="shell-container shell-footer__inner">
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <nav aria-label={t('footer.legalLabel')}>
            <Link to="/privacy">{t('footer.privacy')}</Link>
            <Link to="/imprint">{t('footer.imprint')}</Link>
            <Link to="/terms">{t('footer.terms')}</Link>
          </nav>
        </div>
      </footer>

      <Suspense fallback={null}>
        {drawerUsed && (
          <MobileDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            items={items}
            onEditProfile={openProfile}
            onLogout={doLogout}
          />
        )}
        {profileUsed && (
          <ProfileDialog
            user={user}
            open={profileOpen || forcePasswordChange}
            tab={profileTab}
            onTabChange={setProfileTab}
            onClose={() => setProfileOpen(false)}
            forcePasswordChange={forcePasswordChange}
            onLogout={doLogout}
          />
        )}
      </Suspense>
    </div>
  );
}
