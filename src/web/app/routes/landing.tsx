import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useStartSession } from '../../lib/auth';
import { LandingPage } from '../../features/landing/components/landing-page';
import { AuthDialog, type AuthMode } from '../../features/auth/components/auth-dialog';
import { ForgotPasswordDialog } from '../../features/auth/components/forgot-password-dialog';

/** Signed-out screen: landing page plus the login/registration and forgot-password dialogs. */
export default function LandingRoute() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [authMode, setAuthMode] = useState<AuthMode>('login');
  const [authOpen, setAuthOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const openAuth = (mode: AuthMode) => {
    setAuthMode(mode);
    setAuthOpen(true);
  };

  return (
    <>
      <LandingPage onLogin={() => openAuth('login')} onRegister={() => openAuth('register')} />
      <AuthDialog
        open={authOpen}
        mode={authMode}
        onModeChange={setAuthMode}
        onClose={() => setAuthOpen(false)}
        onSuccess={(response) => {
          // Form already cleared by the form itself; close, then sign in and go to the start page.
          setAuthOpen(false);
          startSession(response);
          void navigate({ to: '/' });
        }}
        onForgotPassword={() => {
          setAuthOpen(false);
          setForgotOpen(true);
        }}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        onBackToLogin={() => {
          setForgotOpen(false);
          openAuth('login');
        }}
      />
    </>
  );
}
