import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import type { Property } from '@/lib/site-data';
import { renderWithProviders } from '@/testing/render';
import { WelcomePage } from './welcome-page';
import { liveConnection } from '@/testing/stub-api';

const site = (siteId: string | null, id: number): Property => ({
  id,
  name: `Property ${String(id)}`,
  address: 'Somewhere',
  location: null,
  site_id: siteId,
  role: 'owner',
  status: 'Online',
  connection: liveConnection(),
  problems: [],
  system_status: 'STANDBY',
  service_provider: null,
});

function renderWelcome(properties: Property[] | 'error') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        properties === 'error'
          ? new Response(JSON.stringify({ error: { code: 'boom', message: 'Boom' } }), {
              status: 500,
            })
          : new Response(JSON.stringify({ properties }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
      ),
    ),
  );
  const router = createMemoryRouter([{ path: '*', element: <WelcomePage /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

/** Every route the portal really has, so a welcome link cannot point at nothing. */
const realRoutes = new Set<string>(
  Object.values(paths)
    .filter((entry): entry is { path: string; getHref: () => string } => 'path' in entry)
    .map((entry) => entry.path),
);

describe('welcome page (spec: Dashboard, no property selected)', () => {
  it('reads "View My Property" with exactly one site, linking to /properties', async () => {
    renderWelcome([site('WD-1005', 5)]);

    // byText, not byRole: role queries over the whole page are slow in jsdom.
    const label = await screen.findByText('View My Property');
    expect(label.closest('a')).toHaveAttribute('href', '/properties');
  });

  it('reads "View My Properties" with several sites', async () => {
    renderWelcome([site('WD-1001', 1), site('WD-1002', 2)]);

    const label = await screen.findByText('View My Properties');
    expect(label.closest('a')).toHaveAttribute('href', '/properties');
  });

  it('reads "View My Properties" with none (empty state: the list then says so)', async () => {
    renderWelcome([]);

    expect(await screen.findByText('View My Properties')).toBeInTheDocument();
  });

  it('still welcomes when the properties cannot be loaded', async () => {
    renderWelcome('error');

    expect(await screen.findByText('View My Properties')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Wildfire Defense')).toBeVisible();
  });

  it('lists links under System Controls, Resources and Support, each to a real screen', async () => {
    renderWelcome([]);

    for (const title of ['System Controls', 'Resources', 'Support']) {
      const heading = await screen.findByRole('heading', { name: title });
      const card = heading.closest('section');
      if (!card) throw new Error(`${title} is not in a section`);
      const links = within(card).getAllByRole('link');
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) {
        expect(realRoutes).toContain(link.getAttribute('href'));
      }
    }
  });
});
