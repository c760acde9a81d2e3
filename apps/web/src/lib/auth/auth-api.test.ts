import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ApiError } from '../api-client';
import { checked } from './auth-api';

const answerSchema = z.object({ message: z.string() });

describe('sign-in answers checked against schemas loaded with the request', () => {
  it('gives the checked answer', async () => {
    await expect(
      checked(Promise.resolve({ message: 'ok' }), () => Promise.resolve(answerSchema)),
    ).resolves.toEqual({ message: 'ok' });
  });

  it('refuses an answer of the wrong shape', async () => {
    await expect(
      checked(Promise.resolve({ message: 1 }), () => Promise.resolve(answerSchema)),
    ).rejects.toThrow();
  });

  it("a schema file that does not load reads as the server unreachable, not as the server's fault", async () => {
    const error: unknown = await checked(Promise.resolve({ message: 'ok' }), () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it("the request's own failure comes first", async () => {
    const refused = new ApiError(401, 'invalid_credentials', 'Login failed');
    await expect(
      checked(Promise.reject(refused), () => Promise.resolve(answerSchema)),
    ).rejects.toBe(refused);
  });
});
