import type { CurrentUser, PermissionId } from '@wildfire/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useAuth } from '../lib/auth/auth-context';
import { AuthProvider } from '../lib/auth/auth-provider';
import { storeAccessToken } from '../lib/auth/token-storage';
import { createTestQueryClient, TestProviders } from '../testing/render';
import { stubApi } from '../testing/stub-api';
import { createAppRoutes } from './router';
import { ScreenPrefetch, type PrefetchHandle } from './screen-prefetch';

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

const EMPTY_MAP = { panels: [], leads: [], projects: [], fire_zones: [], unplaced: 0 };

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

/** Shows where sign-in stands: the commit that shows 'signed-in' is the one that ran the prefetch. */
function AuthStatus() {
  const { state } = useAuth();
  return <output aria-label="Sign-in status">{state.status}</output>;
}

function openAdminMap(user: CurrentUser, routes: RouteObject[]) {
  storeAccessToken('token', Date.now() - 1000);
  const api = stubApi({
    'GET /api/auth/user': { body: user },
    'GET /api/admin/map': { body: EMPTY_MAP },
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/admin'] });
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <AuthProvider>
        <AuthStatus />
        <ScreenPrefetch router={router} />
        <RouterProvider router={router} />
      </AuthProvider>
    </TestProviders>,
  );
  const mapRequests = () =>
    api.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/admin/map');
  // Once the user is signed in here, the prefetch has had its chance: its effect ran in that
  // commit and sends at once; the microtasks after it are flushed too.
  const signedIn = async () => {
    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'Sign-in status' })).toHaveTextContent('signed-in');
    });
    await act(async () => {
      await Promise.resolve();
    });
  };
  return { mapRequests, signedIn };
}

describe('the back-office map data is asked for while the screen’s code loads (issue 5)', () => {
  it('staff who may open the map: GET /api/admin/map starts before the screen has mounted', async () => {
    const { mapRequests } = openAdminMap(
      staff(['view_dashboard']),
      routesWithMapCodeStillLoading(),
    );
    await waitFor(() => {
      expect(mapRequests()).toHaveLength(1);
    });
  });

  it('staff without view_dashboard: nothing is asked for', async () => {
    const { mapRequests, signedIn } = openAdminMap(
      staff(['view_users']),
      routesWithMapCodeStillLoading(),
    );
    await signedIn();
    expect(mapRequests()).toHaveLength(0);
  });

  it('a customer: nothing is asked for', async () => {
    const { mapRequests, signedIn } = openAdminMap(customer, routesWithMapCodeStillLoading());
    await signedIn();
    expect(mapRequests()).toHaveLength(0);
  });

  it('once the screen mounts it uses the answer already asked for: one request in all', async () => {
    const { mapRequests } = openAdminMap(staff(['view_dashboard']), createAppRoutes());
    await waitFor(
      () => {
        expect(document.querySelector('[data-map-state]')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(mapRequests()).toHaveLength(1);
  });
});
