import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// First among the modules: it must run before any schema is created.
import './lib/zod-setup';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>,
);
