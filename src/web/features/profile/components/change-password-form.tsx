import { Button, Form, Input } from 'antd';
import { useProfileT } from '../i18n';
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
  const { t } = useProfileT();
  const toast = useToast();
  const changePassword = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();

  const submit = async (values: PasswordValues) => {
    const currentPassword = values.currentPassword ?? '';
    const newPassword = values.newPassword ?? '';
    const confirmPassword = values.confirmPassword ?? '';
    // Checks in the order of spec section 5.
    if (!currentPassword || !newPassword || !confirmPassword) {
      toast.error(t('common.error'), t('password.allRequired'));
      return;
    }
    if (newPassword !== confirmPassword) {
      toast.error(t('common.error'), t('password.mismatch'));
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('common.error'), t('password.tooShort'));
      return;
    }
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('password.failed')));
      return;
    }
    toast.success(t('common.success'), t('password.success'));
    form.resetFields();
    onChanged?.();
  };

  return (
    <Form<PasswordValues> form={form} name="profile-password" layout="vertical" noValidate onFinish={submit}>
      <Form.Item name="currentPassword" label={t('fields.currentPassword')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('fields.newPassword')} extra={t('password.minLengthHint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div className="dialog-actions">
        <Button type="primary" htmlType="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? t('changing') : t('changePassword')}
        </Button>
      </div>
    </Form>
  );
}
