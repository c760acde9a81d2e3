import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_ROLE_LABELS,
  PROPERTY_ROLE_LABELS,
  type AccountRole,
  type PropertyRole,
} from '@wildfire/shared';
import type { Executor } from '#src/db/client';
import {
  accountMemberships,
  accounts,
  invitations,
  properties,
  propertyMemberships,
} from '#src/db/schema/index';
import { badRequest, conflict, notFound } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import {
  findAccountMember,
  findPropertyMember,
  listAccountMembers,
  listPropertyMembers,
} from '#src/repositories/members';
import { findOrCreateInvitee, issueInvitation } from '#src/services/invitations';

/**
 * A place people are invited to: a property or an account. Inviting, resending and removing
 * take the same steps for both; what differs (tables, names, messages) is described here.
 */
export interface MembershipPlace<Role extends string> {
  /** The audit target type, and the `property_user.` / `account_user.` action prefix. */
  kind: 'property' | 'account';
  roleLabels: Record<Role, string>;
  /** Owners (the Account Owner) cannot be removed. */
  ownerRole: Role;
  /** The member's not-found message. */
  notFound: string;
  alreadyMember: (email: string) => string;
  /** Shown in the invitation email. */
  name: (db: Executor, placeId: number) => Promise<string>;
  findMember: (
    db: Executor,
    placeId: number,
    userId: number,
  ) => Promise<{ role: Role; status: 'active' | 'pending'; email: string } | undefined>;
  listMembers: (db: Executor, placeId: number) => Promise<Member<Role>[]>;
  addPending: (db: Executor, placeId: number, userId: number, role: Role) => Promise<unknown>;
  /** Drops the membership; the caller drops the invitations with `invitationsOf`. */
  dropMembership: (db: Executor, placeId: number, userId: number) => Promise<unknown>;
  invitationsOf: (placeId: number) => ReturnType<typeof eq>;
  target: (placeId: number) => { propertyId: number } | { accountId: number };
}

export interface Member<Role extends string> {
  userId: number;
  email: string;
  name: string;
  role: Role;
  status: 'active' | 'pending';
  assignedAt: Date;
}

// The name lookups take the transaction: the embedded database has one connection, held by an
// open transaction.
export const propertyPlace: MembershipPlace<PropertyRole> = {
  kind: 'property',
  roleLabels: PROPERTY_ROLE_LABELS,
  ownerRole: 'owner',
  notFound: 'User not found on this property.',
  alreadyMember: (email) => `${email} already has access to this property.`,
  name: async (db, propertyId) => {
    const [row] = await db
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return row?.name ?? 'a property';
  },
  findMember: findPropertyMember,
  listMembers: listPropertyMembers,
  addPending: (db, propertyId, userId, role) =>
    db.insert(propertyMemberships).values({ propertyId, userId, role, status: 'pending' }),
  dropMembership: (db, propertyId, userId) =>
    db
      .delete(propertyMemberships)
      .where(
        and(eq(propertyMemberships.propertyId, propertyId), eq(propertyMemberships.userId, userId)),
      ),
  invitationsOf: (propertyId) => eq(invitations.propertyId, propertyId),
  target: (propertyId) => ({ propertyId }),
};

export const accountPlace: MembershipPlace<AccountRole> = {
  kind: 'account',
  roleLabels: ACCOUNT_ROLE_LABELS,
  ownerRole: 'account_owner',
  notFound: 'User not found on this account.',
  alreadyMember: (email) => `${email} already belongs to this account.`,
  name: async (db, accountId) => {
    const [row] = await db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row?.name ?? 'an account';
  },
  findMember: findAccountMember,
  listMembers: async (db, accountId) => (await listAccountMembers(db, accountId)).members,
  addPending: (db, accountId, userId, role) =>
    db.insert(accountMemberships).values({ accountId, userId, role, status: 'pending' }),
  dropMembership: (db, accountId, userId) =>
    db
      .delete(accountMemberships)
      .where(
        and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.userId, userId)),
      ),
  invitationsOf: (accountId) => eq(invitations.accountId, accountId),
  target: (accountId) => ({ accountId }),
};

/** The member, or 404 with the place's message. */
export async function findMemberOrFail<Role extends string>(
  app: FastifyInstance,
  place: MembershipPlace<Role>,
  placeId: number,
  userId: number,
) {
  const member = await place.findMember(app.db, placeId, userId);
  if (!member) throw notFound(place.notFound);
  return member;
}

/** Issue the invitation (its email, not yet sent) and record it in the audit log. */
async function inviteAndRecord<Role extends string>(
  tx: Executor,
  app: FastifyInstance,
  request: FastifyRequest,
  place: MembershipPlace<Role>,
  placeId: number,
  invitee: {
    userId: number;
    email: string;
    role: Role;
    action: 'invite' | 'resend';
    details: Record<string, unknown>;
  },
) {
  const invitation = await issueInvitation(tx, {
    publicUrl: app.config.publicUrl,
    userId: invitee.userId,
    email: invitee.email,
    inviterId: request.auth!.user.id,
    inviterName: request.auth!.user.name,
    target: {
      ...place.target(placeId),
      placeName: await place.name(tx, placeId),
      role: invitee.role,
      roleLabel: place.roleLabels[invitee.role],
    },
  });
  await recordAudit(tx, request, {
    action: `${place.kind}_user.${invitee.action}`,
    targetType: place.kind,
    targetId: String(placeId),
    details: invitee.details,
  });
  return invitation.mail;
}

/** Invite someone (a new or existing customer) as a pending member, and mail them the link. */
export async function inviteMember<Role extends string>(
  app: FastifyInstance,
  request: FastifyRequest,
  place: MembershipPlace<Role>,
  placeId: number,
  { email, name, role }: { email: string; name: string; role: Role },
) {
  const { member, mail } = await app.db.transaction(async (tx) => {
    const invitee = await findOrCreateInvitee(tx, email, name);
    if (invitee.kind !== 'customer')
      throw badRequest('email belongs to a staff or partner account');
    if (await place.findMember(tx, placeId, invitee.userId))
      throw conflict(place.alreadyMember(email));
    await place.addPending(tx, placeId, invitee.userId, role);
    const mail = await inviteAndRecord(tx, app, request, place, placeId, {
      userId: invitee.userId,
      email,
      role,
      action: 'invite',
      details: { email, role },
    });
    const added = (await place.listMembers(tx, placeId)).find((m) => m.userId === invitee.userId)!;
    return { member: added, mail };
  });
  return { member, invitationEmail: await app.mailer.send(app.db, mail) };
}

/** A fresh link for a pending invitation; the old one stops working. */
export async function resendInvitation<Role extends string>(
  app: FastifyInstance,
  request: FastifyRequest,
  place: MembershipPlace<Role>,
  placeId: number,
  userId: number,
) {
  const member = await findMemberOrFail(app, place, placeId, userId);
  if (member.status !== 'pending') throw conflict('Only pending invitations can be resent.');
  const mail = await app.db.transaction((tx) =>
    inviteAndRecord(tx, app, request, place, placeId, {
      userId,
      email: member.email,
      role: member.role,
      action: 'resend',
      details: { email: member.email },
    }),
  );
  return { invitation_email: await app.mailer.send(app.db, mail) };
}

/** Remove the member and their invitations; the caller has checked who may be removed. */
export async function removeMember<Role extends string>(
  app: FastifyInstance,
  request: FastifyRequest,
  place: MembershipPlace<Role>,
  placeId: number,
  member: { userId: number; email: string; role: Role },
) {
  await app.db.transaction(async (tx) => {
    await place.dropMembership(tx, placeId, member.userId);
    await tx
      .delete(invitations)
      .where(and(place.invitationsOf(placeId), eq(invitations.userId, member.userId)));
    await recordAudit(tx, request, {
      action: `${place.kind}_user.remove`,
      targetType: place.kind,
      targetId: String(placeId),
      details: { user_id: member.userId, email: member.email, role: member.role },
    });
  });
}
