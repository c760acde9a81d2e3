import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { DEMO_PASSWORD } from './accounts';

/**
 * Two-factor sign-in for the browser tests (decision 012). The demo staff are enrolled with this
 * authenticator secret (README, demo accounts); the tests compute its codes as an app would.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const STEP_SECONDS = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The RFC 6238 code (SHA-1, 6 digits) of the secret for one 30 s step. */
export function totpAtStep(secret: string, step: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const hmac = crypto.createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * A code the server has not seen yet for this account. A code works once (the server keeps the
 * last step used) and the window accepts the steps before and after the current one, so steps are
 * used in order, recorded in a file per server shared by every Playwright worker (under a lock
 * directory); when all are used, wait for the next step.
 */
export async function unusedCode(email: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  const port = process.env.E2E_PORT ?? '3100';
  const file = path.join(os.tmpdir(), `wd-e2e-totp-${port}.json`);
  const lock = `${file}.lock`;
  for (;;) {
    const lockedAt = Date.now();
    while (!tryMkdir(lock)) {
      // A lock older than 10 s belongs to a worker that died holding it.
      if (Date.now() - lockedAt > 10_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 25));
    }
    let wait = 0;
    try {
      const used = readJson(file);
      const nowMs = Date.now();
      const now = Math.floor(nowMs / 1000 / STEP_SECONDS);
      const msLeft = (now + 1) * STEP_SECONDS * 1000 - nowMs;
      const earliest = msLeft > 3_000 ? now - 1 : now;
      const step = Math.max(earliest, (used[email] ?? -Infinity) + 1);
      if (step <= now + 1) {
        used[email] = step;
        fs.writeFileSync(file, JSON.stringify(used));
        return totpAtStep(secret, step);
      }
      wait = msLeft + 50;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
    await new Promise((r) => setTimeout(r, wait));
  }
}

function tryMkdir(dir: string) {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

function readJson(file: string): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

interface LoginAnswer {
  access_token?: string;
  second_factor?: string;
  enrolment_required?: boolean;
  challenge_token?: string;
}

/**
 * Sign in through the API and answer the second step with a demo code when the account has
 * two-factor sign-in; accounts without it are unchanged. Returns the access token.
 */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { username: email, password },
  });
  if (!response.ok()) throw new Error(`login as ${email}: ${response.status()}`);
  const body = (await response.json()) as LoginAnswer;
  if (body.access_token) return body.access_token;
  return secondStep(request, email, password, body);
}

/**
 * Answers the second step with an unused code. Two workers' codes can reach the server out of
 * order (the later step first), and the server then refuses the earlier one as already passed;
 * that sign-in starts again with a fresh challenge and the next code.
 */
async function secondStep(
  request: APIRequestContext,
  email: string,
  password: string,
  first: LoginAnswer,
): Promise<string> {
  let answer = first;
  for (let attempt = 1; ; attempt += 1) {
    if (answer.second_factor !== 'totp') throw new Error(`login as ${email} needs enrolment`);
    const second = await request.post('/api/auth/login/second-factor', {
      data: { challenge_token: answer.challenge_token, code: await unusedCode(email) },
    });
    if (second.ok()) return ((await second.json()) as { access_token: string }).access_token;
    if (second.status() !== 401 || attempt === 3) {
      throw new Error(`second step as ${email}: ${second.status()}`);
    }
    const again = await request.post('/api/auth/login', { data: { username: email, password } });
    if (!again.ok()) throw new Error(`login as ${email}: ${again.status()}`);
    answer = (await again.json()) as LoginAnswer;
  }
}

/** Staff tokens kept per worker for 10 minutes (re-authentication lasts 15), checked before reuse. */
const cached = new Map<string, { token: string; at: number }>();

/**
 * A signed-in token for a demo account: accounts with two-factor sign-in reuse this worker's
 * recent token while it is still live, so the tests spend few codes.
 */
export async function demoToken(request: APIRequestContext, email: string): Promise<string> {
  const hit = cached.get(email);
  if (hit && Date.now() - hit.at < 10 * 60_000) {
    const check = await request.get('/api/auth/user', {
      headers: { Authorization: `Bearer ${hit.token}` },
    });
    if (check.ok()) return hit.token;
  }
  const response = await request.post('/api/auth/login', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login as ${email}: ${response.status()}`);
  const body = (await response.json()) as LoginAnswer;
  const token = body.access_token ?? (await secondStep(request, email, DEMO_PASSWORD, body));
  cached.set(email, { token, at: Date.now() });
  return token;
}
