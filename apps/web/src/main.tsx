import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// First among the modules: it must run before any schema is created.
import './lib/zod-setup';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';
import { prefetchScreenData } from './app/screen-prefetch';
import { startSessionCheck } from './lib/auth/session-check';
import { createQueryClient } from './lib/react-query';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Before the router: the session check's request leaves ahead of the screens' code.
const sessionCheck = startSessionCheck();
const router = createAppRouter();
const queryClient = createQueryClient();
if (sessionCheck) prefetchScreenData(router, queryClient, sessionCheck.user);

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient} sessionCheck={sessionCheck}>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>,
);
