import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useChangePassword } from '../api/change-password';

const PASSWORD_MIN_LENGTH = 6;

interface PasswordValues {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const changePassword = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();

  const submit = async (values: PasswordValues) => {
    const currentPassword = values.currentPassword ?? '';
    const newPassword = values.newPassword ?? '';
    const confirmPassword = values.confirmPassword ?? '';
    // Checks in the order of spec section 5.
    if (!currentPassword || !newPassword || !confirmPassword) {
      toast.error(t('common.error'), t('profile.password.allRequired'));
      return;
    }
    if (newPassword !== confirmPassword) {
      toast.error(t('common.error'), t('profile.password.mismatch'));
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('common.error'), t('profile.password.tooShort'));
      return;
    }
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('profile.password.failed')));
      return;
    }
    toast.success(t('common.success'), t('profile.password.success'));
    form.resetFields();
    onChanged?.();
  };

  return (
    <Form<PasswordValues> form={form} name="profile-password" layout="vertical" noValidate onFinish={submit}>
      <Form.Item name="currentPassword" label={t('profile.fields.currentPassword')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('profile.fields.newPassword')} extra={t('profile.password.minLengthHint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('profile.fields.confirmPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div className="dialog-actions">
        <Button type="primary" htmlType="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? t('profile.changing') : t('profile.changePassword')}
        </Button>
      </div>
    </Form>
  );
}
