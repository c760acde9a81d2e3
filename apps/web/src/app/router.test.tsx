import { MESSAGES, STORAGE_KEYS, type CurrentUser } from '@wildfire/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { api } from '../lib/api-client';
import { AuthProvider } from '../lib/auth/auth-provider';
import { type SessionCheck, startSessionCheck } from '../lib/auth/session-check';
import { needsSignIn } from '../lib/auth/route-guards';
import { takeSignInMessages } from '../lib/auth/sign-in-page';
import { watchPageLoads } from '../testing/page-loads';
import { storeAccessToken } from '../lib/auth/token-storage';
import { createTestQueryClient, TestProviders } from '../testing/render';
import { createAppRoutes } from './router';

const owner: CurrentUser = {
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

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const unauthorized = () => json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } });

/** A fake API: the profile answers only to `validToken`; login hands that token out. */
function fakeApi({ validToken = 'valid-token' } = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const auth = new Headers(init?.headers).get('Authorization');
    if (url === '/api/auth/login') {
      return Promise.resolve(
        json(200, {
          access_token: validToken,
          token_type: 'Bearer',
          expires_in: 3600,
          expires_at: '2030-01-01T00:00:00Z',
        }),
      );
    }
    if (url === '/api/auth/user') {
      return Promise.resolve(auth === `Bearer ${validToken}` ? json(200, owner) : unauthorized());
    }
    if (url === '/api/auth/logout') return Promise.resolve(json(204, undefined));
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** Renders the whole app at `url`, with the real routes, guards and auth provider. */
function renderApp(
  url: string | { pathname: string; state: unknown },
  sessionCheck: SessionCheck | null = startSessionCheck(),
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <AuthProvider sessionCheck={sessionCheck}>
        <RouterProvider router={router} />
      </AuthProvider>
    </TestProviders>,
  );
  return { router, queryClient, ...view };
}

const signedIn = () => {
  storeAccessToken('valid-token', Date.now() - 60_000);
};

describe('route access (spec section 2: access)', () => {
  it('sends a signed-out visit to a protected page to the sign-in page, to come back after', async () => {
    fakeApi();
    const loads = watchPageLoads();
    const { router } = renderApp('/pumps?tab=2');

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login?next=%2Fpumps%3Ftab%3D2');
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(takeSignInMessages()).toEqual({ notice: null, success: null });
  });

  it('sends a signed-out visit to an admin page to the sign-in page', async () => {
    fakeApi();
    const loads = watchPageLoads();
    renderApp('/admin/alerts');

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login?next=%2Fadmin%2Falerts');
    });
  });

  it('shows a protected page to a signed-in user', async () => {
    fakeApi();
    signedIn();
    renderApp('/pumps');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pumps' })).toBeInTheDocument();
  });

  it('sends a signed-in visit to /login on to /', async () => {
    fakeApi();
    signedIn();
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects an unknown path to /', async () => {
    fakeApi();
    signedIn();
    const { router } = renderApp('/no-such-page');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows terms of use and privacy policy without signing in', async () => {
    fakeApi();
    const { router } = renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use' }),
    ).toBeInTheDocument();

    await router.navigate('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  });

  it('removes a stored token whose profile cannot be loaded at start', async () => {
    fakeApi();
    const loads = watchPageLoads();
    storeAccessToken('revoked-token', Date.now() - 60_000);
    renderApp('/');

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login');
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("carries the reset-password page's good news to the sign-in page", async () => {
    fakeApi();
    const loads = watchPageLoads();
    renderApp({ pathname: '/login', state: { success: 'Your password was changed.' } });

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login');
    });
    expect(takeSignInMessages()).toEqual({ notice: null, success: 'Your password was changed.' });
  });

  it('tells a returning user whose session expired to log in again', async () => {
    fakeApi();
    const loads = watchPageLoads();
    storeAccessToken('expired-token', Date.now() - 60_000);
    renderApp('/pumps');

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login?next=%2Fpumps');
    });
    expect(takeSignInMessages()).toEqual({ notice: MESSAGES.sessionExpired, success: null });
  });

  it('says the session expired when the check started before the app had settled its 401', async () => {
    fakeApi();
    const loads = watchPageLoads();
    storeAccessToken('expired-token', Date.now() - 60_000);
    // main.tsx starts the check before React: its 401 may end the session before anything listens.
    const check = startSessionCheck();
    await check?.user.catch(() => undefined);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    renderApp('/pumps', check);

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login?next=%2Fpumps');
    });
    expect(takeSignInMessages()).toEqual({ notice: MESSAGES.sessionExpired, success: null });
  });

  it('logout revokes the session, forgets token and cache, and lands on /login', async () => {
    const { calls } = fakeApi();
    const loads = watchPageLoads();
    signedIn();
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    queryClient.setQueryData(['properties'], ['cached']);

    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    // After an explicit logout the next person starts from home, not from the last page.
    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login');
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toContain('POST /api/auth/logout');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(queryClient.getQueryData(['properties'])).toBeUndefined();
    // An explicit logout is not an expired session: no message is shown.
    expect(takeSignInMessages()).toEqual({ notice: null, success: null });
  });

  it('a later 401 forces logout with the session-expired message', async () => {
    fakeApi();
    const loads = watchPageLoads();
    signedIn();
    const { router } = renderApp('/alerts');
    await screen.findByRole('heading', { level: 1, name: 'All Messages' });

    // The server revokes the session; the next authenticated call answers 401.
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'valid-token-revoked');
    await api.get('/auth/user').catch(() => undefined);

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/login?next=%2Falerts');
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(takeSignInMessages()).toEqual({ notice: MESSAGES.sessionExpired, success: null });
  });
});

describe('which pages a page load without a stored sign-in sends straight to the sign-in page', () => {
  const routes = createAppRoutes();

  it.each(['/', '/alerts', '/pumps', '/admin', '/admin/users', '/account'])(
    '%s needs a sign-in',
    (pathname) => {
      expect(needsSignIn(routes, pathname)).toBe(true);
    },
  );

  it.each([
    '/terms',
    '/privacy',
    '/login',
    '/reset-password',
    '/invitations/accept',
    '/no-such-page',
  ])('%s opens without one', (pathname) => {
    expect(needsSignIn(routes, pathname)).toBe(false);
  });
});
