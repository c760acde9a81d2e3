import crypto from 'node:crypto';
import { PASSWORD_RESET_LIFETIME_MINUTES } from '@wildfire/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import type { UserRow } from '../repositories/users';

export const PASSWORD_RESET_LIFETIME_MS = PASSWORD_RESET_LIFETIME_MINUTES * 60_000;

export const hashResetToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** A new reset token and its hash. */
export function newResetToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

/** Store the link (closing the user's older ones) and email it. */
export async function issuePasswordReset(
  app: FastifyInstance,
  user: UserRow,
  reset: { token: string; tokenHash: string },
  ip: string,
  now = new Date(),
) {
  await app.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await app.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: reset.tokenHash,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS),
    ip,
  });
  const link = `${app.config.publicUrl}/reset-password?token=${reset.token}`;
  await app.mailer.send(app.db, {
    to: user.email,
    subject: 'Reset your Wildfire Defense Portal password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Wildfire Defense Portal account.',
      '',
      `Choose a new password: ${link}`,
      '',
      `The link works once and expires in ${PASSWORD_RESET_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join('\n'),
    secrets: [reset.token],
  });
}

/**
 * Claim an unused, unexpired link: marks it used in the same statement, so a link works once
 * even when two requests race. Returns the user id, or null.
 */
export async function claimPasswordReset(db: Executor, token: string, now = new Date()) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export async function sendPasswordChangedNotice(app: FastifyInstance, user: UserRow) {
  await app.mailer.send(app.db, {
    to: user.email,
    subject: 'Your Wildfire Defense Portal password was changed',
    text: [
      `Hello ${user.name},`,
      '',
      'The password of your Wildfire Defense Portal account was just changed, and every other signed-in device was signed out.',
      '',
      `If this was not you, reset your password now at ${app.config.publicUrl}/login (Forgot Password?) and contact support.`,
    ].join('\n'),
  });
}
