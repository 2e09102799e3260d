import { useEffect } from 'react';
import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useNavigate } from '@tanstack/react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitch } from '../../../app/layout/language-switch';
import { changeLanguage, currentLanguage } from '../../../i18n';
import { isApiError, serverMessageOr } from '../../../lib/api';
import { fullName, useStartSession } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useInvitation, useSetInvitationPassword } from '../api/invitation';
import { useAuthT } from '../i18n';
import { ConfirmPasswordItem } from './confirm-password-item';
import '../set-password.css';

const PASSWORD_MIN_LENGTH = 6;

interface Values {
  password?: string;
  confirmPassword?: string;
}

/**
 * The page of an invitation link (/invitation/$token, public): greets the invited person in their
 * language, takes a password twice (the registration's rules and texts) and signs them in.
 */
export function SetPasswordPage({ token }: { token: string }) {
  const { t } = useAuthT();
  const toast = useToast();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const invitation = useInvitation(token);
  const setPassword = useSetInvitationPassword(token);
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const confirm = Form.useWatch('confirmPassword', form);
  const mismatch = Boolean(confirm) && password !== confirm;

  const invitedLanguage = invitation.data?.language;
  useEffect(() => {
    // the page speaks the language the inviter chose for this person
    if (invitedLanguage && invitedLanguage !== currentLanguage()) void changeLanguage(invitedLanguage);
  }, [invitedLanguage]);

  const submit = async (values: Values) => {
    const pw = values.password ?? '';
    if (pw !== (values.confirmPassword ?? '')) {
      toast.error(t('register.mismatchTitle'), t('register.mismatchDescription'));
      return;
    }
    if (pw.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('register.tooShortTitle'), t('register.tooShortDescription'));
      return;
    }
    try {
      const response = await setPassword.mutateAsync(pw);
      startSession(response);
      toast.success(t('invitation.successTitle'), t('invitation.successDescription', { name: fullName(response.user) }));
      void navigate({ to: '/' });
    } catch (error) {
      toast.error(t('invitation.failedTitle'), serverMessageOr(error, t('register.failedFallback')));
      if (isApiError(error) && error.status === 410) void invitation.refetch();
    }
  };

  let body;
  if (invitation.isPending) {
    body = <Spin size="large" className="setpw__spinner" />;
  } else if (invitation.isError) {
    const gone = isApiError(invitation.error) && invitation.error.status === 410;
    body = (
      <Result
        status={gone ? 'warning' : 'error'}
        title={t(gone ? 'invitation.goneTitle' : 'invitation.loadErrorTitle')}
        subTitle={serverMessageOr(invitation.error, '')}
        extra={
          <Link to="/">
            <Button type="primary">{t('invitation.toStart')}</Button>
          </Link>
        }
      />
    );
  } else {
    const info = invitation.data;
    body = (
      <>
        <h1 className="setpw__title">{t('invitation.pageTitle')}</h1>
        <p className="setpw__greeting">{t('invitation.greeting', { name: info.firstName })}</p>
        <p className="setpw__intro">{t('invitation.intro', { company: info.companyName })}</p>
        <Form<Values> form={form} layout="vertical" name="set-password" requiredMark={false} onFinish={submit}>
          <Form.Item label={t('invitation.account')} htmlFor="setpw-email">
            <Input id="setpw-email" value={info.email} readOnly autoComplete="username" data-testid="setpw-email" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('fields.password')}
            extra={<span className="setpw__hint">{t('invitation.passwordHint')}</span>}
            rules={[{ required: true, message: t('invitation.passwordRequired') }]}
          >
            <Input.Password autoComplete="new-password" prefix={<LockOutlined />} />
          </Form.Item>
          <ConfirmPasswordItem requiredMessage={t('invitation.confirmRequired')} mismatch={mismatch} prefix={<LockOutlined />} />
          <Alert type="info" showIcon className="setpw__expiry" title={t('invitation.expires', { date: formatDateTime(info.expiresAt) })} />
          <Button type="primary" htmlType="submit" block size="large" loading={setPassword.isPending}>
            {t('invitation.submit')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div className="setpw">
      <header className="setpw__topbar">
        <Link to="/" className="setpw__brand" aria-label={t('common.appName')}>
          <BrandLogo />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="setpw__main">
        <section className="setpw__card">{body}</section>
      </main>
    </div>
  );
}
