import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { colorSchemeManager, theme } from '../config/theme';
import { PropertySelectionProvider } from '../lib/property-selection';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function TestProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <PropertySelectionProvider>
          <ModalsProvider>{children}</ModalsProvider>
        </PropertySelectionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders a component with Mantine and a fresh query client. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = createTestQueryClient();
  return {
    queryClient,
    ...render(ui, {
      ...options,
      wrapper: ({ children }) => (
        <TestProviders queryClient={queryClient}>{children}</TestProviders>
      ),
    }),
  };
}
