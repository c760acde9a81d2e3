import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// First among the modules: it must run before any schema is created.
import './lib/zod-setup';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, createAppRoutes } from './app/router';
import { prefetchScreenData } from './app/screen-prefetch';
import { needsSignIn } from './lib/auth/route-guards';
import { startSessionCheck } from './lib/auth/session-check';
import { openSignInPage } from './lib/auth/sign-in-page';
import { rememberedScreenPermissions, rememberScreenPermissions } from './lib/auth/token-storage';
import { createQueryClient } from './lib/react-query';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Before the router: the session check's request leaves ahead of the screens' code.
const sessionCheck = startSessionCheck();
const routes = createAppRoutes();
const { pathname, search, hash } = window.location;

if (sessionCheck === null && needsSignIn(routes, pathname)) {
  // Nobody is signed in on this browser: the sign-in page at once, without this page's code.
  openSignInPage(`${pathname}${search}${hash}`, { notice: null, success: null });
} else {
  const queryClient = createQueryClient();
  // Before the router asks for the screen's code: the screen's data leaves right behind the check.
  if (sessionCheck) {
    prefetchScreenData(routes, pathname, queryClient, {
      remembered: rememberedScreenPermissions(),
      user: sessionCheck.user,
    });
    sessionCheck.user.then(
      (user) => {
        rememberScreenPermissions(user.permissions);
      },
      () => undefined,
    );
  }
  const router = createAppRouter(routes);

  registerServiceWorker();
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} sessionCheck={sessionCheck}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
