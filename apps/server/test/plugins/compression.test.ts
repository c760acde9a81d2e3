import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helper';

// A built web app in miniature: a page and a hashed script, each with the brotli and gzip
// copies the web build writes beside it (apps/web/vite.config.ts, precompress).
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-dist-'));
const script = `console.log(${JSON.stringify('wildfire '.repeat(400))});`;
const page = `<!doctype html><title>Wildfire</title>${'<!-- padding -->'.repeat(100)}`;
fs.mkdirSync(path.join(distDir, 'assets'));
for (const [file, content] of [
  ['index.html', page],
  [path.join('assets', 'app-1a2b3c.js'), script],
] as const) {
  fs.writeFileSync(path.join(distDir, file), content);
  fs.writeFileSync(path.join(distDir, `${file}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(distDir, `${file}.gz`), zlib.gzipSync(content));
}
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('answers are compressed for browsers that accept it', async () => {
  const { app, injectAs } = await build({ WEB_DIST_DIR: distDir });

  it('a built script goes out as its brotli copy, cached for good and varying by encoding', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('a browser that accepts only gzip gets the gzip copy; one that accepts nothing, the file', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('an app path gets the page compressed and never cached stale', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/admin',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('an API answer over a kilobyte is compressed when asked, and plain otherwise', async () => {
    const url = '/api/tags/control-center?site_id=WD-1001';
    const plain = await injectAs('owner@demo.test', { method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await injectAs('owner@demo.test', {
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });

  it('a small answer goes out plain: compressing it would cost more than it saves', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is not inflated: it is refused as bad input', async () => {
    // Browsers never compress what they send; inflating bodies would let a small request
    // expand in memory (and cost every request a hook).
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'owner@demo.test', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTypeOf('string');
  });
});
