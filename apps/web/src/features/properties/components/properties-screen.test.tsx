import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Property } from '@/lib/site-data';
import { renderWithProviders } from '@/testing/render';
import { PropertiesScreen } from './properties-screen';
import { liveConnection } from '@/testing/stub-api';

const property = (siteId: string, overrides: Partial<Property> = {}): Property => ({
  id: Number(siteId.slice(-1)),
  name: `Property ${siteId}`,
  address: `${siteId} Canyon Road`,
  location: { latitude: 34.03, longitude: -118.78 },
  site_id: siteId,
  role: 'owner',
  status: 'Online',
  connection: liveConnection(),
  problems: [],
  system_status: 'STANDBY',
  service_provider: 'Canyon Fire Services',
  ...overrides,
});

const ownersFour = [
  property('WD-1001', { name: 'Malibu Residence', system_status: 'ACTIVE' }),
  property('WD-1002', { name: 'Topanga Ranch', service_provider: null }),
  property('WD-1003', { name: 'Ojai Orchard', location: null }),
  property('WD-1004', {
    name: 'Altadena Home',
    status: 'Never reported',
    connection: { online: false, last_seen_at: null, offline_since: null, offline_reason: null },
    system_status: null,
  }),
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stubProperties(answers: (Property[] | 'error')[]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/properties') {
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return Promise.resolve(
        answer === 'error'
          ? json(500, { error: { code: 'internal', message: 'Boom' } })
          : json(200, { properties: answer }),
      );
    }
    if (url === '/api/config') {
      return Promise.resolve(
        json(200, {
          support_email: 's@example.test',
          support_phone: '1',
          tile_url: 'https://tiles.example.test/{z}/{x}/{y}.png',
          demo_mode: false,
        }),
      );
    }
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderScreen(answers: (Property[] | 'error')[]) {
  stubProperties(answers);
  const router = createMemoryRouter(
    [
      { path: '/properties', element: <PropertiesScreen /> },
      { path: '/', element: <p>Dashboard screen</p> },
    ],
    { initialEntries: ['/properties'] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
});

describe('properties screen (spec: Properties)', () => {
  it('lists every property with Status, System Status, Service Provider and View', async () => {
    renderScreen([ownersFour]);

    const table = await screen.findByRole('table', { name: 'Your properties' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Property', 'Status', 'System Status', 'Service Provider', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);

    expect(within(rows[0]!).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Online')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Canyon Fire Services')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('STANDBY')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not assigned')).toBeInTheDocument();
    // The never-reported panel: Never reported in both columns.
    expect(within(rows[3]!).getAllByText('Never reported')).toHaveLength(2);
  });

  it('uses the panel state every screen uses: an offline panel reads Offline in both columns, a panel at a fault Fault', async () => {
    renderScreen([
      [
        property('WD-1001', {
          name: 'Malibu Residence',
          system_status: 'ACTIVE',
          connection: {
            online: false,
            last_seen_at: Date.now() - 600_000,
            offline_since: Date.now() - 500_000,
            offline_reason: 'connection lost',
          },
        }),
        property('WD-1003', {
          name: 'Ojai Orchard',
          problems: [{ condition: 'low_water', severity: 'urgent' }],
        }),
        // Held online by the server, but silent for more than 90 s: offline already.
        property('WD-1002', {
          name: 'Topanga Ranch',
          connection: { ...liveConnection(), last_seen_at: Date.now() - 120_000 },
        }),
      ],
    ]);
    const table = await screen.findByRole('table', { name: 'Your properties' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByText('Offline')).toHaveLength(2);
    expect(within(rows[0]!).queryByText('ACTIVE')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Fault')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Water tank low')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('Offline')).toHaveLength(2);
  });

  it('shows every located property on the map and skips those without a location', async () => {
    renderScreen([ownersFour]);

    const map = await screen.findByRole('region', { name: 'Map of your properties' });
    expect(within(map).getByRole('button', { name: 'Malibu Residence' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Altadena Home' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: 'Ojai Orchard' })).not.toBeInTheDocument();
  });

  it('View selects the site and goes to /', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen([ownersFour]);

    await user.click(await screen.findByRole('button', { name: 'View Topanga Ranch' }));

    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('selected_site_id')).toBe('WD-1002');
  });

  it('selects the only site automatically and goes to /', async () => {
    const { router } = renderScreen([[property('WD-1005')]]);

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('selected_site_id')).toBe('WD-1005');
  });

  it('does not override a selection already made', async () => {
    sessionStorage.setItem('selected_site_id', 'WD-1001');
    const { router } = renderScreen([[property('WD-1005'), property('WD-1001')]]);

    await screen.findByRole('table', { name: 'Your properties' });
    expect(router.state.location.pathname).toBe('/properties');
  });

  it('says "No properties available" when there are none', async () => {
    renderScreen([[]]);

    expect(
      await screen.findByRole('heading', { name: 'No properties available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, which loads the list again', async () => {
    const user = userEvent.setup();
    renderScreen(['error', ownersFour]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your properties could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Your properties' })).toBeInTheDocument();
  });
});
