import { Form, Input } from 'antd';
import { useProfileT } from '../i18n';
import { useChangePassword } from '../api/change-password';
import { ProfileForm, useProfileToasts } from './profile-form';

const PASSWORD_MIN_LENGTH = 6;

interface PasswordValues {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useProfileT();
  const toasts = useProfileToasts();
  const changePassword = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();

  const submit = async (values: PasswordValues) => {
    const currentPassword = values.currentPassword ?? '';
    const newPassword = values.newPassword ?? '';
    const confirmPassword = values.confirmPassword ?? '';
    // Checks in the order of spec section 5.
    if (!currentPassword || !newPassword || !confirmPassword) {
      toasts.invalid(t('password.allRequired'));
      return;
    }
    if (newPassword !== confirmPassword) {
      toasts.invalid(t('password.mismatch'));
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      toasts.invalid(t('password.tooShort'));
      return;
    }
    if (!(await toasts.save(() => changePassword.mutateAsync({ currentPassword, newPassword }), t('password.failed'), t('password.success')))) return;
    form.resetFields();
    onChanged?.();
  };

  return (
    <ProfileForm<PasswordValues>
      form={form}
      name="profile-password"
      onFinish={submit}
      pending={changePassword.isPending}
      submitText={t('changePassword')}
      pendingText={t('changing')}
    >
      <Form.Item name="currentPassword" label={t('fields.currentPassword')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('fields.newPassword')} extra={t('password.minLengthHint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </ProfileForm>
  );
}
