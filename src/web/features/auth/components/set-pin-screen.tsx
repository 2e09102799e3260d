import { Button, Card, Form, Input } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthT } from '../i18n';
import { api, isApiError } from '../../../lib/api';
import { fullName, useSetCurrentUser, type User } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';
import { BrandLogo } from '../../../components/brand-logo';

interface SetPinValues {
  pin: string;
  repeat: string;
}

/**
 * After a sign-in with a start code (issue 33) the server answers nothing but this until a PIN is
 * set (403 `pin_setup_required`): the whole page is this form. PATCH /api/user/pin; the server's
 * rules (not trivial, not the date of birth) come back as a message under the field.
 */
export function SetPinScreen({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useAuthT();
  const toast = useToast();
  const [form] = Form.useForm<SetPinValues>();
  const setCurrentUser = useSetCurrentUser();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (pin: string) => api.patch<{ user: User }>('/api/user/pin', { pin }),
  });

  const submit = async (values: SetPinValues) => {
    try {
      const { user: updated } = await save.mutateAsync(values.pin);
      toast.success(t('setPin.successTitle'), t('setPin.successDescription'));
      setCurrentUser(updated);
      void queryClient.invalidateQueries();
    } catch (error) {
      const message = isApiError(error) && error.serverMessage ? error.serverMessage : t('setPin.failedTitle');
      if (isApiError(error) && error.status === 400) form.setFields([{ name: 'pin', errors: [message] }]);
      else toast.error(t('setPin.failedTitle'), message);
    }
  };

  return (
    <main className="set-pin">
      <Card className="set-pin__card">
        <div className="auth-dialog__header">
          <BrandLogo compact />
          <h1>{t('setPin.title')}</h1>
          <p className="auth-dialog__subtitle">{t('setPin.intro', { name: fullName(user) })}</p>
        </div>
        <Form<SetPinValues> form={form} name="set-pin" layout="vertical" noValidate requiredMark={false} onFinish={submit} size="large">
          <p className="set-pin__rules" id="set-pin-rules">
            {t('setPin.rules')}
          </p>
          <Form.Item
            name="pin"
            label={t('setPin.pin')}
            rules={[
              { required: true, message: t('setPin.pinRequired') },
              { pattern: /^\d{6}$/, message: t('setPin.pinFormat') },
            ]}
          >
            <Input.Password prefix={<KeyOutlined />} inputMode="numeric" maxLength={6} autoComplete="new-password" aria-describedby="set-pin-rules" />
          </Form.Item>
          <Form.Item
            name="repeat"
            label={t('setPin.repeat')}
            dependencies={['pin']}
            rules={[
              { required: true, message: t('setPin.pinRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value: string) => (!value || getFieldValue('pin') === value ? Promise.resolve() : Promise.reject(new Error(t('setPin.mismatch')))),
              }),
            ]}
          >
            <Input.Password prefix={<KeyOutlined />} inputMode="numeric" maxLength={6} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={save.isPending}>
            {t('setPin.submit')}
          </Button>
          <Button block className="set-pin__logout" onClick={onLogout}>
            {t('setPin.logout')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
