import { vi } from 'vitest';

/** What a stubbed endpoint answers; the body is sent as JSON. */
export interface StubReply {
  status?: number;
  body?: unknown;
}

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

type StubRoute = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/**
 * Replaces `fetch` with a table of endpoints keyed `'METHOD /api/path'` (the query string is
 * not part of the key). Every request is recorded; an endpoint missing from the table answers
 * 404 in the API's error shape, so a test sees what the screen does with an unknown call.
 */
export function stubApi(routes: Record<string, StubRoute>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const reply: StubReply = !route
      ? {
          status: 404,
          body: { error: { code: 'not_found', message: `No stub for ${method} ${url.pathname}` } },
        }
      : typeof route === 'function'
        ? await route(request)
        : route;
    const status = reply.status ?? 200;
    return new Response(
      reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests sent to one endpoint, e.g. `sent('POST /api/scada/write')`. */
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
  };
}

/** The tags endpoint's answer for a name → value map, all measured at `timestamp`. */
export function tagsReply(
  values: Record<string, number | boolean | string>,
  timestamp = Date.now(),
): StubReply {
  return {
    body: {
      _embedded: {
        tags: Object.entries(values).map(([tag, value]) => ({
          tag,
          value,
          group: 'system',
          timestamp,
        })),
      },
    },
  };
}

/** The connection facts of a panel heard from just now (a property's `connection`). */
export const liveConnection = (): {
  online: boolean;
  last_seen_at: number | null;
  offline_since: number | null;
  offline_reason: string | null;
} => ({
  online: true,
  last_seen_at: Date.now(),
  offline_since: null,
  offline_reason: null,
});

/** `GET /api/panel-state`: the panel's connection (live by default) and active alarms. */
export function panelStateReply(
  connection: Partial<ReturnType<typeof liveConnection>> = {},
  alarms: unknown[] = [],
): StubReply {
  return {
    body: {
      site_id: 'WD-1001',
      server_time: Date.now(),
      connection: { ...liveConnection(), ...connection },
      alarms,
    },
  };
}
