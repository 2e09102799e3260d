import { Button, Form, Input, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import type { Role } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';
import { invitableRoles } from '../../../../shared/user-policy';
import { useInviteUser } from '../api/mutations';
import { useUsersT } from '../i18n';
import { MIN_PASSWORD_LENGTH, generatePassword } from '../lib/password';
import { AccessUntilField, toAccessUntil } from './access-until-field';
import { useRoleLabel } from './role-tag';

interface InviteValues {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  role?: Role;
  accessUntil?: Dayjs | null;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite dialog (spec sections 2, 5, 7): e-mail, first and last name, a temporary password (with a
 * generator), a role limited by src/shared/user-policy.ts and an optional access end date. The invited user gets the password
 * by mail and must change it at the first sign-in. (Joining groups on invitation is not offered:
 * groups are not part of this slice.)
 */
export function InviteUserDialog({ open, actorRole, onClose }: { open: boolean; actorRole: Role; onClose: () => void }) {
  const t = useUsersT();
  const tg = useUsersT();
  const toast = useToast();
  const roleLabel = useRoleLabel();
  const invite = useInviteUser();
  const [form] = Form.useForm<InviteValues>();
  const roles = invitableRoles(actorRole);
  const defaultRole: Role = roles.includes('non-managing') ? 'non-managing' : (roles[0] ?? 'non-managing');

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async (values: InviteValues) => {
    const email = (values.email ?? '').trim();
    const firstName = (values.firstName ?? '').trim();
    const lastName = (values.lastName ?? '').trim();
    const password = values.password ?? '';
    if (!email || !firstName || !lastName || !password.trim()) {
      toast.error(tg('common.error'), t('form.fillAllFields'));
      return;
    }
    if (!EMAIL_RE.test(email)) {
      toast.error(tg('common.error'), t('form.emailInvalid'));
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(tg('common.error'), t('form.passwordTooShort'));
      return;
    }
    try {
      const created = await invite.mutateAsync({ email, firstName, lastName, password, role: values.role ?? defaultRole, isActive: true, gdprConsent: false, accessUntil: toAccessUntil(values.accessUntil) });
      if (created.invitationSent) toast.success(t('invite.success'), t('invite.successText', { email: created.email }));
      else toast.info(t('invite.success'), t('invite.mailFailed'));
    } catch (error) {
      toast.error(tg('common.error'), serverMessageOr(error, t('invite.failed')));
      return;
    }
    close();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('invite.title')}
      footer={null}
      width={560}
      centered
      destroyOnHidden
      className="us-dialog us-invite-dialog"
    >
      <p className="dialog-intro">{t('invite.intro')}</p>
      <Form<InviteValues> form={form} name="invite-user" layout="vertical" noValidate requiredMark={false} initialValues={{ role: defaultRole }} onFinish={submit}>
        <Form.Item name="email" label={t('form.email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <div className="form-grid-2">
          <Form.Item name="firstName" label={t('form.firstName')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="lastName" label={t('form.lastName')}>
            <Input autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item label={t('form.password')} required={false}>
          <Space.Compact block>
            <Form.Item name="password" noStyle>
              <Input aria-label={t('form.password')} autoComplete="new-password" className="us-password-input" />
            </Form.Item>
            <Button icon={<KeyOutlined />} aria-label={t('form.generateLabel')} onClick={() => form.setFieldValue('password', generatePassword())}>
              {t('form.generate')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="role" label={t('form.role')}>
          <Select<Role> aria-label={t('form.role')} options={roles.map((r) => ({ value: r, label: roleLabel(r) }))} data-testid="invite-role" />
        </Form.Item>
        <AccessUntilField />
        <div className="dialog-actions">
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} disabled={invite.isPending}>
            {invite.isPending ? t('invite.submitting') : t('invite.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
