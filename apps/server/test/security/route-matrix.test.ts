import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMemberships, properties, sites, users } from '#src/db/schema/index';
import type { AccessRule, RouteAccess } from '#src/plugins/app/access';
import { startSession } from '#src/services/sessions';
import { requiredAssurance } from '#src/services/two-factor';
import { build, givePropertyRole } from '../helper';

/**
 * The authorization matrix of the whole API (issue 9): every route of the server's own route
 * table is called as each kind of caller, and each must be kept out or let in as its declared
 * access rule says. The objects are the owner's Malibu property (WD-1001), on which the Guest is
 * a guest and the Property User a Property User, and which the other customer cannot see; other
 * ids are unknown (999999), so a caller who is let in changes nothing. docs/security.md reports
 * the counts.
 */

const CALLERS = {
  anonymous: null,
  /** A customer who owns another property, not this one. */
  stranger: 'single@demo.test',
  guest: 'guest@demo.test',
  /** Made a Property User of the property below (the demo data has none). */
  propertyUser: 'empty@demo.test',
  owner: 'owner@demo.test',
  /** Staff with no permission at all. */
  staffWithout: 'newhire@demo.test',
  /** The Superadmin: every permission. */
  staffWith: 'admin@demo.test',
} as const;
type Caller = keyof typeof CALLERS;

/** What a caller must get: let in (anything but 401 and 403), or exactly this status. */
type Outcome = 'in' | 401 | 403 | 404;

/** Signing out ends the caller's session: those routes run last. */
const endsSession = (route: RouteAccess) =>
  /\/api\/auth\/(logout|sessions)/.test(route.url) || route.url === '/api/auth/password';

describe('authorization matrix over every API route', async () => {
  const { app, login } = await build();
  await givePropertyRole(app, CALLERS.propertyUser, 'WD-1001', 'user');

  const [malibu] = await app.db
    .select({ propertyId: properties.id, accountId: properties.accountId })
    .from(sites)
    .innerJoin(properties, eq(properties.id, sites.propertyId))
    .where(eq(sites.siteId, 'WD-1001'));
  const ids = {
    siteId: 'WD-1001',
    propertyId: String(malibu!.propertyId),
    accountId: String(malibu!.accountId),
  };
  const accountRoleOf = async (email: string) => {
    const [row] = await app.db
      .select({ role: accountMemberships.role })
      .from(accountMemberships)
      .innerJoin(users, eq(users.id, accountMemberships.userId))
      .where(and(eq(users.email, email), eq(accountMemberships.accountId, malibu!.accountId)));
    return row?.role ?? null;
  };
  const guestAccountRole = await accountRoleOf(CALLERS.guest);

  /** The outcome each rule promises each caller (docs/permissions.md). */
  function expected(rule: AccessRule, caller: Caller): Outcome | null {
    if (rule === 'public') return null;
    if (caller === 'anonymous') return 401;
    if (rule === 'signed-in') return 'in';
    if (rule.startsWith('permission:')) return caller === 'staffWith' ? 'in' : 403;
    switch (rule) {
      case 'site:view':
        // Staff with view_properties see any dashboard read-only; staff without, nothing.
        return caller === 'stranger' || caller === 'staffWithout' ? 404 : 'in';
      case 'site:operate':
        if (caller === 'stranger' || caller === 'staffWithout') return 404;
        return caller === 'owner' || caller === 'propertyUser' ? 'in' : 403;
      case 'site:control':
        if (caller === 'stranger' || caller === 'staffWithout') return 404;
        return caller === 'owner' ? 'in' : 403;
      case 'property:view':
        return caller === 'owner' || caller === 'guest' || caller === 'propertyUser' ? 'in' : 404;
      case 'property:control':
        if (caller === 'owner') return 'in';
        return caller === 'guest' || caller === 'propertyUser' ? 403 : 404;
      case 'account:member':
        if (caller === 'owner') return 'in';
        return caller === 'guest' && guestAccountRole ? 'in' : 404;
      case 'account:owner':
        if (caller === 'owner') return 'in';
        return caller === 'guest' && guestAccountRole ? 403 : 404;
      default:
        throw new Error(`no expectation for rule ${String(rule)}`);
    }
  }

  const urlOf = (route: RouteAccess) => {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
      name in ids ? ids[name as keyof typeof ids] : '999999',
    );
    return route.access?.startsWith('site:') ? `${path}?site_id=${ids.siteId}` : path;
  };

  const routes = app.routeAccess
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api'))
    .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));

  /**
   * A session like the one signing in opens, for a caller a route has just signed out. Signing
   * in again through the API would make the staff callers wait for the next authenticator step
   * (30 s) once a window's codes are used up; their first sign-in goes through the API.
   */
  const sessionAgain = async (email: string) => {
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const from = { ip: '127.0.0.1', headers: {} };
    // What signing in proves: a second factor where the account has or needs one.
    const assurance = await requiredAssurance(app.db, user!);
    return (await startSession(app, app.db, from, user!.id, assurance)).response.access_token;
  };

  /** Each caller signs in once, and has a new session after a route that ended theirs. */
  const tokens = new Map<string, string>();
  const signedOut = new Set<string>();
  const tokenOf = async (email: string) => {
    const token =
      tokens.get(email) ?? (signedOut.has(email) ? await sessionAgain(email) : await login(email));
    tokens.set(email, token);
    return token;
  };

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const liveStatus = async (email: string, url: string) => {
    const abort = new AbortController();
    const response = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${await tokenOf(email)}` },
      signal: abort.signal,
    });
    const body = response.ok ? '' : await response.text();
    abort.abort();
    return { statusCode: response.status, body } as LightMyRequestResponse;
  };

  const call = async (caller: Caller, route: RouteAccess): Promise<LightMyRequestResponse> => {
    const email = CALLERS[caller];
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: urlOf(route),
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
    };
    if (!email) return app.inject(options);
    // The live stream never ends for a caller it lets in: its status is read over real HTTP.
    if (route.url === '/api/live') return liveStatus(email, options.url as string);
    const response = await app.inject({
      ...options,
      headers: { authorization: `Bearer ${await tokenOf(email)}` },
    });
    if (endsSession(route)) {
      tokens.delete(email);
      signedOut.add(email);
    }
    return response;
  };

  it('every route declares an access rule', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  let calls = 0;
  afterAll(() => {
    console.info(`authorization matrix: ${String(routes.length)} routes, ${String(calls)} calls`);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url} [${String(route.access)}]`, async () => {
      const wrong: string[] = [];
      for (const caller of Object.keys(CALLERS) as Caller[]) {
        const want = expected(route.access!, caller);
        const response = await call(caller, route);
        calls++;
        const got = response.statusCode;
        const what = `as ${caller}: ${String(got)}`;
        if (got >= 500) wrong.push(`${what} (server error: ${response.body.slice(0, 200)})`);
        else if (want === 'in' && (got === 401 || got === 403)) wrong.push(`${what}, expected in`);
        else if (typeof want === 'number' && got !== want) {
          wrong.push(`${what}, expected ${String(want)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
