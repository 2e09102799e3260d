import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useAuthT } from '../i18n';
import { fullName, useLogin, type AuthResponse } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';

interface LoginValues {
  email: string;
  password: string;
  /** 'Angemeldet bleiben' exists in the form but is not sent (spec section 5). */
  remember?: boolean;
}

export function LoginForm({
  onSuccess,
  onForgotPassword,
}: {
  onSuccess: (response: AuthResponse) => void;
  onForgotPassword: () => void;
}) {
  const { t } = useAuthT();
  const toast = useToast();
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();

  const submit = async (values: LoginValues) => {
    let response: AuthResponse;
    try {
      response = await login.mutateAsync({ email: values.email.trim(), password: values.password });
    } catch {
      toast.error(t('login.failedTitle'), t('login.failedDescription'));
      return;
    }
    toast.success(t('login.successTitle'), t('login.successDescription', { name: fullName(response.user) }));
    form.resetFields();
    onSuccess(response);
  };

  return (
    <Form<LoginValues> form={form} name="login" layout="vertical" noValidate requiredMark={false} onFinish={submit} size="large">
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[{ required: true, whitespace: true, message: t('common.validation.emailRequired') }]}
      >
        <Input type="email" autoComplete="username" prefix={<MailOutlined />} placeholder={t('placeholders.email')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[{ required: true, message: t('common.validation.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" prefix={<LockOutlined />} placeholder={t('placeholders.password')} />
      </Form.Item>
      <div className="auth-form__row">
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Button type="link" className="auth-form__link" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
