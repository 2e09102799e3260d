import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './i18n';
import './styles/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadAppShell, loadLandingRoute } from './app/auth-gate';
import { loadAntdProviders } from './app/with-antd';
import { createQueryClient } from './lib/query-client';
import { keepTabInDialogs } from './lib/dialog-focus';
import { getToken } from './lib/storage';
import { currentUserQueryOptions } from './lib/auth';

// Fetch what the first screen will need while React starts and (signed in) GET /api/auth/me runs:
// the landing page when no session is stored, antd and the app shell otherwise.
if (getToken()) {
  void loadAntdProviders();
  void loadAppShell();
} else if (!/^\/(privacy|imprint|terms|invitation)(\/|$)/.test(window.location.pathname)) {
  void loadLandingRoute();
}

const queryClient = createQueryClient();
// signed in: GET /api/auth/me starts now, beside the download of the first screen's code, not
// after it (AuthGate and the route loaders read this request)
if (getToken()) void queryClient.prefetchQuery(currentUserQueryOptions());
const router = createAppRouter(queryClient);

keepTabInDialogs();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
