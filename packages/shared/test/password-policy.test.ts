import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/domain/password-policy';
import { newPasswordSchema } from '../src/schemas/profile';

describe('new passwords refuse the most common ones', () => {
  it.each([
    'password1234',
    'Password123!',
    'qwertyuiop12',
    '123456789012',
    'aaaaaaaaaaaa',
    'abcdefghijkl',
    'iloveyou2024',
    'passwordpassword',
    'Wildfire2026!',
    '!!!letmein!!!',
    'qwertyqwerty',
    '111111222222',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'correct horse battery staple',
    'Sierra-Madre-ember-41',
    'mytankholds10000gal',
    'Xk9#vT2$qLm7',
  ])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('a new password has at least 12 characters, 64 or more allowed', () => {
    expect(newPasswordSchema.safeParse('Short-1x').success).toBe(false);
    expect(
      newPasswordSchema.safeParse(
        'when the smoke comes over the ridge we start the pumps and drive down to the coast',
      ).success,
    ).toBe(true);
    expect(newPasswordSchema.safeParse('password1234').success).toBe(false);
  });
});
