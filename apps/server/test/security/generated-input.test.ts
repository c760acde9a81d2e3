import fc from 'fast-check';
import { badTextAt } from '@wildfire/shared';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '#src/plugins/app/access';
import { build } from '../helper';

/**
 * Generated input against every API route (issue 9): bodies, queries and ids that fast-check
 * makes up, sent as a caller the route lets in. Whatever arrives, the server never answers 5xx,
 * and when it refuses (4xx) no row of the database has changed.
 *
 * Rows are watched by a trigger on every table that counts inserted, updated and deleted rows.
 * Tables written on purpose by a refused request are left out: failed sign-ins are counted to
 * throttle them, and a request refreshes its session's last-seen time.
 */
const WRITTEN_BY_REFUSALS = ['login_failures', 'sessions'];

/** The live stream never ends for a caller it lets in: it has a test of its own. */
const SKIPPED = new Set(['GET /api/live']);

/** A route ending the caller's session: the caller signs in again afterwards. */
const endsSession = (url: string) => /\/api\/auth\/(logout|sessions)/.test(url);

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);

const FIELD_NAMES = [
  'username',
  'password',
  'email',
  'name',
  'first_name',
  'last_name',
  'role',
  'status',
  'priority',
  'title',
  'subject',
  'message',
  'content',
  'description',
  'type',
  'tag',
  'value',
  'site_id',
  'code',
  'token',
  'permissions',
  'user_type',
  'address',
  'panel_number',
  'recipients',
  'page',
];

const idLike = fc.oneof(
  fc.constantFrom(
    'WD-1001',
    'WD-9999',
    '1',
    '2',
    '999999',
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    'TICK-001',
    'PRJ-001',
    'null',
    '%F0%9F%94%A5',
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

/**
 * Text of any character, lone UTF-16 surrogates (which JSON carries as `\ud800`) and NUL among
 * them: both must be refused with a 400, never reach the database.
 */
const textUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 8 },
  {
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    weight: 1,
  },
  { arbitrary: fc.constant('\u0000'), weight: 1 },
);
const anyText = (maxLength: number) => fc.string({ unit: textUnit, maxLength });

const scalar = fc.oneof(
  fc.string({ maxLength: 60 }),
  anyText(30),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    'WD-1001',
    'owner@demo.test',
    'Active',
    'urgent',
    '2026-01-01',
    'a'.repeat(5_000),
    'Sam \ud800',
    '\udc00',
    'x\u0000y',
  ),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, { maxKeys: 4 }),
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), anyText(12)), value, {
    maxKeys: 8,
  }),
);
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom('site_id', 'page', 'search', 'status', 'type', 'from', 'to', 'userId', 'q'),
    fc.string({ maxLength: 10 }),
  ),
  fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), idLike),
  { maxKeys: 4 },
);

describe('generated input against every route', async () => {
  const { app, login } = await build();

  for (const statement of [
    'create table test_row_changes (n bigint not null)',
    'insert into test_row_changes values (0)',
    `create function test_count_row_change() returns trigger language plpgsql as $$
       begin update test_row_changes set n = n + 1; return null; end $$`,
  ]) {
    await app.db.execute(sql.raw(statement));
  }
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'test_row_changes'`,
  );
  for (const { tablename } of tables) {
    if (WRITTEN_BY_REFUSALS.includes(tablename) || tablename.startsWith('__drizzle')) continue;
    await app.db.execute(
      sql.raw(
        `create trigger test_row_change after insert or update or delete on "${tablename}" for each row execute function test_count_row_change()`,
      ),
    );
  }
  const rowChanges = async () => {
    const [row] = await rowsOf<{ n: string | number }>(sql`select n from test_row_changes`);
    return Number(row!.n);
  };

  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const token = tokens.get(email) ?? (await login(email));
    tokens.set(email, token);
    return token;
  };
  /** Back-office routes as the Superadmin, other signed-in routes as the owner. */
  const callerOf = (route: RouteAccess) =>
    route.access === 'public'
      ? null
      : route.access?.startsWith('permission:')
        ? 'admin@demo.test'
        : 'owner@demo.test';

  const routes = app.routeAccess.filter(
    (r) => r.method !== 'HEAD' && r.url.startsWith('/api') && !SKIPPED.has(`${r.method} ${r.url}`),
  );

  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(100);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      const email = callerOf(route);
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      await fc.assert(
        fc.asyncProperty(
          fc.array(idLike, { minLength: 4, maxLength: 4 }),
          query,
          body,
          async (ids, params, payload) => {
            let i = 0;
            const path = route.url.replace(/:\w+/g, () => ids[i++ % ids.length]!);
            const search = new URLSearchParams(params).toString();
            const options: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url: search ? `${path}?${search}` : path,
              ...(hasBody && payload !== undefined ? { payload: payload as object } : {}),
            };
            // Signing in (again) writes rows of its own: done before counting.
            const headers = email ? { authorization: `Bearer ${await tokenOf(email)}` } : {};
            const before = await rowChanges();
            const response = await app.inject({ ...options, headers });
            const changed = (await rowChanges()) - before;
            if (email && (endsSession(route.url) || response.statusCode === 401)) {
              tokens.delete(email);
            }
            const what = `${options.method} ${options.url} ${JSON.stringify(payload)?.slice(0, 300)} -> ${String(response.statusCode)} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, what).toBeLessThan(500);
            // Text the database cannot hold as sent (NUL, a lone surrogate) is bad input: a
            // 400 (or an earlier refusal), never stored altered.
            const sentQuery = Object.fromEntries(new URLSearchParams(search));
            const badText =
              badTextAt(sentQuery, 'querystring') ??
              (options.payload && typeof options.payload === 'object'
                ? badTextAt(options.payload, 'body')
                : null);
            if (badText)
              expect([400, 401, 403, 413, 415, 429], what).toContain(response.statusCode);
            if (response.statusCode >= 400) expect(changed, `rows changed by ${what}`).toBe(0);
          },
        ),
        {
          numRuns: RUNS_PER_ROUTE,
          // Every route also gets a body whose every text field holds a lone surrogate (with a
          // plausible value elsewhere: the surrogate must be what is refused).
          examples: [
            [
              ['WD-1001', '1', 'WD-1001', '1'],
              { site_id: 'WD-1001', q: 'x\ud800' },
              Object.fromEntries(FIELD_NAMES.map((f) => [f, `Sam \ud800 ${f}`])),
            ],
          ],
        },
      );
    });
  }
});
