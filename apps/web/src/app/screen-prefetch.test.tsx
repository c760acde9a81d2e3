import { type CurrentUser, MAP_PANEL_FIELDS, type PermissionId } from '@wildfire/shared';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AuthProvider } from '../lib/auth/auth-provider';
import { startSessionCheck } from '../lib/auth/session-check';
import { storeAccessToken } from '../lib/auth/token-storage';
import { createTestQueryClient, TestProviders } from '../testing/render';
import { stubApi } from '../testing/stub-api';
import { createAppRoutes } from './router';
import { prefetchScreenData, type PrefetchHandle } from './screen-prefetch';

const staff = (permissions: PermissionId[]): CurrentUser => ({
  id: 2,
  name: 'Ada Admin',
  email: 'admin@demo.test',
  phone: null,
  timezone: 'America/Los_Angeles',
  kind: 'staff',
  user_type: 'staff_admin',
  is_staff: true,
  permissions,
});

const customer: CurrentUser = {
  ...staff([]),
  name: 'Olivia Owner',
  kind: 'customer',
  user_type: 'customer_homeowner',
  is_staff: false,
};

const EMPTY_MAP = {
  panel_fields: [...MAP_PANEL_FIELDS],
  panels: [],
  leads: [],
  projects: [],
  fire_zones: [],
  unplaced: 0,
};

/**
 * The app's real routes, except that the map screen's code never finishes loading: whatever
 * reaches the server was asked for before the screen could mount.
 */
function routesWithMapCodeStillLoading(): RouteObject[] {
  const hold = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const handle = route.handle as PrefetchHandle | undefined;
      if (handle?.adminScreen === 'map') {
        return { ...route, lazy: () => new Promise<never>(() => undefined) } as RouteObject;
      }
      return route.children ? ({ ...route, children: hold(route.children) } as RouteObject) : route;
    });
  return hold(createAppRoutes());
}

function openAdminMap(user: CurrentUser | null, routes: RouteObject[]) {
  storeAccessToken('token', Date.now() - 1000);
  const api = stubApi({
    'GET /api/auth/user': user
      ? { body: user }
      : { status: 401, body: { error: { code: 'unauthorized', message: 'Unauthorized' } } },
    'GET /api/admin/map': { body: EMPTY_MAP },
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/admin'] });
  const queryClient = createTestQueryClient();
  // As main.tsx does: the check, then the prefetch on its answer, before React draws anything.
  const sessionCheck = startSessionCheck();
  if (sessionCheck) prefetchScreenData(router, queryClient, sessionCheck.permissions);
  const mapRequests = () =>
    api.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/admin/map');
  // Once the check has answered, the prefetch has had its chance: it sends at once.
  const checked = async () => {
    await sessionCheck?.permissions;
    await sessionCheck?.user.catch(() => undefined);
    await Promise.resolve();
  };
  const draw = () =>
    render(
      <TestProviders queryClient={queryClient}>
        <AuthProvider sessionCheck={sessionCheck}>
          <RouterProvider router={router} />
        </AuthProvider>
      </TestProviders>,
    );
  return { mapRequests, checked, draw };
}

describe('the back-office map data is asked for while the screen’s code loads (issue 5)', () => {
  it('staff who may open the map: GET /api/admin/map starts as the session check answers, before React draws', async () => {
    const { mapRequests } = openAdminMap(
      staff(['view_dashboard']),
      routesWithMapCodeStillLoading(),
    );
    await waitFor(() => {
      expect(mapRequests()).toHaveLength(1);
    });
  });

  it('staff without view_dashboard: nothing is asked for', async () => {
    const { mapRequests, checked } = openAdminMap(
      staff(['view_users']),
      routesWithMapCodeStillLoading(),
    );
    await checked();
    expect(mapRequests()).toHaveLength(0);
  });

  it('a customer: nothing is asked for', async () => {
    const { mapRequests, checked } = openAdminMap(customer, routesWithMapCodeStillLoading());
    await checked();
    expect(mapRequests()).toHaveLength(0);
  });

  it('a stored token the server no longer accepts: nothing is asked for', async () => {
    const { mapRequests, checked } = openAdminMap(null, routesWithMapCodeStillLoading());
    await checked();
    expect(mapRequests()).toHaveLength(0);
  });

  it('once the screen mounts it uses the answer already asked for: one request in all', async () => {
    const { mapRequests, draw } = openAdminMap(staff(['view_dashboard']), createAppRoutes());
    draw();
    await waitFor(
      () => {
        expect(document.querySelector('[data-map-state]')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(mapRequests()).toHaveLength(1);
  });
});
