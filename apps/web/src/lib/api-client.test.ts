import { MESSAGES, STORAGE_KEYS } from '@wildfire/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, api, serverMessage, withQuery } from './api-client';
import { onSessionExpired } from './auth/session-events';
import { storeAccessToken } from './auth/token-storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requestHeaders = (fetchMock: ReturnType<typeof stubFetch>) =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

describe('api client', () => {
  let stopListening: (() => void) | undefined;
  afterEach(() => stopListening?.());

  it('sends the stored access token as a bearer header on every request', async () => {
    storeAccessToken('abc123', Date.now());
    const fetchMock = stubFetch(() => json(200, { ok: true }));

    await api.get('/site');

    expect(fetchMock).toHaveBeenCalledWith('/api/site', expect.anything());
    expect(requestHeaders(fetchMock).get('Authorization')).toBe('Bearer abc123');
  });

  it('sends no authorization header when signed out', async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    await api.get('/site');
    expect(requestHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('turns {error: {code, message}} into an ApiError with status, code and message', async () => {
    stubFetch(() => json(429, { error: { code: 'rate_limited', message: 'Slow down' } }));

    const error = await api
      .post('/auth/login', { username: 'a@b.c', password: 'x' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Slow down' });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/site')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('returns nothing for 204 No Content', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });

  it('ends the session on a 401 that the rules say is final', async () => {
    storeAccessToken('expired', Date.now() - 60_000);
    const expired = vi.fn();
    stopListening = onSessionExpired(expired);
    stubFetch(() =>
      json(401, { error: { code: 'unauthorized', message: MESSAGES.sessionExpired } }),
    );

    await expect(api.get('/properties')).rejects.toMatchObject({ status: 401 });

    expect(expired).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('keeps the session on a 401 from the SCADA definition', async () => {
    storeAccessToken('valid', Date.now() - 60_000);
    const expired = vi.fn();
    stopListening = onSessionExpired(expired);
    stubFetch(() => json(401, { error: { code: 'unauthorized', message: 'denied' } }));

    await expect(api.get('/scada/definition?site_id=1')).rejects.toMatchObject({ status: 401 });

    expect(expired).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('valid');
  });
});

describe('query strings', () => {
  it('encodes the values and leaves out missing, empty and blank ones', () => {
    expect(
      withQuery('/admin/users', { search: ' Ana & Bo ', page: 2, kind: undefined, site: null }),
    ).toBe('/admin/users?search=Ana+%26+Bo&page=2');
    expect(withQuery('/admin/users', { search: '   ', status: '' })).toBe('/admin/users');
    expect(withQuery('/fire', { site_id: 'WD-1001', active: false })).toBe(
      '/fire?site_id=WD-1001&active=false',
    );
  });
});

describe("a failure's reason for a notice", () => {
  it("is the server's message, or a plain sentence when there is none", () => {
    expect(serverMessage(new ApiError(409, 'conflict', 'That name is taken.'))).toBe(
      'That name is taken.',
    );
    expect(serverMessage(new Error(''))).toBe('Something went wrong.');
    expect(serverMessage('boom')).toBe('Something went wrong.');
  });
});
