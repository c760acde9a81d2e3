import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { renderWithProviders } from '@/testing/render';

/** Renders one screen at `path` with a router; `router` tells where it went. */
export function renderScreen(element: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
