import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { AuthProvider } from '../lib/auth/auth-provider';
import type { SessionCheck } from '../lib/auth/session-check';
import { createQueryClient } from '../lib/react-query';
import { ThemeProvider } from './theme-provider';

interface AppProviderProps {
  children: ReactNode;
  /** main.tsx passes the client its prefetch fills (screen-prefetch.ts); tests their own, empty. */
  queryClient?: QueryClient;
  /** The stored token's check, started before React (main.tsx); null when no token is stored. */
  sessionCheck: SessionCheck | null;
}

export function AppProvider({ children, queryClient, sessionCheck }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <ThemeProvider>
      <Notifications position="top-right" />
      <QueryClientProvider client={client}>
        <AuthProvider sessionCheck={sessionCheck}>
          <ModalsProvider>{children}</ModalsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
