import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { loadConfig } from '#src/config/env';
import { openDatabase } from '#src/db/client';
import { auditLog, propertyFiles } from '#src/db/schema/index';
import { build } from '../helper';

/**
 * Hardening of every response and of the request limits (issue 9): the security headers on
 * each kind of answer, HSTS in production, oversized bodies refused with 413 before anything is
 * written, and uploads that lie about their size. Login throttling and session revocation are
 * proven in test/routes/auth.test.ts and test/routes/account-security.test.ts; upload types and
 * path-traversal names in test/routes/admin-properties.test.ts and test/services/file-storage.test.ts.
 */

/** The sources a policy allows scripts from: its script-src, or else its default-src. */
const scriptSourcesOf = (csp: string) =>
  (/script-src ([^;]*)/.exec(csp) ?? /default-src ([^;]*)/.exec(csp))?.[1]?.trim() ?? '';

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  // Pages run the app's own scripts only; API answers run none at all.
  expect(["'self'", "'none'"], `${what}: script sources`).toContain(scriptSourcesOf(csp));
  expect(scriptSourcesOf(csp), `${what}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(csp, `${what}: no framing`).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], `${what}: no framing, for older browsers too`).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('security headers and request limits', async () => {
  const { app, injectAs, login } = await build();
  const rowsIn = async (table: typeof auditLog | typeof propertyFiles) => {
    const [row] = await app.db.select({ n: count() }).from(table);
    return row!.n;
  };

  it('every kind of answer carries the security headers', async () => {
    const answers = {
      'API data': await injectAs('owner@demo.test', { method: 'GET', url: '/api/site' }),
      'no session (401)': await app.inject({ method: 'GET', url: '/api/site' }),
      'not allowed (403)': await injectAs('owner@demo.test', {
        method: 'GET',
        url: '/api/admin/users',
      }),
      'unknown API path (404)': await app.inject({ method: 'GET', url: '/api/nothing' }),
      'bad input (400)': await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      'the web app': await app.inject({ method: 'GET', url: '/' }),
      'a deep link of the web app': await app.inject({ method: 'GET', url: '/admin/users' }),
    };
    for (const [what, response] of Object.entries(answers)) {
      expectSecurityHeaders(response.headers, what);
      // HSTS belongs to production only (TLS is terminated in front of the server).
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('API answers allow nothing to run and carry no page-only headers; pages keep the app policy', async () => {
    const api = await injectAs('owner@demo.test', { method: 'GET', url: '/api/site' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(api.headers[pageOnly], pageOnly).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/' });
    const pageCsp = String(page.headers['content-security-policy']);
    expect(scriptSourcesOf(pageCsp)).toBe("'self'");
    expect(pageCsp).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // The OpenAPI viewer is a page under /api: it brings a policy for its own scripts.
    const viewer = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toMatch(/^text\/html/);
    expect(scriptSourcesOf(String(viewer.headers['content-security-policy']))).toBe("'self'");
  });

  it('API answers are never stored by the browser; routes with their own caching keep it', async () => {
    const answers = {
      'API data': await injectAs('owner@demo.test', { method: 'GET', url: '/api/site' }),
      'the live tags': await injectAs('owner@demo.test', {
        method: 'GET',
        url: '/api/tags/control-center?site_id=WD-1001',
      }),
      'no session (401)': await app.inject({ method: 'GET', url: '/api/site' }),
      'unknown API path (404)': await app.inject({ method: 'GET', url: '/api/nothing' }),
      'bad input (400)': await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
    const download = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/hr/reports/staff-list.csv',
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    // The web app's page is not an API answer: it is revalidated, not forbidden from the cache
    // (its files' own caching is proven in test/plugins/compression.test.ts).
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('a JSON body above 1 MB is refused with 413 and writes nothing', async () => {
    // Signed in first: signing in writes an audit row of its own.
    await injectAs('admin@demo.test', { method: 'GET', url: '/api/auth/user' });
    const auditBefore = await rowsIn(auditLog);
    const big = { name: 'x'.repeat(1024 * 1024 + 10) };
    for (const url of ['/api/auth/login', '/api/admin/groups', '/api/auth/user']) {
      const res = await injectAs('admin@demo.test', {
        method: url === '/api/auth/user' ? 'PATCH' : 'POST',
        url,
        payload: big,
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().error.code, url).toBeTypeOf('string');
      expectSecurityHeaders(res.headers, `413 on ${url}`);
    }
    expect(await rowsIn(auditLog)).toBe(auditBefore);
  });

  it('an upload that does not declare its length is cut off at the limit with 413, keeping nothing', async () => {
    const filesBefore = await rowsIn(propertyFiles);
    const token = await login('admin@demo.test');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/api/admin/properties/1/files`, {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent('../../etc/passwd.pdf'),
        },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      // The server may close the connection while the rest is still being sent.
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      // 11 MB in chunks, with no Content-Length: the server has to count.
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const writeMore = () => {
        while (sent < 11 * 1024 * 1024) {
          sent += chunk.length;
          if (!request.write(chunk)) return request.once('drain', writeMore);
        }
        request.end();
      };
      writeMore();
    });
    expect(status).toBe(413);
    expect(await rowsIn(propertyFiles)).toBe(filesBefore);
  });
});

describe('in production', async () => {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: path.join(os.tmpdir(), `wd-prod-${String(process.pid)}`),
      TOKEN_SECRET: 'production-secret-that-is-long-enough-for-signing',
      SIMULATE_PANELS: '0',
      LOG_LEVEL: 'silent',
      ...(process.env.TEST_MQTT_URL ? { MQTT_URL: process.env.TEST_MQTT_URL } : {}),
    }),
    { database: handle, logger: false, panelTimers: false },
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers carry HSTS and the same headers, and no demo data was seeded', async () => {
    for (const url of ['/api/health', '/', '/api/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers, url);
      expect(String(res.headers['strict-transport-security']), url).toContain('max-age=31536000');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'owner@demo.test', password: 'wildfire-demo' },
    });
    expect(login.statusCode).toBe(401);
  });
});
