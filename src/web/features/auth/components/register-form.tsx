import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { fullName, useRegister, type AuthResponse } from '../../../lib/auth';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';

const PASSWORD_MIN_LENGTH = 6;

interface RegisterValues {
  companyName: string;
  companyEmail: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  gdprConsent?: boolean;
}

export function RegisterForm({ onSuccess }: { onSuccess: (response: AuthResponse) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const password = Form.useWatch('password', form);
  const confirmPassword = Form.useWatch('confirmPassword', form);
  // Shown live under the confirm field (spec section 5); the submit check below is a toast.
  const mismatch = Boolean(confirmPassword) && password !== confirmPassword;

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const requiredEmail = [
    { required: true, whitespace: true, message: t('validation.emailRequired') },
    { type: 'email' as const, message: t('validation.emailInvalid') },
  ];

  const submit = async (values: RegisterValues) => {
    // Checks in the order of spec section 5, each as a destructive toast.
    if (!values.gdprConsent) {
      toast.error(t('auth.register.gdprTitle'), t('auth.register.gdprDescription'));
      return;
    }
    if (values.password !== values.confirmPassword) {
      toast.error(t('auth.register.mismatchTitle'), t('auth.register.mismatchDescription'));
      return;
    }
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('auth.register.tooShortTitle'), t('auth.register.tooShortDescription'));
      return;
    }
    let response: AuthResponse;
    try {
      response = await register.mutateAsync({
        companyName: values.companyName.trim(),
        companyEmail: values.companyEmail.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        gdprConsent: true,
      });
    } catch (error) {
      toast.error(t('auth.register.failedTitle'), serverMessageOr(error, t('auth.register.failedFallback')));
      return;
    }
    toast.success(
      t('auth.register.successTitle'),
      t('auth.register.successDescription', { name: fullName(response.user) }),
    );
    form.resetFields();
    onSuccess(response);
  };

  return (
    <Form<RegisterValues> form={form} name="register" layout="vertical" noValidate requiredMark={false} onFinish={submit}>
      <p className="auth-form__section">{t('auth.register.companySection')}</p>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="companyName" label={t('auth.fields.companyName')} rules={required(t('validation.companyNameRequired'))}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="companyEmail" label={t('auth.fields.companyEmail')} rules={requiredEmail}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
      </Row>
      <p className="auth-form__section">{t('auth.register.accountSection')}</p>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('auth.fields.firstName')} rules={required(t('validation.firstNameRequired'))}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('auth.fields.lastName')} rules={required(t('validation.lastNameRequired'))}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t('auth.fields.email')} rules={requiredEmail}>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="password" label={t('auth.fields.password')} rules={[{ required: true, message: t('validation.passwordRequired') }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="confirmPassword"
            label={t('auth.fields.confirmPassword')}
            rules={[{ required: true, message: t('validation.confirmPasswordRequired') }]}
            {...(mismatch ? { validateStatus: 'error' as const, help: t('auth.register.mismatchTitle') } : {})}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="gdprConsent" valuePropName="checked">
        <Checkbox>
          <Trans
            i18nKey="auth.register.gdprConsent"
            components={{ privacy: <a href="/privacy" target="_blank" rel="noreferrer" /> }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {t('auth.register.submit')}
      </Button>
      <p className="auth-form__hint">{t('auth.register.trialHint')}</p>
    </Form>
  );
}
