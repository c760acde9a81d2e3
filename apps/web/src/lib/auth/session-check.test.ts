import { describe, expect, it, vi } from 'vitest';

import { stubApi } from '../../testing/stub-api';
import { startSessionCheck } from './session-check';
import { storeAccessToken } from './token-storage';

// The answer's schema (and zod with it) never finish loading here: what the check tells at
// once must not wait for them.
vi.mock('./user-schema', () => new Promise(() => undefined));

const staffAnswer = {
  id: 2,
  name: 'Ada Admin',
  email: 'admin@demo.test',
  kind: 'staff',
  permissions: ['view_dashboard', 'view_users'],
};

function checkAnswering(reply: { status?: number; body: unknown }) {
  storeAccessToken('token', Date.now() - 1000);
  stubApi({ 'GET /api/auth/user': reply });
  const check = startSessionCheck();
  if (!check) throw new Error('a stored token is checked');
  return check;
}

describe("the session check names the user's permissions before the answer's schema has loaded (decision 035)", () => {
  it('the permissions the answer names, while the checked user still waits for its schema', async () => {
    const check = checkAnswering({ body: staffAnswer });
    await expect(check.permissions).resolves.toEqual(['view_dashboard', 'view_users']);
    const settled = await Promise.race([
      check.user.then(() => 'settled'),
      new Promise((resolve) => setTimeout(resolve, 50, 'waiting')),
    ]);
    expect(settled).toBe('waiting');
  });

  it('an answer without a list of permissions names none, and nothing but strings counts', async () => {
    expect(
      await checkAnswering({ body: { ...staffAnswer, permissions: 'all' } }).permissions,
    ).toEqual([]);
    expect(
      await checkAnswering({ body: { ...staffAnswer, permissions: ['view_dashboard', 7, null] } })
        .permissions,
    ).toEqual(['view_dashboard']);
  });

  it('a token the server refuses names none', async () => {
    const check = checkAnswering({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Unauthorized' } },
    });
    expect(await check.permissions).toEqual([]);
    await expect(check.user).rejects.toMatchObject({ status: 401 });
  });
});
