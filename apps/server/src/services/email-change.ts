import crypto from 'node:crypto';
import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS } from '@wildfire/shared';
import { and, desc, eq, gt, isNull, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailChanges, users } from '../db/schema';
import type { UserRow } from '../repositories/users';
import type { Mail } from './mail';

/**
 * Changing the email one signs in with (decision 054): asked with the current password, used only
 * once the new address is confirmed through the link sent there, and told to the old address with
 * a link that undoes it for 7 days. Only hashes of both links' tokens are stored.
 */

const CONFIRM_LIFETIME_MS = EMAIL_CHANGE_CONFIRM_HOURS * 60 * 60_000;
const UNDO_LIFETIME_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60_000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Whether another account signs in with `email`. */
export async function emailTaken(db: Executor, email: string, exceptUserId: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(taken);
}

/** The user's change waiting for its new address to be confirmed, if any. */
export async function pendingEmailChange(db: Executor, userId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.confirmExpiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row;
}

/** Withdraw the user's unconfirmed changes (a newer request, or Cancel in My Account). */
export async function cancelEmailChanges(db: Executor, userId: number, now = new Date()) {
  const cancelled = await db
    .update(emailChanges)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        isNull(emailChanges.undoneAt),
      ),
    )
    .returning({ id: emailChanges.id });
  return cancelled.length;
}

/**
 * Record the change (replacing any unconfirmed one) and return the two mails it sends: the
 * confirmation to the new address and the notice, with its undo link, to the old one.
 */
export async function requestEmailChange(
  db: Executor,
  options: { publicUrl: string; user: UserRow; newEmail: string; ip: string; now?: Date },
): Promise<{ expiresAt: Date; mails: Mail[] }> {
  const { user, newEmail, publicUrl } = options;
  const now = options.now ?? new Date();
  const confirmToken = newToken();
  const undoToken = newToken();
  const expiresAt = new Date(now.getTime() + CONFIRM_LIFETIME_MS);
  await cancelEmailChanges(db, user.id, now);
  await db.insert(emailChanges).values({
    userId: user.id,
    oldEmail: user.email,
    newEmail,
    confirmTokenHash: hashToken(confirmToken),
    undoTokenHash: hashToken(undoToken),
    createdAt: now,
    confirmExpiresAt: expiresAt,
    undoExpiresAt: new Date(now.getTime() + UNDO_LIFETIME_MS),
    ip: options.ip,
  });
  const confirmLink = `${publicUrl}/confirm-email?token=${confirmToken}`;
  const undoLink = `${publicUrl}/undo-email-change?token=${undoToken}`;
  return {
    expiresAt,
    mails: [
      {
        to: newEmail,
        subject: 'Confirm your new Wildfire Defense Portal email',
        text: [
          `Hello ${user.name},`,
          '',
          `Someone (we hope you) asked to sign in to the Wildfire Defense Portal with this address instead of ${user.email}.`,
          '',
          `Confirm this address: ${confirmLink}`,
          '',
          `The link works once and expires in ${EMAIL_CHANGE_CONFIRM_HOURS} hours. Until it is confirmed, the account keeps signing in with ${user.email}. If you did not ask for this, ignore this email.`,
        ].join('\n'),
        userId: user.id,
        secrets: [confirmToken],
      },
      {
        to: user.email,
        subject: 'Your Wildfire Defense Portal email is being changed',
        text: [
          `Hello ${user.name},`,
          '',
          `Someone asked to change the email your Wildfire Defense Portal account signs in with from ${user.email} to ${newEmail}. The change takes effect once the new address is confirmed.`,
          '',
          `If this was not you, undo it: ${undoLink}`,
          '',
          `The link works for ${EMAIL_CHANGE_UNDO_DAYS} days, even after the change is confirmed. Undoing it keeps (or puts back) this address and signs out every device; then choose a new password with Forgot Password? on the sign-in page.`,
        ].join('\n'),
        userId: user.id,
        secrets: [undoToken],
      },
    ],
  };
}

export type EmailChangeOutcome =
  { ok: true; userId: number; email: string } | { ok: false; reason: 'invalid' | 'taken' };

/**
 * Runs `work` in a transaction; a refusal it returns through `refuse` rolls everything back.
 */
async function inTransaction(
  db: Executor,
  work: (
    tx: Executor,
    refuse: (reason: 'invalid' | 'taken') => never,
  ) => Promise<EmailChangeOutcome>,
): Promise<EmailChangeOutcome> {
  let refused: 'invalid' | 'taken' | null = null;
  try {
    return await db.transaction((tx) =>
      work(tx, (reason) => {
        refused = reason;
        tx.rollback();
        throw new Error('unreachable: rollback throws');
      }),
    );
  } catch (error) {
    if (error instanceof TransactionRollbackError && refused) return { ok: false, reason: refused };
    throw error;
  }
}

/**
 * Confirm the new address with its link's token: the account signs in with it from now on. The
 * link works once, until it expires, and only while the account still has the email it was asked
 * from; an address another account took meanwhile is refused.
 */
export function confirmEmailChange(db: Executor, token: string, now = new Date()) {
  return inTransaction(db, async (tx, refuse) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(emailChanges.confirmTokenHash, hashToken(token)),
          isNull(emailChanges.confirmedAt),
          isNull(emailChanges.cancelledAt),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.confirmExpiresAt, now),
        ),
      )
      .returning();
    if (!change) return refuse('invalid');
    if (await emailTaken(tx, change.newEmail, change.userId)) return refuse('taken');
    const [updated] = await tx
      .update(users)
      .set({ email: change.newEmail, updatedAt: now })
      .where(and(eq(users.id, change.userId), eq(sql`lower(${users.email})`, change.oldEmail)))
      .returning({ id: users.id });
    if (!updated) return refuse('invalid');
    return { ok: true, userId: change.userId, email: change.newEmail };
  });
}

/**
 * Undo a change with the link sent to the old address, within 7 days: an unconfirmed change is
 * withdrawn, a confirmed one is reversed (the account signs in with the old address again). The
 * caller then ends every session, as someone else may have made the change.
 */
export function undoEmailChange(db: Executor, token: string, now = new Date()) {
  return inTransaction(db, async (tx, refuse) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ undoneAt: now })
      .where(
        and(
          eq(emailChanges.undoTokenHash, hashToken(token)),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.undoExpiresAt, now),
        ),
      )
      .returning();
    if (!change) return refuse('invalid');
    if (change.confirmedAt) {
      if (await emailTaken(tx, change.oldEmail, change.userId)) return refuse('taken');
      await tx
        .update(users)
        .set({ email: change.oldEmail, updatedAt: now })
        .where(eq(users.id, change.userId));
    }
    return { ok: true, userId: change.userId, email: change.oldEmail };
  });
}
