import { useState } from 'react';
import { Button, Modal, Segmented, Tabs } from 'antd';
import { useAuthT } from '../i18n';
import type { AuthResponse } from '../../../lib/auth';
import { BrandLogo } from '../../../components/brand-logo';
import { LoginForm } from './login-form';
import { PinLoginForm, type PinLoginPrefill } from './pin-login-form';
import { RegisterForm } from './register-form';
import { UiLanguageSelect } from '../../../components/ui-language-select';
import { changeLanguage } from '../../../i18n';

export type AuthMode = 'login' | 'register';

/** Login/registration modal with switchable mode (spec section 2). */
export function AuthDialog({
  open,
  mode,
  onModeChange,
  onClose,
  onSuccess,
  onForgotPassword,
  pinPrefill,
}: {
  open: boolean;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  onSuccess: (response: AuthResponse) => void;
  onForgotPassword: () => void;
  /** Opens the sign-in on the personnel-number tab with these filled in (the QR code of a start letter). */
  pinPrefill?: PinLoginPrefill;
}) {
  const { t, uiLanguage } = useAuthT();
  const [how, setHow] = useState<'email' | 'pin'>(pinPrefill ? 'pin' : 'email');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={mode === 'register' ? 640 : 440}
      centered
      destroyOnHidden
      title={null}
      className="auth-dialog"
      aria-labelledby="auth-dialog-title"
    >
      <div className="auth-dialog__header">
        <div className="auth-dialog__top">
          <BrandLogo compact />
          <UiLanguageSelect value={uiLanguage} onChange={(language) => void changeLanguage(language)} label={t('language')} className="auth-dialog__language" testId="auth-language" />
        </div>
        <h2 id="auth-dialog-title" className="auth-dialog__title">
          {mode === 'login' ? t('login.title') : t('register.title')}
        </h2>
        <p className="auth-dialog__subtitle">
          {mode === 'login' ? t('login.subtitle') : t('register.subtitle')}
        </p>
      </div>
      <Segmented<AuthMode>
        block
        className="auth-dialog__switch"
        value={mode}
        onChange={onModeChange}
        options={[
          { label: t('login.tab'), value: 'login' },
          { label: t('register.tab'), value: 'register' },
        ]}
      />
      {mode === 'login' ? (
        <Tabs
          activeKey={how}
          onChange={(key) => setHow(key === 'pin' ? 'pin' : 'email')}
          centered
          className="auth-dialog__how"
          items={[
            { key: 'email', label: t('pinLogin.emailTab'), children: <LoginForm onSuccess={onSuccess} onForgotPassword={onForgotPassword} /> },
            { key: 'pin', label: t('pinLogin.tab'), children: <PinLoginForm onSuccess={onSuccess} {...(pinPrefill ? { prefill: pinPrefill } : {})} /> },
          ]}
        />
      ) : (
        <RegisterForm onSuccess={onSuccess} />
      )}
      <p className="auth-dialog__footer">
        {mode === 'login' ? t('login.noAccount') : t('register.haveAccount')}{' '}
        <Button type="link" className="auth-form__link" onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}>
          {mode === 'login' ? t('login.toRegister') : t('register.toLogin')}
        </Button>
      </p>
    </Modal>
  );
}
