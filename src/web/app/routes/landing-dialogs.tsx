/**
 * The landing page's antd part, loaded on first use (routes/landing.tsx): the login/registration
 * dialog, the forgot-password dialog and the toast confirming a logout.
 */
import { useEffect, useRef } from 'react';
import type { AuthResponse } from '../../lib/auth';
import { useToast } from '../../lib/use-toast';
import { useAuthT } from '../../features/auth/i18n';
import { AuthDialog, type AuthMode } from '../../features/auth/components/auth-dialog';
import type { PinLoginPrefill } from '../../features/auth/components/pin-login-form';
import { ForgotPasswordDialog } from '../../features/auth/components/forgot-password-dialog';

export default function LandingDialogs(props: {
  loggedOut: boolean;
  onLoggedOutShown: () => void;
  authOpen: boolean;
  authMode: AuthMode;
  /** From a start letter's QR code: sign in with personnel number, company and number filled in. */
  pinPrefill?: PinLoginPrefill;
  forgotOpen: boolean;
  onAuthModeChange: (mode: AuthMode) => void;
  onAuthClose: () => void;
  onAuthSuccess: (response: AuthResponse) => void;
  onForgotPassword: () => void;
  onForgotClose: () => void;
  onBackToLogin: () => void;
}) {
  const { t } = useAuthT();
  const toast = useToast();
  const toastShown = useRef(false);

  useEffect(() => {
    if (!props.loggedOut || toastShown.current) return;
    toastShown.current = true;
    toast.success(t('logout.title'), t('logout.description'));
    props.onLoggedOutShown();
  }, [props, toast, t]);

  return (
    <>
      <AuthDialog
        open={props.authOpen}
        mode={props.authMode}
        onModeChange={props.onAuthModeChange}
        onClose={props.onAuthClose}
        onSuccess={props.onAuthSuccess}
        onForgotPassword={props.onForgotPassword}
        {...(props.pinPrefill ? { pinPrefill: props.pinPrefill } : {})}
      />
      <ForgotPasswordDialog open={props.forgotOpen} onClose={props.onForgotClose} onBackToLogin={props.onBackToLogin} />
    </>
  );
}
