import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accountMemberships, invitations, propertyMemberships, users } from '../db/schema';
import type { Mail } from './mail';

/** An invitation link works for this long; Resend issues a fresh one. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface InvitationTarget {
  /** At most one of property or account; neither for a back-office (staff) invitation. */
  propertyId?: number;
  accountId?: number;
  /** Shown in the email: the property or account name. */
  placeName: string;
  role: string;
  roleLabel: string;
}

/**
 * Find the person by email or create them as `invited`; the caller adds the pending
 * membership. Returns the user id and whether the person already had an active account.
 */
export async function findOrCreateInvitee(db: Executor, email: string, name: string) {
  const [existing] = await db
    .select({ id: users.id, status: users.status, kind: users.kind })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (existing) return { userId: existing.id, kind: existing.kind, isNew: false };
  const [created] = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      name,
      kind: 'customer',
      userType: 'customer_homeowner',
      status: 'invited',
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  return { userId: created.id, kind: 'customer' as const, isNew: true };
}

/**
 * Issue (or re-issue) the invitation link, and return the mail that carries it. The caller sends
 * the mail once the transaction that issued the link has committed: a mail sent from inside it
 * would carry a dead link if the transaction rolled back, and would hold the transaction (and,
 * embedded, the only database connection) open while the mail server answers.
 */
export async function issueInvitation(
  db: Executor,
  options: {
    publicUrl: string;
    userId: number;
    email: string;
    inviterId: number;
    inviterName: string;
    target: InvitationTarget;
    /** A personal note from the inviter, quoted in the email. */
    message?: string;
    now?: Date;
  },
) {
  const now = options.now ?? new Date();
  const token = crypto.randomBytes(32).toString('base64url');
  const values = {
    tokenHash: hashToken(token),
    userId: options.userId,
    propertyId: options.target.propertyId ?? null,
    accountId: options.target.accountId ?? null,
    role: options.target.role,
    invitedBy: options.inviterId,
    lastSentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
  };
  // One open invitation per person and place: a resend replaces the link.
  const scope = and(
    eq(invitations.userId, options.userId),
    isNull(invitations.acceptedAt),
    options.target.propertyId
      ? eq(invitations.propertyId, options.target.propertyId)
      : isNull(invitations.propertyId),
    options.target.accountId
      ? eq(invitations.accountId, options.target.accountId)
      : isNull(invitations.accountId),
  );
  const updated = await db
    .update(invitations)
    .set(values)
    .where(scope)
    .returning({ id: invitations.id });
  if (updated.length === 0) await db.insert(invitations).values(values);

  const link = `${options.publicUrl}/invitations/accept?token=${token}`;
  const mail: Mail = {
    to: options.email,
    subject: `${options.inviterName} invited you to ${options.target.placeName}`,
    text: [
      `${options.inviterName} invited you to ${options.target.placeName} on the Wildfire Defense Portal as ${options.target.roleLabel}.`,
      '',
      ...(options.message ? [options.message, ''] : []),
      `Accept the invitation: ${link}`,
      '',
      `The link works once and expires in ${INVITATION_LIFETIME_MS / 86_400_000} days.`,
    ].join('\n'),
    secrets: [token],
  };
  return { token, mail };
}

/** The open invitation behind a link, if the link is valid and unexpired. */
export async function findOpenInvitation(db: Executor, token: string, now = new Date()) {
  const [row] = await db
    .select({ invitation: invitations, user: users })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Activate the membership the invitation stands for and close the invitation. */
export async function completeInvitation(
  db: Executor,
  invitation: typeof invitations.$inferSelect,
  now = new Date(),
) {
  if (invitation.propertyId) {
    await db
      .update(propertyMemberships)
      .set({ status: 'active' })
      .where(
        and(
          eq(propertyMemberships.propertyId, invitation.propertyId),
          eq(propertyMemberships.userId, invitation.userId),
        ),
      );
  }
  if (invitation.accountId) {
    await db
      .update(accountMemberships)
      .set({ status: 'active' })
      .where(
        and(
          eq(accountMemberships.accountId, invitation.accountId),
          eq(accountMemberships.userId, invitation.userId),
        ),
      );
  }
  await db.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
}
