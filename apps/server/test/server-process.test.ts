import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = path.resolve(__dirname, '../src/server.ts');

/**
 * Run the real server entry point as a child process (on this test's Node, with tsx as its
 * loader) and collect what it prints. Signals reach the server itself: the tsx command would
 * stand between, and it kills its child outright when the child does not report a relayed
 * signal within 30 ms, which a busy machine misses.
 */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses to boot and names every bad variable', async () => {
    const { exited, output } = startServer({
      PORT: 'eighty',
      DATABASE_URL: 'nope',
      LOG_LEVEL: 'silent',
    });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/PORT/);
    expect(output()).toMatch(/DATABASE_URL/);
  });

  it('prints the URL and demo logins, then closes cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-process-'));
    const { child, exited, output } = startServer({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIMULATE_PANELS: '0',
    });
    const deadline = Date.now() + 60_000;
    while (!/running at http:\/\/127\.0\.0\.1:\d+/.test(output()) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(output()).toMatch(/owner@demo\.test/);
    expect(output()).toMatch(/wildfire-demo/);
    const port = /127\.0\.0\.1:(\d+)/.exec(output())![1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // The generated token secret is kept in DATA_DIR, readable by its owner only.
    const secret = fs.statSync(path.join(dataDir, 'secrets', 'token-secret'));
    expect(secret.mode & 0o077).toBe(0);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
