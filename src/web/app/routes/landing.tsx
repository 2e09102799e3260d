import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { consumeLoggedOutFlag, useStartSession } from '../../lib/auth';
import { LandingPage } from '../../features/landing/components/landing-page';
import type { AuthMode } from '../../features/auth/components/auth-dialog';
import type { PinLoginPrefill } from '../../features/auth/components/pin-login-form';
import { WithAntd, loadAntdProviders } from '../with-antd';

const loadDialogs = () => import('./landing-dialogs');
const LandingDialogs = lazy(loadDialogs);
const loadContactForm = () => import('../../features/landing/components/contact-form');
const ContactForm = lazy(() => loadContactForm().then((m) => ({ default: m.ContactForm })));

// Logout reloads the page at '/', signed out: its confirmation toast is shown once per page load.
let logoutToastPending: boolean | undefined;
function logoutToastWanted(): boolean {
  if (logoutToastPending === undefined) logoutToastPending = consumeLoggedOutFlag();
  return logoutToastPending;
}

/**
 * The QR code of a start letter (issue 33) opens `/?anmeldung=personalnummer&firma=CODE&nr=NUMBER`:
 * the sign-in on the personnel-number tab with company and number filled in.
 */
function pinPrefillFromUrl(): PinLoginPrefill | undefined {
  if (typeof window === 'undefined') return undefined;
  const q = new URLSearchParams(window.location.search);
  if (q.get('anmeldung') !== 'personalnummer') return undefined;
  return { companyCode: q.get('firma') ?? '', personnelNumber: q.get('nr') ?? '' };
}

/** Starts loading the sign-in dialogs (antd) before they are needed: on hover/focus of a button that opens one. */
function preloadDialogs(): void {
  void loadAntdProviders();
  void loadDialogs();
}

/** The contact form (antd Form and Select) is loaded once its card comes near the viewport. */
function DeferredContactForm() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div className="landing-contact__placeholder" aria-hidden="true" />;
  return (
    <div ref={ref}>
      {near ? (
        <WithAntd fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <ContactForm />
          </Suspense>
        </WithAntd>
      ) : (
        placeholder
      )}
    </div>
  );
}

/**
 * Signed-out screen: landing page plus the login/registration and forgot-password dialogs. Right
 * after a sign-in (`signedIn`) only the dialogs' antd holder stays, so that its toast is seen.
 */
export default function LandingRoute({ signedIn = false }: { signedIn?: boolean }) {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [authMode, setAuthMode] = useState<AuthMode>('login');
  const [pinPrefill] = useState(pinPrefillFromUrl);
  const [authOpen, setAuthOpen] = useState(pinPrefill !== undefined);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [loggedOut] = useState(logoutToastWanted);
  // the dialogs (and antd) are loaded on first use, or for the logout toast
  const [dialogsWanted, setDialogsWanted] = useState(loggedOut || pinPrefill !== undefined);

  const openAuth = (mode: AuthMode) => {
    setDialogsWanted(true);
    setAuthMode(mode);
    setAuthOpen(true);
  };

  return (
    <>
      {!signedIn && (
        <LandingPage
          onLogin={() => openAuth('login')}
          onRegister={() => openAuth('register')}
          onIntent={preloadDialogs}
          contactForm={<DeferredContactForm />}
        />
      )}
      {dialogsWanted && (
        <WithAntd>
          <LandingDialogs
            loggedOut={loggedOut}
            onLoggedOutShown={() => {
              logoutToastPending = false;
            }}
            authOpen={authOpen}
            authMode={authMode}
            {...(pinPrefill ? { pinPrefill } : {})}
            forgotOpen={forgotOpen}
            onAuthModeChange={setAuthMode}
            onAuthClose={() => setAuthOpen(false)}
            onAuthSuccess={(response) => {
              // Form already cleared by the form itself; close, then sign in and go to the start page.
              setAuthOpen(false);
              startSession(response);
              void navigate({ to: '/' });
            }}
            onForgotPassword={() => {
              setAuthOpen(false);
              setForgotOpen(true);
            }}
            onForgotClose={() => setForgotOpen(false)}
            onBackToLogin={() => {
              setForgotOpen(false);
              openAuth('login');
            }}
          />
        </WithAntd>
      )}
    </>
  );
}
