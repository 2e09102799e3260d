import { Suspense, lazy, type ReactNode } from 'react';
import { useCurrentUser } from '../lib/auth';
import { FullPageSpinner } from '../components/full-page-spinner';

const LandingRoute = lazy(() => import('./routes/landing'));
const AppShell = lazy(() => import('./app-shell'));
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
      <Suspense fallback={<FullPageSpinner />}>
        <ConnectionError onRetry={() => void currentUser.refetch()} />
      </Suspense>
    );
  }

  const user = currentUser.data;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {user ? <AppShell user={user}>{children}</AppShell> : <LandingRoute />}
    </Suspense>
  );
}
