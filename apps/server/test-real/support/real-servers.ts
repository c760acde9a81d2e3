import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#src/app';
import { DEMO_PASSWORD } from '#src/seed/demo-data';
import { testConfig, unusedCode } from '../../test/helper';

const serverUrl = process.env.TEST_DATABASE_URL;
const brokerUrl = process.env.TEST_MQTT_URL;
if (!serverUrl || !brokerUrl) {
  throw new Error(
    'Set TEST_DATABASE_URL and TEST_MQTT_URL: these tests need real PostgreSQL and MQTT servers.',
  );
}
/** The machine's PostgreSQL server (database `test`) and MQTT broker. */
export const POSTGRES_URL: string = serverUrl;
export const BROKER_URL: string = brokerUrl;

/** A short random name part, so runs on the shared servers never collide. */
export const randomSuffix = () => crypto.randomBytes(4).toString('hex');

/** Run statements on the database at `url` (the server's `test` database by default). */
export async function sqlAt<T extends pg.QueryResultRow = pg.QueryResultRow>(
  query: string,
  params: unknown[] = [],
  url = POSTGRES_URL,
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(query, params)).rows;
  } finally {
    await client.end();
  }
}

/** A database of its own on the PostgreSQL server; `drop()` removes it after the file. */
export async function createDatabase(prefix: string) {
  const name = `${prefix}_${randomSuffix()}`;
  await sqlAt(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: <T extends pg.QueryResultRow = pg.QueryResultRow>(query: string, params?: unknown[]) =>
      sqlAt<T>(query, params, url.toString()),
    drop: () => sqlAt(`drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

export interface RunningApp {
  app: FastifyInstance;
  base: string;
}

/** The whole product in this process, listening on a free port, with demo data. */
export async function startApp(overrides: Record<string, string>): Promise<RunningApp> {
  const app = await buildApp(testConfig({ DEMO_SEED: '1', ...overrides }), { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, base: `http://127.0.0.1:${port}` };
}

/**
 * Sign in over HTTP as a demo account; staff do the second step with a code of the demo
 * secret. `lastStep` keeps the TOTP steps used per account (see unusedCode).
 */
export async function signIn(
  base: string,
  email: string,
  lastStep = new Map<string, number>(),
): Promise<string> {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200)
      throw new Error(`${path} as ${email}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { access_token?: string; challenge_token?: string };
  };
  const first = await post('/api/auth/login', { username: email, password: DEMO_PASSWORD });
  if (first.access_token) return first.access_token;
  const second = await post('/api/auth/login/second-factor', {
    challenge_token: first.challenge_token,
    code: await unusedCode(lastStep, email),
  });
  return second.access_token!;
}

/** A JSON call with a bearer token; the answer's status, body, headers and how long it took. */
export async function call<Body = Record<string, unknown>>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: object,
) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: res.status,
    body: json as Body,
    headers: res.headers,
    ms: performance.now() - started,
  };
}

/**
 * A panel of this test's own on the owner's account (owner@demo.test controls it), so nothing
 * another test publishes on the shared broker lands on it. Returns its site id.
 */
export async function provisionSite(
  query: (sql: string, params?: unknown[]) => Promise<unknown[]>,
  siteId: string,
  panelNumber: number,
) {
  const [property] = (await query(
    `insert into properties (account_id, name, address)
     select p.account_id, $1, '1200 Test Canyon Rd, Topanga, CA 90290'
     from properties p join sites s on s.property_id = p.id where s.site_id = 'WD-1001'
     returning id`,
    [`Fault test ${siteId}`],
  )) as Array<{ id: number }>;
  await query(`insert into sites (site_id, property_id, panel_number) values ($1, $2, $3)`, [
    siteId,
    property!.id,
    panelNumber,
  ]);
  return siteId;
}

/** A panel number no demo panel and no parallel run uses. */
export const uniquePanelNumber = () => 700_000 + crypto.randomInt(0, 299_999);
