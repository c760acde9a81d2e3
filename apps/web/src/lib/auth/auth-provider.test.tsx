import { STORAGE_KEYS, type CurrentUser } from '@wildfire/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../api-client';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { useAuth, type AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';
import { startSessionCheck } from './session-check';
import { storeAccessToken } from './token-storage';

const person = (id: number, name: string): CurrentUser => ({
  id,
  name,
  email: `${name.toLowerCase()}@demo.test`,
  phone: null,
  timezone: 'America/Los_Angeles',
  kind: 'customer',
  user_type: 'customer_homeowner',
  is_staff: false,
  permissions: [],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The profile endpoint answers with whoever `profiles` maps the bearer token to. */
function fakeProfileApi(profiles: Record<string, CurrentUser>) {
  const fetchMock = vi.fn<typeof fetch>((_input, init) => {
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    const user = profiles[auth.replace('Bearer ', '')];
    return Promise.resolve(
      user
        ? json(200, user)
        : json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAuth() {
  const queryClient = createTestQueryClient();
  const auth: { current: AuthContextValue | null } = { current: null };
  function Probe() {
    auth.current = useAuth();
    const { state } = auth.current;
    return <p>{state.status === 'signed-in' ? `Signed in as ${state.user.name}` : state.status}</p>;
  }
  render(
    <TestProviders queryClient={queryClient}>
      <AuthProvider sessionCheck={startSessionCheck()}>
        <Probe />
      </AuthProvider>
    </TestProviders>,
  );
  return { queryClient, auth: () => auth.current! };
}

describe('loadProfile', () => {
  it('signs in with a new access token exactly as login does: token, set time, profile', async () => {
    fakeProfileApi({ 'invited-token': person(7, 'Ivy') });
    const { auth } = renderAuth();
    expect(screen.getByText('signed-out')).toBeInTheDocument();

    const before = Date.now();
    await act(() => auth().loadProfile('invited-token'));

    expect(screen.getByText('Signed in as Ivy')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('invited-token');
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.tokenSetTime))).toBeGreaterThanOrEqual(
      before,
    );
  });

  it('forgets a new token whose profile does not load, and rejects', async () => {
    fakeProfileApi({});
    const { auth } = renderAuth();

    await act(async () => {
      await expect(auth().loadProfile('bad-token')).rejects.toBeInstanceOf(ApiError);
    });

    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
  });

  it('without a token reloads the profile of the current session (a saved name shows)', async () => {
    const profiles = { 'owner-token': person(1, 'Olivia') };
    fakeProfileApi(profiles);
    storeAccessToken('owner-token', Date.now() - 60_000);
    const { auth } = renderAuth();
    expect(await screen.findByText('Signed in as Olivia')).toBeInTheDocument();

    profiles['owner-token'] = person(1, 'Olivia Renamed');
    await act(() => auth().loadProfile());

    expect(screen.getByText('Signed in as Olivia Renamed')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('owner-token');
  });

  it('keeps the session when a reload fails', async () => {
    const profiles: Record<string, CurrentUser> = { 'owner-token': person(1, 'Olivia') };
    fakeProfileApi(profiles);
    storeAccessToken('owner-token', Date.now());
    const { auth } = renderAuth();
    expect(await screen.findByText('Signed in as Olivia')).toBeInTheDocument();

    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(503, { error: { code: 'unavailable', message: 'Down' } })),
    );
    await act(async () => {
      await expect(auth().loadProfile()).rejects.toBeInstanceOf(ApiError);
    });

    expect(screen.getByText('Signed in as Olivia')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('owner-token');
  });

  it("clears the previous person's cached data when someone else signs in on the tab", async () => {
    fakeProfileApi({ 'owner-token': person(1, 'Olivia'), 'invited-token': person(7, 'Ivy') });
    storeAccessToken('owner-token', Date.now());
    const { auth, queryClient } = renderAuth();
    expect(await screen.findByText('Signed in as Olivia')).toBeInTheDocument();
    queryClient.setQueryData(['properties'], { properties: ['Olivia’s house'] });

    await act(() => auth().loadProfile('invited-token'));

    await waitFor(() => {
      expect(screen.getByText('Signed in as Ivy')).toBeInTheDocument();
    });
    expect(queryClient.getQueryData(['properties'])).toBeUndefined();
  });
});
