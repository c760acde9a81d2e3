import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { AuthProvider } from '../lib/auth/auth-provider';
import { createQueryClient } from '../lib/react-query';
import { ThemeProvider } from './theme-provider';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so each starts with an empty cache. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <ThemeProvider>
      <Notifications position="top-right" />
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ModalsProvider>{children}</ModalsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
