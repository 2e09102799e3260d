/**
 * Route tree (spec section 2), code-based. Route components are loaded lazily so that the landing
 * page does not pull in the signed-in application (antd is heavy).
 *
 *   /privacy /imprint /terms      public, signed in or out
 *   /invitation/$token            public: set a password with an invitation link
 *   /kiosk                        public: the shared tablet on site (pairing, badge/PIN sign-in, player)
 *   (app)                         AuthGate: spinner while the user loads, landing page when
 *     /  /trainings  ...           signed out, app shell with navigation when signed in
 *   anything else                 landing page when signed out, 'Page Not Found' when signed in
 */
import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, type RouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getKioskDevice, getToken } from '../lib/storage';
import { AuthGate } from './auth-gate';
import { RootLayout } from './root-layout';
import { WithAntd, loadAntdProviders } from './with-antd';
import { FullPageSpinner } from '../components/full-page-spinner';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * A signed-in page: the router fetches its chunk while the route loads (beside GET /api/auth/me)
 * only when a session token is stored. Signed out, AuthGate shows the landing page instead, so the
 * landing page never downloads the code of the signed-in areas.
 */
function signedInPage(importer: () => Promise<{ default: () => ReactNode }>): RouteComponent {
  const Page: RouteComponent = lazyRouteComponent(importer);
  const Guarded: RouteComponent = () => <Page />;
  Guarded.preload = async () => {
    if (getToken()) await Page.preload?.();
  };
  return Guarded;
}

/** A public page that renders antd components: antd's providers load with it. */
function publicAntdPage<K extends string>(importer: () => Promise<Record<K, () => ReactNode>>, exportName: K): RouteComponent {
  const Page: RouteComponent = lazyRouteComponent(importer, exportName);
  const WithProviders: RouteComponent = () => (
    <WithAntd fallback={<FullPageSpinner />}>
      <Page />
    </WithAntd>
  );
  WithProviders.preload = async () => {
    await Promise.all([Page.preload?.(), loadAntdProviders()]);
  };
  return WithProviders;
}

// Only ever shown inside the signed-in shell, so it is loaded with it rather than up front.
const NotFoundPage = lazy(() => import('../components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () =>
    getKioskDevice() ? (
      <Navigate to="/kiosk" />
    ) : (
      <AuthGate>
        <NotFoundPage />
      </AuthGate>
    ),
});

/** A public page under the root route. */
function publicRoute<TPath extends string>(path: TPath, component: RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, component });
}

// Public legal pages
const privacyRoute = publicRoute('/privacy', publicAntdPage(() => import('./routes/legal'), 'PrivacyRoute'));
const imprintRoute = publicRoute('/imprint', publicAntdPage(() => import('./routes/legal'), 'ImprintRoute'));
const termsRoute = publicRoute('/terms', publicAntdPage(() => import('./routes/legal'), 'TermsRoute'));

// Public: the set-password page of an invitation link (issue 13, item 2)
const invitationRoute = publicRoute('/invitation/$token', publicAntdPage(() => import('./routes/invitation'), 'default'));
// Public: the kiosk, a shared tablet on site, outside the app shell (issue 33 item 5)
const kioskRoute = publicRoute('/kiosk', publicAntdPage(() => import('./routes/kiosk'), 'default'));

// Everything else needs a signed-in user; AuthGate shows the landing page otherwise. On a paired
// kiosk the app is the kiosk: a worker who types another address lands back there, where the 90-s
// sign-out holds (issue 33 item 5).
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: () => {
    if (getKioskDevice()) throw redirect({ to: '/kiosk' });
  },
  component: () => (
    <AuthGate>
      <Outlet />
    </AuthGate>
  ),
  notFoundComponent: NotFoundPage,
});

/** A page of the signed-in application (see signedInPage). */
function signedInRoute<TPath extends string>(path: TPath, importer: () => Promise<{ default: () => ReactNode }>) {
  return createRoute({ getParentRoute: () => appRoute, path, component: signedInPage(importer) });
}

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  // ?highlight={changelog id} opens an infolog entry (used by the notification bell).
  validateSearch: (search: Record<string, unknown>): { highlight?: string } =>
    typeof search.highlight === 'string' && search.highlight ? { highlight: search.highlight } : {},
  // the figures load beside the page's code (not after its first render); errors show in the page.
  // A chunk of its own: the landing page does not download it.
  loader: ({ context }) => {
    if (!getToken()) return;
    void import('../features/dashboard/api/prefetch').then((m) => m.prefetchDashboard(context.queryClient)).catch(() => undefined);
  },
  component: signedInPage(() => import('./routes/dashboard')),
});
const trainingsRoute = signedInRoute('/trainings', () => import('./routes/trainings'));
const myTrainingsRoute = signedInRoute('/my-trainings', () => import('./routes/my-trainings'));
const trainingPlayerRoute = signedInRoute('/training/$id', () => import('./routes/training-player'));
const mobilePlayerRoute = signedInRoute('/mobile', () => import('./routes/training-player'));
const trainingBuilderRoute = signedInRoute('/training-builder/$id', () => import('./routes/training-builder'));
const usersRoute = signedInRoute('/users', () => import('./routes/users'));
const groupsRoute = signedInRoute('/groups', () => import('./routes/groups'));
const bundlesRoute = signedInRoute('/bundles', () => import('./routes/bundles'));
const videoEditorRoute = signedInRoute('/video-editor', () => import('./routes/video-editor'));
const auditRoute = signedInRoute('/audit', () => import('./routes/audit'));
const masterRoute = signedInRoute('/master', () => import('./routes/master'));
// Classroom sessions (issue 32): the list (?plan=1&trainingId=&groupId= opens the plan dialog), a session, its tablet mode
const instructionSessionsRoute = signedInRoute('/instruction-sessions', () => import('./routes/instruction-sessions'));
const instructionSessionRoute = signedInRoute('/instruction-sessions/$id', () => import('./routes/instruction-sessions').then((m) => ({ default: m.InstructionSessionRoute })));
const instructionSessionTabletRoute = signedInRoute('/instruction-sessions/$id/tablet', () =>
  import('./routes/instruction-sessions').then((m) => ({ default: m.InstructionSessionTabletRoute })),
);
// Kiosk devices (issue 33 item 5): root and admin manage the company's shared tablets (reached from /users)
const kiosksRoute = signedInRoute('/kiosks', () => import('./routes/kiosks'));
// Data protection (issue 35): retention periods, works-council mode, legal holds, the works council's report
const dataProtectionRoute = signedInRoute('/data-protection', () => import('./routes/data-protection'));

const routeTree = rootRoute.addChildren([
  privacyRoute,
  imprintRoute,
  termsRoute,
  invitationRoute,
  kioskRoute,
  appRoute.addChildren([
    dashboardRoute,
    trainingsRoute,
    myTrainingsRoute,
    trainingPlayerRoute,
    mobilePlayerRoute,
    trainingBuilderRoute,
    usersRoute,
    groupsRoute,
    bundlesRoute,
    videoEditorRoute,
    auditRoute,
    masterRoute,
    instructionSessionsRoute,
    instructionSessionRoute,
    instructionSessionTabletRoute,
    kiosksRoute,
    dataProtectionRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
