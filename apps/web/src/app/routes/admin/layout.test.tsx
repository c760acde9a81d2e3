import { PERMISSION_IDS, type CurrentUser, type PermissionId } from '@wildfire/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthProvider } from '@/lib/auth/auth-provider';
import { startSessionCheck } from '@/lib/auth/session-check';
import { storeAccessToken } from '@/lib/auth/token-storage';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { createAppRoutes } from '@/app/router';

const NO_ACCESS = 'You do not have access to this page.';

/** The screens are lazy modules: loading one can take seconds on a busy machine. */
const LOADED = { timeout: 10_000 };
const INTERACTION_TIMEOUT = { timeout: 30_000 };

const person = (overrides: Partial<CurrentUser>): CurrentUser => ({
  id: 2,
  name: 'Sam Support',
  email: 'support@demo.test',
  phone: null,
  timezone: 'America/Los_Angeles',
  kind: 'staff',
  user_type: 'staff_customer_service',
  is_staff: true,
  permissions: [],
  ...overrides,
});

const customerService = person({
  permissions: ['view_users', 'view_support_tickets', 'create_support_tickets'],
});
const customer = person({
  name: 'Olivia Owner',
  kind: 'customer',
  user_type: 'customer_homeowner',
  is_staff: false,
});

function renderApp(url: string, user: CurrentUser) {
  storeAccessToken('token', Date.now() - 1000);
  const api = stubApi({
    'GET /api/auth/user': { body: user },
    'GET /api/properties': { body: { properties: [] } },
    'GET /api/admin/users': { body: { items: [], total: 0, page: 1, page_size: 10 } },
  });
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <AuthProvider sessionCheck={startSessionCheck()}>
        <RouterProvider router={router} />
      </AuthProvider>
    </TestProviders>,
  );
  return { api, router };
}

const backOfficeNav = () => screen.getByRole('navigation', { name: 'Back office' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe(
  'admin shell (spec 2.1): the wrapper and its sub-menu filtered by permission',
  INTERACTION_TIMEOUT,
  () => {
    it('shows a Superadmin every link', async () => {
      renderApp('/admin/users', person({ permissions: [...PERMISSION_IDS] }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Users & Groups' }, LOADED),
      ).toBeVisible();
      const links = within(backOfficeNav()).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toContain('Payments');
      expect(links).toHaveLength(16);
      expect(within(backOfficeNav()).getByRole('link', { name: 'Users' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('shows Customer Service only the screens its group opens: no HR, no Payments', async () => {
      renderApp('/admin/users', customerService);

      await screen.findByRole('heading', { level: 1, name: 'Users & Groups' }, LOADED);
      const nav = within(backOfficeNav());
      expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
        'Users',
        'Customer Support',
      ]);
    });

    it('the header Admin link shows with a view permission only', async () => {
      renderApp('/admin/users', customerService);
      const main = await screen.findAllByRole('navigation', { name: 'Main' }, LOADED);
      expect(within(main[0]!).getByRole('link', { name: 'Admin' })).toHaveAttribute(
        'href',
        '/admin',
      );
    });
  },
);

describe(
  'admin screen guard: without its permission, the plain text and no data request',
  INTERACTION_TIMEOUT,
  () => {
    it.each([['/admin/hr'], ['/admin/payments']])(
      'Customer Service cannot open %s',
      async (url) => {
        renderApp(url, customerService);

        expect(await screen.findByText(NO_ACCESS, undefined, LOADED)).toBeVisible();
        expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      },
    );

    it('staff without view_users get no users request on /admin/users', async () => {
      const without: PermissionId[] = ['view_support_tickets'];
      const { api } = renderApp('/admin/users', person({ permissions: without }));

      expect(await screen.findByText(NO_ACCESS, undefined, LOADED)).toBeVisible();
      expect(api.sent('GET /api/admin/users')).toHaveLength(0);
    });

    it('a customer sees no Admin link, and /admin shows the no-access text without the back-office menu', async () => {
      const { api } = renderApp('/admin', customer);

      expect(await screen.findByText(NO_ACCESS, undefined, LOADED)).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
      const main = screen.getAllByRole('navigation', { name: 'Main' });
      expect(within(main[0]!).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
      expect(api.requests.some((r) => r.url.pathname.startsWith('/api/admin'))).toBe(false);
    });

    it('opens the screen once the permission is held', async () => {
      const user = userEvent.setup();
      const { api } = renderApp('/admin/users', customerService);

      expect(await screen.findByText('No users yet.', undefined, LOADED)).toBeVisible();
      expect(api.sent('GET /api/admin/users')).toHaveLength(1);
      await user.click(within(backOfficeNav()).getByRole('link', { name: 'Customer Support' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Customer Support' }, LOADED),
      ).toBeVisible();
    });
  },
);
