import '@mantine/core/styles.css';
import '../app/global.css';
// First among the modules: it must run before any schema is created.
import '../lib/zod-setup';

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { ThemeProvider } from '../app/theme-provider';
import { pageLoads, returnPathFrom, takeSignInMessages } from '../lib/auth/sign-in-page';
import { getAccessToken } from '../lib/auth/token-storage';
import { createQueryClient } from '../lib/react-query';
import { fetchAppAheadOnFirstInput } from './fetch-app-ahead';
import { SignInPage } from './sign-in-page';

// The sign-in page's own entry (login.html, decision 030): React, Mantine's core and the form,
// without the router, the app shell and its dialogs, so it starts with a third of the app's code.

const next = returnPathFrom(window.location.search);

if (getAccessToken() !== null) {
  // Someone is signed in on this browser: go on. The app checks the session and, if it has
  // ended, forgets the token and sends them back here.
  pageLoads.replace(next);
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('login.html must contain <div id="root">');
  fetchAppAheadOnFirstInput();
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <SignInPage next={next} messages={takeSignInMessages()} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
