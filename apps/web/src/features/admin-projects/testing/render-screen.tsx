import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { renderWithProviders } from '@/testing/render';

// Mantine screens are heavy in jsdom on a shared machine: findBy and waitFor may wait up to 5 s
// (a limit, not a delay).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

/** Renders one screen at `path` with a router, so links work; `router` tells where it went. */
export function renderScreen(element: ReactElement, path = '/admin/projects') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
