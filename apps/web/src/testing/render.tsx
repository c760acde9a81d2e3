import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

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

/**
 * Renders one screen at `url` with a router, so links and navigation work; `router` tells where
 * it went (anywhere else shows "Elsewhere"). The screen's route is `path`: by default the url's
 * path, `*` for a screen that is the same at every address.
 */
export function renderScreen(element: ReactElement, url: string, path = url.split('?')[0]!) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
