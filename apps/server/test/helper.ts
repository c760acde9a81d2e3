import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, inject } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { siteIdForPanel, type PropertyRole } from '@wildfire/shared';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import { escalationEvents, properties, propertyMemberships, sites, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seed/demo-data';
import { DEMO_TOTP_SECRET } from '../src/seed/demo-staff';
import type { Mail } from '../src/services/mail';
import { TOTP_STEP_SECONDS, totp, totpStep } from '../src/services/totp';
import { openTestDatabase } from './seeded-database';

/**
 * A code of the demo secret that the server has not seen yet for this account. A code works once
 * (the server keeps the last step used per account) and the window accepts the step before and
 * after the current one, so the steps are used in order; when all three are used, wait for the
 * next step. `lastStep` is per app (each has its own database). Tests that send codes of their
 * own for an account use the same map (TestApp.lastStep) so the two never collide.
 */
export async function unusedCode(
  lastStep: Map<string, number>,
  email: string,
  secret = DEMO_TOTP_SECRET,
) {
  for (;;) {
    const nowMs = Date.now();
    const now = totpStep(new Date(nowMs));
    const msLeftInStep = (now + 1) * TOTP_STEP_SECONDS * 1000 - nowMs;
    // The previous step only when the request surely lands before the step changes.
    const earliest = msLeftInStep > 3_000 ? now - 1 : now;
    const step = Math.max(earliest, (lastStep.get(email) ?? -Infinity) + 1);
    if (step <= now + 1) {
      lastStep.set(email, step);
      return totp(secret, new Date(step * TOTP_STEP_SECONDS * 1000));
    }
    await new Promise((r) => setTimeout(r, msLeftInStep + 50));
  }
}

/**
 * The broker the CI run on real servers points the suite at: the worker's own Mosquitto when the
 * run started one per worker (TEST_MOSQUITTO, test/global-setup.ts), else TEST_MQTT_URL. Set as
 * TEST_MQTT_URL for the worker, so every file sees the broker it runs against.
 */
const workerBroker = (() => {
  try {
    return inject('testBrokers')[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  } catch {
    return undefined;
  }
})();
if (workerBroker) process.env.TEST_MQTT_URL = workerBroker;

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `wd-test-${process.pid}`),
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DEMO_SEED: '1',
    SIMULATE_PANELS: '0',
    // Tests never reach the public fire data sources; they call app.fireProximity.poll().
    FIRE_DATA_POLLING: '0',
    LOG_LEVEL: 'silent',
    // The CI run on real servers points the suite at Mosquitto as well.
    ...(process.env.TEST_MQTT_URL ? { MQTT_URL: process.env.TEST_MQTT_URL } : {}),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Sign in through the API as a demo account; returns the access token. */
  login(email: string, password?: string): Promise<string>;
  /** Inject a request carrying the demo account's token (signed in once per account). */
  injectAs(email: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The last TOTP step used per account in this app (see unusedCode). */
  lastStep: Map<string, number>;
  /**
   * Every mail the app handed to its mailer, as it was sent (links and their tokens included;
   * the delivery log keeps them redacted), oldest first.
   */
  mails: Mail[];
  /**
   * The first mail to `to` handed over after the first `after` mails (default: the newest to
   * `to`), waiting for it up to 5 s: some mails leave after the answer (a password reset).
   */
  mailTo(to: string, after?: number): Promise<Mail>;
}

/**
 * Build the app with demo data on a database of its own (a copy of the worker's seeded one,
 * test/seeded-database.ts); closed after the file's tests.
 */
export async function build(
  overrides: Record<string, string> = {},
  options: {
    panelTimers?: boolean;
    logger?: BuildOptions['logger'];
    /** Start from an empty database, which the app migrates and seeds itself as at a first start. */
    emptyDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { handle, drop } = await openTestDatabase(path.join(config.dataDir, 'uploads'), {
    seeded: !options.emptyDatabase,
  });
  const app = await buildApp(config, {
    database: handle,
    logger: options.logger ?? false,
    panelTimers: options.panelTimers ?? false,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
    await drop();
  });

  const mails: Mail[] = [];
  const sendAll = app.mailer.sendAll.bind(app.mailer);
  app.mailer.sendAll = (db, batch, sendOptions) => {
    mails.push(...batch);
    return sendAll(db, batch, sendOptions);
  };
  const mailTo = (to: string, after?: number) =>
    eventually(() =>
      after === undefined
        ? mails.findLast((m) => m.to === to)
        : mails.slice(after).find((m) => m.to === to),
    );

  const tokens = new Map<string, string>();
  const lastStep = new Map<string, number>();
  const secrets = new Map<string, string>();
  /**
   * Accounts with two-factor sign-in (the demo staff) get their second step done with a code of
   * the demo secret; a staff member who must enrol is enrolled with it on the way.
   */
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password },
    });
    if (res.statusCode !== 200)
      throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
    const body = res.json<{
      access_token?: string;
      second_factor?: string;
      enrolment_required?: boolean;
      challenge_token?: string;
    }>();
    if (body.access_token) return body.access_token;
    if (body.enrolment_required) {
      // The server picks the secret at enrolment; later sign-ins use it.
      const enrol = await app.inject({
        method: 'POST',
        url: '/api/auth/login/enrol',
        payload: { challenge_token: body.challenge_token },
      });
      const { secret } = enrol.json<{ secret: string }>();
      secrets.set(email, secret);
      const code = await unusedCode(lastStep, email, secret);
      const done = await app.inject({
        method: 'POST',
        url: '/api/auth/login/enrol/confirm',
        payload: { challenge_token: body.challenge_token, code },
      });
      if (done.statusCode !== 200)
        throw new Error(`enrolment of ${email} failed: ${done.statusCode} ${done.body}`);
      return done.json<{ access_token: string }>().access_token;
    }
    const code = await unusedCode(lastStep, email, secrets.get(email));
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge_token: body.challenge_token, code },
    });
    if (second.statusCode !== 200)
      throw new Error(`second step as ${email} failed: ${second.statusCode} ${second.body}`);
    return second.json<{ access_token: string }>().access_token;
  };
  const injectAs = async (email: string | null, options: InjectOptions) => {
    if (!email) return app.inject(options);
    let token = tokens.get(email);
    if (!token) {
      token = await login(email);
      tokens.set(email, token);
    }
    return app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
    });
  };
  return { app, database: handle, login, injectAs, lastStep, mails, mailTo };
}

/** Wait until check() is true (polling every 20 ms), or fail after timeoutMs. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * `count` online panels numbered from `firstPanel`, each on a property of its own (named
 * `${name} 0`, `${name} 1`, …) on the demo owner's account, last seen at `lastSeenAt`: a fleet
 * for the tests of many panels at once (an outage, a fire front).
 */
export async function addOnlinePanels(
  app: FastifyInstance,
  options: { count: number; firstPanel: number; name: string; lastSeenAt: Date },
) {
  const inserted = await app.db
    .insert(properties)
    .values(
      Array.from({ length: options.count }, (_, i) => ({
        accountId: 1,
        name: `${options.name} ${String(i)}`,
        address: `${String(i)} ${options.name} Road`,
      })),
    )
    .returning({ id: properties.id });
  const siteIds = inserted.map((_, i) => siteIdForPanel(options.firstPanel + i));
  await app.db.insert(sites).values(
    inserted.map(({ id }, i) => ({
      siteId: siteIds[i]!,
      propertyId: id,
      panelNumber: options.firstPanel + i,
      online: true,
      lastSeenAt: options.lastSeenAt,
    })),
  );
  return { siteIds, propertyIds: inserted.map(({ id }) => id) };
}

/**
 * Give the demo account `email` the property role `role` on the property of `siteId`: callers
 * the demo data does not have (a Property User, say) for the tests of what each role may do.
 */
export async function givePropertyRole(
  app: FastifyInstance,
  email: string,
  siteId: string,
  role: PropertyRole,
) {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [site] = await app.db
    .select({ propertyId: sites.propertyId })
    .from(sites)
    .where(eq(sites.siteId, siteId));
  await app.db
    .insert(propertyMemberships)
    .values({ propertyId: site!.propertyId!, userId: user!.id, role })
    .onConflictDoUpdate({
      target: [propertyMemberships.propertyId, propertyMemberships.userId],
      set: { role },
    });
}

/** A port on this machine where nothing listens: a server that cannot be reached. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One of a person's alerts as the back-office's User Alerts lists it, by its title. */
export async function alertSeenByStaff(
  { app, injectAs }: Pick<TestApp, 'app' | 'injectAs'>,
  email: string,
  title: string,
) {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const answer = await injectAs('admin@demo.test', {
    method: 'GET',
    url: `/api/admin/users/${String(user!.id)}/alerts`,
  });
  type Row = { title: string; email: string | null; text: string | null };
  return answer.json<{ items: Row[] }>().items.find((row) => row.title === title);
}

/**
 * The tries of one delivered mail or text on its alarm's history, oldest first: the event of the
 * alarm, person and channel the delivery log's row names.
 */
export function deliveryHistoryOf(
  app: FastifyInstance,
  logged: { alertId: number | null; userId: number | null },
  channel: 'email' | 'sms',
) {
  return app.db
    .select()
    .from(escalationEvents)
    .where(
      and(
        eq(escalationEvents.alertId, logged.alertId!),
        eq(escalationEvents.userId, logged.userId!),
        eq(escalationEvents.channel, channel),
      ),
    )
    .orderBy(escalationEvents.id);
}
