import type { CurrentUser } from '@wildfire/shared';
import { vi } from 'vitest';

import type { Property } from '@/lib/site-data';
import { liveConnection } from '@/testing/stub-api';

/*
 * A fake API for the shell's component tests: each endpoint answers from the given data,
 * `undefined` answers 500, and anything else 404.
 */

export const customer: CurrentUser = {
  id: 1,
  name: 'Olivia Owner',
  email: 'owner@demo.test',
  phone: null,
  timezone: 'America/Los_Angeles',
  kind: 'customer',
  user_type: 'owner',
  is_staff: false,
  permissions: [],
};

export const staff: CurrentUser = {
  ...customer,
  id: 9,
  name: 'Ada Admin',
  email: 'admin@demo.test',
  kind: 'staff',
  user_type: 'superadmin',
  is_staff: true,
  permissions: ['view_dashboard', 'view_users'],
};

export const property = (siteId: string, overrides: Partial<Property> = {}): Property => ({
  id: Number(siteId.replace(/\D/g, '')) || 1,
  name: `Property ${siteId}`,
  address: `${siteId} Canyon Road, Malibu, CA`,
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

export interface FakeApiData {
  properties?: Property[];
  unreadUrgent?: number;
  demoMode?: boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export function stubApi({ properties = [], unreadUrgent = 0, demoMode = false }: FakeApiData) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/properties') return Promise.resolve(json(200, { properties }));
    if (url === '/api/alerts/summary') {
      return Promise.resolve(
        json(200, { total: 5, unread: 3, urgent: 2, unread_urgent: unreadUrgent }),
      );
    }
    if (url === '/api/config') {
      return Promise.resolve(
        json(200, {
          support_email: 'support@example.test',
          support_phone: '+1 555 0100',
          tile_url: 'https://tiles.example.test/{z}/{x}/{y}.png',
          demo_mode: demoMode,
        }),
      );
    }
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
