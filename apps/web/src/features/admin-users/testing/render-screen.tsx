import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { renderWithProviders } from '@/testing/render';

/** Renders one screen at `path` with a router, so links and navigation work; `router` tells where it went. */
export function renderScreen(element: ReactElement, path = '/admin/users') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

export const page = <T,>(items: T[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  page_size: 10,
});
