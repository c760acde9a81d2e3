import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyMemberships, sessions, sites } from '#src/db/schema/index';
import { DEMO_PASSWORD } from '#src/seed/demo-data';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../helper';

/**
 * Live streams are tied to their session and its access (issue 32 item 5, decision 053): every
 * kind of revocation closes an open `GET /api/live` within a second, on the instance that decided
 * it and, for a change another instance made (written here straight to the database, so this
 * instance forgets nothing), within the read cache's second.
 */
describe('live streams end when their session or access ends', async () => {
  const { app, login, injectAs } = await build();
  const db = app.db;
  let base = '';
  const SECOND = 1_000;
  /** Each account's first site, read before any test ends a session. */
  const siteIds = new Map<string, string>();
  const siteOf = async (email: string) => siteIds.get(email)!;
  /** How long after each revocation its stream ended, for the line docs/security.md quotes. */
  const closings: number[] = [];
  afterAll(() => {
    console.log(
      `live streams after revocation: ${String(closings.length)} closed in ${String(Math.min(...closings))} to ${String(Math.max(...closings))} ms`,
    );
  });

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The Superadmin signs in now, not inside a timed revocation.
    await injectAs('admin@demo.test', { method: 'GET', url: '/api/auth/user' });
    for (const email of ['owner@demo.test', 'single@demo.test', 'guest@demo.test']) {
      const res = await injectAs(email, { method: 'GET', url: '/api/site' });
      siteIds.set(
        email,
        res.json<{ _embedded: { sites: Array<{ site_id: string }> } }>()._embedded.sites[0]!
          .site_id,
      );
    }
  });

  /** An open stream: the events it got, and when it ended (null while open). */
  const openStream = async (token: string, siteId: string) => {
    const res = await fetch(`${base}/api/live?site_id=${siteId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const stream = { events: [] as string[], endedAt: null as number | null };
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        const text = decoder.decode(value);
        for (const match of text.matchAll(/^event: (.+)$/gm)) stream.events.push(match[1]!);
      }
      stream.endedAt = Date.now();
    })();
    await expect.poll(() => stream.events).toContain('hello');
    // The site's events reach it while it is allowed.
    app.live.publish(siteId, { type: 'alert', title: 'still watching' });
    await expect.poll(() => stream.events).toContain('alert');
    return stream;
  };

  /**
   * Runs `revoke` and answers how long after it started the stream ended (Infinity: not within
   * 3 s).
   */
  const endsAfter = async (
    stream: { endedAt: number | null; events: string[] },
    siteId: string,
    revoke: () => Promise<unknown>,
  ) => {
    // Timed from the start of the revoking call: an upper bound on the time since the decision.
    const decidedAt = Date.now();
    await revoke();
    const deadline = decidedAt + 3 * SECOND;
    while (stream.endedAt === null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    // Whatever happens at the site now does not reach it.
    const seen = stream.events.length;
    app.live.publish(siteId, { type: 'alert', title: 'after revocation' });
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.events.length).toBe(seen);
    const took = stream.endedAt === null ? Infinity : stream.endedAt - decidedAt;
    closings.push(took);
    return took;
  };

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** The session an access token names (its `sid` claim). */
  const sessionOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

  it('after logout', async () => {
    const token = await login('owner@demo.test');
    const siteId = await siteOf('owner@demo.test');
    const stream = await openStream(token, siteId);
    const took = await endsAfter(stream, siteId, () =>
      app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }),
    );
    expect(took).toBeLessThan(SECOND);
  });

  it('after the session is signed out from another device', async () => {
    const token = await login('owner@demo.test');
    const other = await login('owner@demo.test');
    const siteId = await siteOf('owner@demo.test');
    const stream = await openStream(token, siteId);
    const took = await endsAfter(stream, siteId, () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sessions/revoke-others',
        headers: bearer(other),
      }),
    );
    expect(took).toBeLessThan(SECOND);
  });

  it('after a password change elsewhere', async () => {
    const token = await login('single@demo.test');
    const changer = await login('single@demo.test');
    const siteId = await siteOf('single@demo.test');
    const stream = await openStream(token, siteId);
    const took = await endsAfter(stream, siteId, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(changer),
        payload: { current_password: DEMO_PASSWORD, new_password: 'a new and long passphrase' },
      });
      expect(res.statusCode).toBe(204);
    });
    expect(took).toBeLessThan(SECOND);
  });

  it('after removal from the property', async () => {
    // empty@ is made a Guest of the owner's first property for this test.
    const siteId = await siteOf('owner@demo.test');
    const [site] = await db.select().from(sites).where(eq(sites.siteId, siteId));
    const userId = await demoUserId(db, 'empty@demo.test');
    await db.insert(propertyMemberships).values({
      propertyId: site!.propertyId!,
      userId,
      role: 'guest',
      status: 'active',
    });
    const stream = await openStream(await login('empty@demo.test'), siteId);
    const owner = await login('owner@demo.test');
    const took = await endsAfter(stream, siteId, async () => {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/properties/${String(site!.propertyId)}/users/${String(userId)}`,
        headers: bearer(owner),
      });
      expect(res.statusCode).toBe(204);
    });
    expect(took).toBeLessThan(SECOND);
  });

  it('after losing the permission that let staff watch a customer’s site', async () => {
    // accounts@ holds view_properties directly, which lets staff open any customer's dashboard.
    const siteId = await siteOf('owner@demo.test');
    const stream = await openStream(await login('accounts@demo.test'), siteId);
    const took = await endsAfter(stream, siteId, async () => {
      const res = await injectAs('admin@demo.test', {
        method: 'PATCH',
        url: `/api/admin/users/${String(await demoUserId(db, 'accounts@demo.test'))}`,
        payload: { permissions: ['view_dashboard', 'view_projects'] },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(took).toBeLessThan(SECOND);
  });

  it('after deactivation', async () => {
    const siteId = await siteOf('guest@demo.test');
    const stream = await openStream(await login('guest@demo.test'), siteId);
    const took = await endsAfter(stream, siteId, async () => {
      const res = await injectAs('admin@demo.test', {
        method: 'PATCH',
        url: `/api/admin/users/${String(await demoUserId(db, 'guest@demo.test'))}`,
        payload: { status: 'Inactive' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(took).toBeLessThan(SECOND);
  });

  it('after another instance revokes the session (written straight to the database)', async () => {
    const token = await login('owner@demo.test');
    const siteId = await siteOf('owner@demo.test');
    const stream = await openStream(token, siteId);
    // Another instance's logout: this instance's read cache is not told.
    const took = await endsAfter(stream, siteId, () =>
      db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, sessionOf(token))),
    );
    expect(took).toBeLessThan(SECOND);
  });

  it('after another instance removes the member (written straight to the database)', async () => {
    const siteId = await siteOf('owner@demo.test');
    const [site] = await db.select().from(sites).where(eq(sites.siteId, siteId));
    const userId = await demoUserId(db, 'empty@demo.test');
    await db.insert(propertyMemberships).values({
      propertyId: site!.propertyId!,
      userId,
      role: 'guest',
      status: 'active',
    });
    const stream = await openStream(await login('empty@demo.test'), siteId);
    const took = await endsAfter(stream, siteId, () =>
      db
        .delete(propertyMemberships)
        .where(
          and(
            eq(propertyMemberships.propertyId, site!.propertyId!),
            eq(propertyMemberships.userId, userId),
          ),
        ),
    );
    expect(took).toBeLessThan(SECOND);
  });

  it('a stream whose holder keeps their access stays open', async () => {
    const token = await login('owner@demo.test');
    const siteId = await siteOf('owner@demo.test');
    const stream = await openStream(token, siteId);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(stream.endedAt).toBeNull();
    app.live.publish(siteId, { type: 'alert', title: 'later' });
    await expect.poll(() => stream.events.filter((e) => e === 'alert')).toHaveLength(2);
    // The streams ended above are counted out once each: this is the only one left.
    expect(app.live.connectionCount).toBe(1);
  });
});
