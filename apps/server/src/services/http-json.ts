/**
 * JSON from the public services the product calls (weather, geocoding): a time limit, a
 * User-Agent naming the product and a contact (both services ask for one), and one error type
 * whose message never carries the upstream body, so nothing of it reaches a client or a log.
 */

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'bad_json' | 'redirect';

export class UpstreamError extends Error {
  /** Origin and path only: a query may hold an address, which stays out of the logs. */
  readonly url: string;

  constructor(
    readonly kind: UpstreamFailure,
    requestUrl: string,
    readonly status?: number,
  ) {
    const { origin, pathname } = new URL(requestUrl);
    const url = `${origin}${pathname}`;
    super(
      kind === 'status'
        ? `${url} answered ${String(status)}`
        : `${url} failed: ${kind.replace('_', ' ')}`,
    );
    this.name = 'UpstreamError';
    this.url = url;
  }
}

export interface GetJsonOptions {
  timeoutMs: number;
  userAgent: string;
}

/** `WildfireDefensePortal/0.1 (+mailto:support@…)`: who we are and how to reach us. */
export function productUserAgent(supportEmail: string, appVersion = '0.1'): string {
  const version = appVersion.split('.').slice(0, 2).join('.');
  return `WildfireDefensePortal/${version} (+mailto:${supportEmail})`;
}

const MAX_REDIRECTS = 3;

/**
 * GET a URL and parse its JSON. Redirects are followed only within the same origin (the
 * weather service moves `/points/…/stations` to its grid URL); one to anywhere else fails.
 * Throws UpstreamError on a timeout, a network failure, a non-2xx status or a bad body.
 */
export async function getJson(url: string, { timeoutMs, userAgent }: GetJsonOptions) {
  const signal = AbortSignal.timeout(timeoutMs);
  const origin = new URL(url).origin;
  let current = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(current, {
        signal,
        redirect: 'manual',
        headers: { 'User-Agent': userAgent, Accept: 'application/geo+json, application/json' },
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? new URL(location, current) : null;
        if (!next || next.origin !== origin || redirects >= MAX_REDIRECTS) {
          throw new UpstreamError('redirect', url, response.status);
        }
        current = next.toString();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamError('status', url, response.status);
      }
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new UpstreamError('bad_json', url, response.status);
      }
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new UpstreamError('timeout', url);
    throw new UpstreamError('network', url);
  }
}

/** What may be logged of a failure: its kind, status and path, never an upstream body. */
export function describeFailure(error: unknown) {
  if (error instanceof UpstreamError)
    return { type: error.name, kind: error.kind, status: error.status, url: error.url };
  if (error instanceof Error) return { type: error.name, message: error.message };
  return { type: typeof error };
}
