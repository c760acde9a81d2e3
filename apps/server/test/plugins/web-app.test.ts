import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helper';

// A built web app in miniature: the app's page and the sign-in page (decision 030).
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-pages-'));
const appPage = '<!doctype html><title>Wildfire Defense Portal</title><div id="root"></div>';
const signInPage = '<!doctype html><title>Log in | Wildfire Defense Portal</title>';
fs.writeFileSync(path.join(distDir, 'index.html'), appPage);
fs.writeFileSync(path.join(distDir, 'login.html'), signInPage);
// The installable app's manifest and service worker (issue 34).
fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Wildfire Defense Portal"}');
fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('the sign-in page is a document of its own (decision 030)', async () => {
  const { app } = await build({ WEB_DIST_DIR: distDir });

  it('/login gets the sign-in page, with or without where to go next, never cached stale', async () => {
    for (const url of ['/login', '/login?next=%2Falerts']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(signInPage);
    }
  });

  it("every other page path gets the app's page", async () => {
    for (const url of [
      '/',
      '/alerts',
      '/admin/users/3',
      '/login/extra',
      '/reset-password?token=x',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(appPage);
    }
  });

  it('the web app manifest is served as one, and the service worker as a script never kept stale', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A long cache would keep an old worker, and with it an old app, for as long.
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('an unknown API path is still a 404 in JSON, not a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('a build without the sign-in page leaves /login to the app', async () => {
  const oldDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-pages-'));
  fs.writeFileSync(path.join(oldDist, 'index.html'), appPage);
  afterAll(() => fs.rmSync(oldDist, { recursive: true, force: true }));
  const { app } = await build({ WEB_DIST_DIR: oldDist });

  it('/login gets the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(appPage);
  });
});
