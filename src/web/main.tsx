import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './i18n';
import './styles/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { keepTabInDialogs } from './lib/dialog-focus';

const queryClient = createQueryClient();
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
