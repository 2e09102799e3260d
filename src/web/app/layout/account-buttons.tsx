import { Button } from 'antd';
import { EditOutlined, LogoutOutlined } from '@ant-design/icons';
import { useAppT } from '../i18n';

/** 'Profil bearbeiten' in the user menu and the mobile drawer: closes the menu it sits in, then opens the profile dialog. */
export function EditProfileButton({ className, closeMenu, onEditProfile }: { className: string; closeMenu: () => void; onEditProfile: () => void }) {
  const { t } = useAppT();
  return (
    <Button
      type="text"
      block
      className={className}
      icon={<EditOutlined />}
      onClick={() => {
        closeMenu();
        onEditProfile();
      }}
    >
      {t('userMenu.editProfile')}
    </Button>
  );
}

/** 'Abmelden' at the end of the user menu and the mobile drawer. */
export function LogoutButton({ className, onLogout }: { className: string; onLogout: () => void }) {
  const { t } = useAppT();
  return (
    <Button type="text" danger block className={className} icon={<LogoutOutlined />} onClick={onLogout}>
      {t('common.logout')}
    </Button>
  );
}
