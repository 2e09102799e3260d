import { useState } from 'react';
import { Avatar, Divider, Popover } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useAppT } from '../i18n';
import { fullName, initials, type User } from '../../lib/auth';
import { roleKey } from '../../lib/authorization';
import { LanguageSwitch } from './language-switch';
import { EditProfileButton, LogoutButton } from './account-buttons';

/** User menu (spec section 2): name, email, role, profile edit, language switch, logout. */
export function UserMenu({ user, onEditProfile, onLogout }: { user: User; onEditProfile: () => void; onLogout: () => void }) {
  const { t } = useAppT();
  const [open, setOpen] = useState(false);

  const content = (
    <div className="user-menu" data-testid="user-menu">
      <div className="user-menu__identity">
        <Avatar size={44} className="avatar-initials">
          {initials(user)}
        </Avatar>
        <div className="user-menu__text">
          <strong>{fullName(user)}</strong>
          <span className="user-menu__email">{user.email}</span>
          <span className="user-menu__role">{t(`common.roles.${roleKey(user.role)}`)}</span>
        </div>
      </div>
      <Divider className="user-menu__divider" />
      <EditProfileButton className="user-menu__item" closeMenu={() => setOpen(false)} onEditProfile={onEditProfile} />
      <div className="user-menu__language">
        <span>
          <GlobalOutlined /> {t('userMenu.language')}
        </span>
        <LanguageSwitch />
      </div>
      <Divider className="user-menu__divider" />
      <LogoutButton className="user-menu__item" onLogout={onLogout} />
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content} arrow={false}>
      <button type="button" className="user-menu__trigger" aria-label={t('userMenu.open')} aria-haspopup="dialog" aria-expanded={open}>
        <Avatar size={34} className="avatar-initials">
          {initials(user)}
        </Avatar>
        <span className="user-menu__trigger-name">{fullName(user)}</span>
        <DownOutlined className="user-menu__chevron" />
      </button>
    </Popover>
  );
}
