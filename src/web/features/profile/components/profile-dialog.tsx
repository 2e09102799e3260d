import { Alert, Avatar, Button, Modal, Tabs, Tag } from 'antd';
import { BankOutlined, BellOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useProfileT } from '../i18n';
import { fullName, initials, type User } from '../../../lib/auth';
import { can, roleKey } from '../../../lib/authorization';
import { PersonalDataForm } from './personal-data-form';
import { MyDataSection } from './my-data';
import { ChangePasswordForm } from './change-password-form';
import { CompanyForm } from './company-form';
import { NotificationSettingsForm, useNotificationsT } from '../../notifications';

export type ProfileTab = 'personal' | 'password' | 'company' | 'notifications';

/**
 * Profile dialog (spec section 2): personal data, change password, company (root only).
 *
 * With `forcePasswordChange` (the user signed in with a temporary password) the dialog opens on the
 * password tab, explains why, and cannot be dismissed until the password has been changed; the
 * user can still log out.
 */
export function ProfileDialog({
  user,
  open,
  tab,
  onTabChange,
  onClose,
  forcePasswordChange,
  onLogout,
}: {
  user: User;
  open: boolean;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  onClose: () => void;
  forcePasswordChange: boolean;
  onLogout: () => void;
}) {
  const { t } = useProfileT();
  const { t: tn } = useNotificationsT();
  const hidden = (tab === 'company' && !can(user, 'companyProfile')) || (tab === 'notifications' && !can(user, 'notificationSettings'));
  const activeTab: ProfileTab = forcePasswordChange ? 'password' : hidden ? 'personal' : tab;

  const items = [
    {
      key: 'personal' as const,
      label: t('tabs.personal'),
      icon: <UserOutlined />,
      disabled: forcePasswordChange,
      children: (
        <>
          <PersonalDataForm key={`${user.id}-${user.firstName}-${user.lastName}-${user.email}-${user.contentLanguage}`} user={user} />
          <MyDataSection />
        </>
      ),
    },
    {
      key: 'password' as const,
      label: t('tabs.password'),
      icon: <LockOutlined />,
      children: (
        <>
          {forcePasswordChange && (
            <Alert
              className="profile-dialog__force-hint"
              type="warning"
              showIcon
              title={t('password.forcedTitle')}
              description={t('password.forcedDescription')}
            />
          )}
          <ChangePasswordForm />
        </>
      ),
    },
    ...(can(user, 'companyProfile')
      ? [
          {
            key: 'company' as const,
            label: t('tabs.company'),
            icon: <BankOutlined />,
            disabled: forcePasswordChange,
            children: <CompanyForm key={`${user.company?.name ?? ''}-${user.company?.address ?? ''}-${user.company?.loginCode ?? ''}`} user={user} />,
          },
        ]
      : []),
    ...(can(user, 'notificationSettings')
      ? [{ key: 'notifications' as const, label: tn('settings.tab'), icon: <BellOutlined />, disabled: forcePasswordChange, children: <NotificationSettingsForm /> }]
      : []),
  ];

  return (
    <Modal
      open={open}
      onCancel={forcePasswordChange ? undefined : onClose}
      closable={!forcePasswordChange}
      keyboard={!forcePasswordChange}
      mask={{ closable: !forcePasswordChange }}
      footer={
        forcePasswordChange ? (
          <div className="profile-dialog__forced-footer">
            <span>{t('password.forcedLogoutHint')}</span>
            <Button type="link" danger icon={<LogoutOutlined />} onClick={onLogout}>
              {t('common.logout')}
            </Button>
          </div>
        ) : null
      }
      width={580}
      centered
      destroyOnHidden
      title={t('title')}
      className="profile-dialog"
    >
      <div className="profile-dialog__header">
        <Avatar size={52} className="avatar-initials">
          {initials(user)}
        </Avatar>
        <div className="profile-dialog__identity">
          <strong>{fullName(user)}</strong>
          <span>{user.email}</span>
        </div>
        <Tag className="profile-dialog__role">{t(`common.roles.${roleKey(user.role)}`)}</Tag>
      </div>
      <Tabs activeKey={activeTab} onChange={(key) => onTabChange(key as ProfileTab)} items={items} />
    </Modal>
  );
}
