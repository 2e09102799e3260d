import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useCurrentUser, type User } from '../lib/auth';
import { FullPageSpinner } from '../components/full-page-spinner';
import { loadAntdProviders, WithAntd } from './with-antd';

export const loadLandingRoute = () => import('./routes/landing');
export const loadAppShell = () => import('./app-shell');

const LandingRoute = lazy(loadLandingRoute);
// antd's providers and the shell load side by side, not one after the other
const SignedInApp = lazy(async () => {
  const [{ AntdProviders }, { default: AppShell }] = await Promise.all([loadAntdProviders(), loadAppShell()]);
  return {
    default: ({ user, children }: { user: User; children: ReactNode }) => (
      <AntdProviders>
        <AppShell user={user}>{children}</AppShell>
      </AntdProviders>
    ),
  };
});
const ConnectionError = lazy(() => import('../components/connection-error').then((m) => ({ default: m.ConnectionError })));

/**
 * Spec section 2: a full-page spinner while the current user loads; the landing page (with the
 * login/registration dialog) for every non-public path when nobody is signed in; otherwise the
 * signed-in application around the matched route.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <FullPageSpinner />;
  if (currentUser.isError) {
    return (
      <WithAntd fallback={<FullPageSpinner />}>
        <ConnectionError onRetry={() => void currentUser.refetch()} />
      </WithAntd>
    );
  }

  const user = currentUser.data;
  return (
    <>
      {user && (
        <Suspense fallback={<FullPageSpinner />}>
          <SignedInApp user={user}>{children}</SignedInApp>
        </Suspense>
      )}
      <SignedOutScreen signedIn={Boolean(user)} />
    </>
  );
}

/**
 * The landing page while nobody is signed in. Once shown it stays mounted after a sign-in (without
 * the page): its dialogs' antd App holds the toast the sign-in raised ('Erfolgreich angemeldet'),
 * which would vanish with it.
 */
function SignedOutScreen({ signedIn }: { signedIn: boolean }) {
  const [shown, setShown] = useState(false);
  if (!signedIn && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={signedIn ? null : <FullPageSpinner />}>
      <LandingRoute signedIn={signedIn} />
    </Suspense>
  );
}
