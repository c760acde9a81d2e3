import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, api, setReauthenticationHandler } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const reauthRequired = () =>
  json(403, { error: { code: 'reauthentication_required', message: 'Confirm it is you.' } });

describe('re-authentication in the API client (decision 012)', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => {
    uninstall?.();
    vi.unstubAllGlobals();
  });

  it('on reauthentication_required asks once, then sends the same request again', async () => {
    const responses = [reauthRequired(), json(200, { done: true })];
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(responses.shift()!));
    vi.stubGlobal('fetch', fetchMock);
    const ask = vi.fn(() => Promise.resolve(true));
    uninstall = setReauthenticationHandler(ask);

    await expect(api.post('/admin/groups', { name: 'x' })).resolves.toEqual({ done: true });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ name: 'x' }));
  });

  it('when the person cancels, the request fails with the server’s error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(reauthRequired())),
    );
    uninstall = setReauthenticationHandler(() => Promise.resolve(false));
    const failure = await api.post('/admin/groups', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('reauthentication_required');
  });

  it('other 403s are not retried', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json(403, { error: { code: 'forbidden', message: 'No.' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const ask = vi.fn(() => Promise.resolve(true));
    uninstall = setReauthenticationHandler(ask);
    await expect(api.get('/admin/users')).rejects.toBeInstanceOf(ApiError);
    expect(ask).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
