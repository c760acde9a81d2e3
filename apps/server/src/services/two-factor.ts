import crypto from 'node:crypto';
import { needsSecondFactor, RECOVERY_CODE_COUNT } from '@wildfire/shared';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Executor } from '../db/client';
import { recoveryCodes, usedSignInChallenges, userTotp, type SessionAssurance } from '../db/schema';
import type { UserRow } from '../repositories/users';
import { effectivePermissionsOf } from '../repositories/staff-access';
import { readWithAnyKey } from './secrets';
import { verifyTotp } from './totp';

/**
 * Two-factor sign-in (decision 012): TOTP secrets encrypted at rest, one-time recovery codes and
 * the short-lived challenge tokens that carry a sign-in from the password to the second step.
 */

/** A challenge (between the password and the code) lasts this long. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export type ChallengePurpose = 'second_factor' | 'enrolment';

export interface TwoFactorKeys {
  /** AES-256-GCM key for TOTP secrets. */
  encryptionKey: Buffer;
  /** HS256 key for challenge tokens (distinct from the access-token key). */
  challengeKey: Uint8Array;
  /**
   * The keys of the token secret being rotated out (TOKEN_SECRET_PREVIOUS), read only: a secret
   * stored under it is moved to `encryptionKey` when it is next used, and a sign-in started
   * before the switch can finish.
   */
  previous?: { encryptionKey: Buffer; challengeKey: Uint8Array };
}

/** Both keys are derived from the token secret with HKDF, each for its own purpose. */
export function deriveTwoFactorKeys(
  tokenSecret: Uint8Array,
  previousSecret: Uint8Array | null = null,
): TwoFactorKeys {
  const derive = (secret: Uint8Array) => {
    const key = (info: string) =>
      Buffer.from(crypto.hkdfSync('sha256', secret, 'wildfire-portal', info, 32));
    return {
      encryptionKey: key('totp secret encryption'),
      challengeKey: new Uint8Array(key('sign-in challenge')),
    };
  };
  return {
    ...derive(tokenSecret),
    ...(previousSecret ? { previous: derive(previousSecret) } : {}),
  };
}

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown TOTP secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * The stored secret and whether it was stored under the secret being rotated out; null when
 * neither key reads it (a TOKEN_SECRET changed without TOKEN_SECRET_PREVIOUS).
 */
async function readableSecret(keys: TwoFactorKeys, stored: string) {
  const candidates = [keys.encryptionKey, ...(keys.previous ? [keys.previous.encryptionKey] : [])];
  const read = await readWithAnyKey(candidates, (key) => decryptSecret(key, stored));
  return read && { secret: read.value, underPrevious: read.underPrevious };
}

const AUDIENCE = 'wildfire-portal-sign-in-challenge';

export async function signChallenge(
  keys: TwoFactorKeys,
  userId: number,
  purpose: ChallengePurpose,
): Promise<string> {
  return new SignJWT({ purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setJti(crypto.randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS)
    .sign(keys.challengeKey);
}

/** A verified challenge: whose sign-in it carries, its id and when it expires. */
export interface Challenge {
  userId: number;
  id: string;
  expiresAt: Date;
}

export async function verifyChallenge(
  keys: TwoFactorKeys,
  token: string,
  purpose: ChallengePurpose,
): Promise<Challenge | null> {
  const candidates = [keys.challengeKey, ...(keys.previous ? [keys.previous.challengeKey] : [])];
  const verified = await readWithAnyKey(candidates, (key) =>
    jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] }),
  );
  if (!verified) return null;
  const { payload } = verified.value;
  const userId = Number(payload.sub);
  if (payload.purpose !== purpose || !Number.isInteger(userId)) return null;
  if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  return { userId, id: payload.jti, expiresAt: new Date(payload.exp * 1000) };
}

/**
 * Spends the challenge on the session it is about to open: true the first time, false for any
 * later use, even one racing this one (the id is the table's key). Expired ids are dropped on
 * the way, as they can no longer be presented.
 */
export async function spendChallenge(db: Executor, challenge: Challenge, now = new Date()) {
  await db.delete(usedSignInChallenges).where(lt(usedSignInChallenges.expiresAt, now));
  const spent = await db
    .insert(usedSignInChallenges)
    .values({ id: challenge.id, userId: challenge.userId, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ id: usedSignInChallenges.id });
  return spent.length === 1;
}

export async function findTotp(db: Executor, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

export async function hasTwoFactor(db: Executor, userId: number) {
  return Boolean((await findTotp(db, userId))?.enabledAt);
}

/**
 * Staff whose effective permissions include any that needs a second factor (one that changes
 * data, or reads people's messages) must use two-factor sign-in.
 */
export async function mustUseTwoFactor(db: Executor, user: UserRow) {
  if (user.kind !== 'staff') return false;
  return (await effectivePermissionsOf(db, user)).some(needsSecondFactor);
}

/**
 * What a session of this account must have been opened with (decision 051): a second factor
 * once the account has one, or must have one; the password otherwise.
 */
export async function requiredAssurance(db: Executor, user: UserRow): Promise<SessionAssurance> {
  return (await hasTwoFactor(db, user.id)) || (await mustUseTwoFactor(db, user))
    ? 'two_factor'
    : 'password';
}

/** Start (or restart) enrolment: a new secret, not yet enabled. */
export async function startEnrolment(
  db: Executor,
  keys: TwoFactorKeys,
  userId: number,
  secret: string,
) {
  const values = {
    secretEncrypted: encryptSecret(keys.encryptionKey, secret),
    enabledAt: null,
    lastUsedStep: null,
  };
  await db
    .insert(userTotp)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userTotp.userId, set: { ...values, createdAt: new Date() } });
}

/**
 * Moves every authenticator stored under the secret being rotated out to the current one, at
 * start with TOKEN_SECRET_PREVIOUS: once every instance runs the new secret, removing the
 * previous one loses nobody's authenticator. How many were moved.
 */
export async function restoreUnderCurrentKey(db: Executor, keys: TwoFactorKeys): Promise<number> {
  if (!keys.previous) return 0;
  const rows = await db
    .select({ userId: userTotp.userId, secretEncrypted: userTotp.secretEncrypted })
    .from(userTotp);
  let moved = 0;
  for (const row of rows) {
    const readable = await readableSecret(keys, row.secretEncrypted);
    if (!readable?.underPrevious) continue;
    // Only if no one changed it meanwhile (a use on another instance re-stores it too).
    const updated = await db
      .update(userTotp)
      .set({ secretEncrypted: encryptSecret(keys.encryptionKey, readable.secret) })
      .where(
        and(eq(userTotp.userId, row.userId), eq(userTotp.secretEncrypted, row.secretEncrypted)),
      )
      .returning({ userId: userTotp.userId });
    moved += updated.length;
  }
  return moved;
}

/**
 * Check a code against the user's secret (enabled, or pending when `pending` is set). A matching
 * code's step is stored atomically, so the same code (or an older one) never works again.
 */
export async function checkTotpCode(
  db: Executor,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
  options: { pending?: boolean; now?: Date } = {},
): Promise<boolean> {
  const row = await findTotp(db, userId);
  if (!row) return false;
  if (!options.pending && !row.enabledAt) return false;
  if (options.pending && row.enabledAt) return false;
  const readable = await readableSecret(keys, row.secretEncrypted);
  // A secret stored under an earlier TOKEN_SECRET that is not TOKEN_SECRET_PREVIOUS cannot be
  // read: no code matches it, and the person signs in with a recovery code and enrols again
  // (docs/operations.md, rotating secrets).
  if (readable === null) return false;
  const step = verifyTotp(readable.secret, code, options.now ?? new Date(), row.lastUsedStep);
  if (step === null) return false;
  const claimed = await db
    .update(userTotp)
    .set({
      lastUsedStep: step,
      // Used under the secret being rotated out: stored under the current one from now on.
      ...(readable.underPrevious
        ? { secretEncrypted: encryptSecret(keys.encryptionKey, readable.secret) }
        : {}),
    })
    .where(
      and(
        eq(userTotp.userId, userId),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return claimed.length === 1;
}

export async function enableTotp(db: Executor, userId: number, now = new Date()) {
  await db.update(userTotp).set({ enabledAt: now }).where(eq(userTotp.userId, userId));
}

export async function disableTotp(db: Executor, userId: number) {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

const hashCode = (code: string) =>
  crypto.createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Ten new one-time codes (xxxxx-xxxxx, 50 bits each); the old ones stop working. */
export async function issueRecoveryCodes(db: Executor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(10).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  return codes;
}

/** Use a recovery code: true once per code. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  code: string,
  now = new Date(),
) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
