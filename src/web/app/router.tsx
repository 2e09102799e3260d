/**
 * Route tree (spec section 2), code-based. Route components are loaded lazily so that the landing
 * page does not pull in the signed-in application (antd is heavy).
 *
 *   /privacy /imprint /terms      public, signed in or out
 *   /invitation/$token            public: set a password with an invitation link
 *   (app)                         AuthGate: spinner while the user loads, landing page when
 *     /  /trainings  ...           signed out, app shell with navigation when signed in
 *   anything else                 landing page when signed out, 'Page Not Found' when signed in
 */
import { lazy } from 'react';
import { Outlet, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AuthGate } from './auth-gate';
import { RootLayout } from './root-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

// Only ever shown inside the signed-in shell, so it is loaded with it rather than up front.
const NotFoundPage = lazy(() => import('../components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <AuthGate>
      <NotFoundPage />
    </AuthGate>
  ),
});

// Public legal pages
const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  component: lazyRouteComponent(() => import('./routes/legal'), 'PrivacyRoute'),
});
const imprintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/imprint',
  component: lazyRouteComponent(() => import('./routes/legal'), 'ImprintRoute'),
});
const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  component: lazyRouteComponent(() => import('./routes/legal'), 'TermsRoute'),
});

// Public: the set-password page of an invitation link (issue 13, item 2)
const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitation/$token',
  component: lazyRouteComponent(() => import('./routes/invitation')),
});

// Everything else needs a signed-in user; AuthGate shows the landing page otherwise.
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: () => (
    <AuthGate>
      <Outlet />
    </AuthGate>
  ),
  notFoundComponent: NotFoundPage,
});

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  // ?highlight={changelog id} opens an infolog entry (used by the notification bell).
  validateSearch: (search: Record<string, unknown>): { highlight?: string } =>
    typeof search.highlight === 'string' && search.highlight ? { highlight: search.highlight } : {},
  component: lazyRouteComponent(() => import('./routes/dashboard')),
});
const trainingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/trainings',
  component: lazyRouteComponent(() => import('./routes/trainings')),
});
const myTrainingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/my-trainings',
  component: lazyRouteComponent(() => import('./routes/my-trainings')),
});
const trainingPlayerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/training/$id',
  component: lazyRouteComponent(() => import('./routes/training-player')),
});
const mobilePlayerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/mobile',
  component: lazyRouteComponent(() => import('./routes/training-player')),
});
const trainingBuilderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/training-builder/$id',
  component: lazyRouteComponent(() => import('./routes/training-builder')),
});
const usersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/users',
  component: lazyRouteComponent(() => import('./routes/users')),
});
const groupsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/groups',
  component: lazyRouteComponent(() => import('./routes/groups')),
});
const bundlesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/bundles',
  component: lazyRouteComponent(() => import('./routes/bundles')),
});
const videoEditorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/video-editor',
  component: lazyRouteComponent(() => import('./routes/video-editor')),
});
const auditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/audit',
  component: lazyRouteComponent(() => import('./routes/audit')),
});
const masterRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/master',
  component: lazyRouteComponent(() => import('./routes/master')),
});

const routeTree = rootRoute.addChildren([
  privacyRoute,
  imprintRoute,
  termsRoute,
  invitationRoute,
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
