import argon2 from 'argon2';

/**
 * argon2id with the OWASP minimum (19 MiB memory, 2 iterations, 1 lane).
 * Raising these later is safe: verify reads the parameters stored in each hash.
 */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

/** A hash of nothing, verified against when the account does not exist so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password that no account has');
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
