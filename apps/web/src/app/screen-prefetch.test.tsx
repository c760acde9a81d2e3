import { type CurrentUser, MAP_PANEL_FIELDS, type PermissionId } from '@wildfire/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AuthProvider } from '../lib/auth/auth-provider';
import { startSessionCheck } from '../lib/auth/session-check';
import { storeAccessToken } from '../lib/auth/token-storage';
import { createTestQueryClient, TestProviders } from '../testing/render';
import { stubApi } from '../testing/stub-api';
import { createAppRoutes } from './router';
import { NO_ACCESS_TEXT } from '../features/admin-shell/components/no-access';
import type { AdminRouteHandle } from './routes/admin/layout';
import { prefetchScreenData } from './screen-prefetch';

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
      const handle = route.handle as Partial<AdminRouteHandle> | undefined;
      if (handle?.adminScreen === 'map') {
        return { ...route, lazy: () => new Promise<never>(() => undefined) } as RouteObject;
      }
      return route.children ? ({ ...route, children: hold(route.children) } as RouteObject) : route;
    });
  return hold(createAppRoutes());
}

/** A 403 of the map's data, as the server refuses staff without view_dashboard. */
const REFUSED = {
  status: 403,
  body: { error: { code: 'forbidden', message: 'You do not have permission to do this.' } },
};

function openPage(
  path: string,
  user: CurrentUser | null,
  routes: RouteObject[],
  remembered: readonly string[] | null = user?.permissions ?? null,
) {
  storeAccessToken('token', Date.now() - 1000);
  const mayOpenMap = user?.permissions.includes('view_dashboard') ?? false;
  const api = stubApi({
    'GET /api/auth/user': user
      ? { body: user }
      : { status: 401, body: { error: { code: 'unauthorized', message: 'Unauthorized' } } },
    'GET /api/admin/map': mayOpenMap ? { body: EMPTY_MAP } : REFUSED,
  });
  // As main.tsx does: the check, then the screen's data, then the router, before React draws.
  const sessionCheck = startSessionCheck();
  const queryClient = createTestQueryClient();
  if (sessionCheck) {
    prefetchScreenData(routes, path, queryClient, { remembered, user: sessionCheck.user });
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const sentSoFar = () => api.requests.map((r) => `${r.method} ${r.url.pathname}`);
  const draw = () =>
    render(
      <TestProviders queryClient={queryClient}>
        <AuthProvider sessionCheck={sessionCheck}>
          <RouterProvider router={router} />
        </AuthProvider>
      </TestProviders>,
    );
  return { sentSoFar, draw };
}

describe('the back-office map data leaves with the session check, before the screen’s code (issue 5, decision 036)', () => {
  it('GET /api/admin/map is sent right behind GET /api/auth/user, before anything has answered', () => {
    const { sentSoFar } = openPage(
      '/admin',
      staff(['view_dashboard']),
      routesWithMapCodeStillLoading(),
    );
    expect(sentSoFar()).toEqual(['GET /api/auth/user', 'GET /api/admin/map']);
  });

  it('once the screen mounts it uses the answer already asked for: one request in all', async () => {
    const { sentSoFar, draw } = openPage('/admin', staff(['view_dashboard']), createAppRoutes());
    draw();
    await waitFor(
      () => {
        expect(document.querySelector('[data-map-state="ready"]')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(sentSoFar().filter((sent) => sent === 'GET /api/admin/map')).toHaveLength(1);
  });

  it('staff without view_dashboard: no request that would answer 403, and the page says only that it is not theirs (issue 36)', async () => {
    const { sentSoFar, draw } = openPage('/admin', staff(['view_users']), createAppRoutes());
    draw();
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeVisible();
    expect(screen.queryByText('You do not have permission to do this.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Admin map' })).toBeNull();
    expect(sentSoFar()).not.toContain('GET /api/admin/map');
  });

  it('nothing remembered on this browser: the map data leaves once the check says they may open it', async () => {
    const { sentSoFar } = openPage(
      '/admin',
      staff(['view_dashboard']),
      routesWithMapCodeStillLoading(),
      null,
    );
    expect(sentSoFar()).toEqual(['GET /api/auth/user']);
    await waitFor(() => {
      expect(sentSoFar()).toEqual(['GET /api/auth/user', 'GET /api/admin/map']);
    });
  });

  it('nothing remembered and no view_dashboard: the map data is never asked for', async () => {
    const { sentSoFar } = openPage(
      '/admin',
      staff(['view_users']),
      routesWithMapCodeStillLoading(),
      null,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentSoFar()).toEqual(['GET /api/auth/user']);
  });

  it('a screen that names no data of its own: nothing but the check is sent', () => {
    const { sentSoFar } = openPage(
      '/admin/connectivity',
      staff(['view_dashboard']),
      routesWithMapCodeStillLoading(),
    );
    expect(sentSoFar()).toEqual(['GET /api/auth/user']);
  });
});
