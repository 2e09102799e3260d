import type { ReactNode } from 'react';
import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { Trans } from 'react-i18next';
import { useAuthT } from '../i18n';
import { ConfirmPasswordItem } from './confirm-password-item';
import { fullName, useRegister, type AuthResponse, type RegisterInput } from '../../../lib/auth';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';

const PASSWORD_MIN_LENGTH = 6;

/** The registration body plus the confirmation; the consent box is unset until ticked. */
type RegisterValues = Omit<RegisterInput, 'gdprConsent'> & { confirmPassword: string; gdprConsent?: boolean };

/** Two fields side by side (one above the other on phones). */
function TwoColumns({ children: [left, right] }: { children: [ReactNode, ReactNode] }) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        {left}
      </Col>
      <Col xs={24} sm={12}>
        {right}
      </Col>
    </Row>
  );
}

export function RegisterForm({ onSuccess }: { onSuccess: (response: AuthResponse) => void }) {
  const { t } = useAuthT();
  const toast = useToast();
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const password = Form.useWatch('password', form);
  const confirmPassword = Form.useWatch('confirmPassword', form);
  // Shown live under the confirm field (spec section 5); the submit check below is a toast.
  const mismatch = Boolean(confirmPassword) && password !== confirmPassword;

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const requiredEmail = [
    { required: true, whitespace: true, message: t('common.validation.emailRequired') },
    { type: 'email' as const, message: t('common.validation.emailInvalid') },
  ];

  const submit = async (values: RegisterValues) => {
    // Checks in the order of spec section 5, each as a destructive toast.
    if (!values.gdprConsent) {
      toast.error(t('register.gdprTitle'), t('register.gdprDescription'));
      return;
    }
    if (values.password !== values.confirmPassword) {
      toast.error(t('register.mismatchTitle'), t('register.mismatchDescription'));
      return;
    }
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('register.tooShortTitle'), t('register.tooShortDescription'));
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
      toast.error(t('register.failedTitle'), serverMessageOr(error, t('register.failedFallback')));
      return;
    }
    toast.success(
      t('register.successTitle'),
      t('register.successDescription', { name: fullName(response.user) }),
    );
    form.resetFields();
    onSuccess(response);
  };

  return (
    <Form<RegisterValues> form={form} name="register" layout="vertical" noValidate requiredMark={false} onFinish={submit}>
      <p className="auth-form__section">{t('register.companySection')}</p>
      <TwoColumns>
        <Form.Item name="companyName" label={t('fields.companyName')} rules={required(t('common.validation.companyNameRequired'))}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="companyEmail" label={t('fields.companyEmail')} rules={requiredEmail}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </TwoColumns>
      <p className="auth-form__section">{t('register.accountSection')}</p>
      <TwoColumns>
        <Form.Item name="firstName" label={t('fields.firstName')} rules={required(t('common.validation.firstNameRequired'))}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('fields.lastName')} rules={required(t('common.validation.lastNameRequired'))}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </TwoColumns>
      <Form.Item name="email" label={t('fields.email')} rules={requiredEmail}>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <TwoColumns>
        <Form.Item name="password" label={t('fields.password')} rules={[{ required: true, message: t('common.validation.passwordRequired') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordItem requiredMessage={t('common.validation.confirmPasswordRequired')} mismatch={mismatch} />
      </TwoColumns>
      <Form.Item name="gdprConsent" valuePropName="checked">
        <Checkbox>
          <Trans
            i18nKey="auth.register.gdprConsent"
            components={{ privacy: <a href="/privacy" target="_blank" rel="noreferrer" /> }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
      <p className="auth-form__hint">{t('register.trialHint')}</p>
    </Form>
  );
}
