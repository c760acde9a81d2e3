import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ROLE_LABELS,
  ACCOUNT_ROLES,
  invitationRequestSchema,
  PROPERTY_ROLE_LABELS,
  type AccountRole,
  type PropertyRole,
  invitationMailSchema,
} from '@wildfire/shared';
import {
  accountMemberships,
  accounts,
  invitations,
  properties,
  propertyMemberships,
} from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { errorResponses } from '../../../lib/errors-schema';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import { accountParams, propertyParams } from '../../../lib/query-schemas';
import { recordAudit } from '../../../repositories/audit';
import {
  findAccountMember,
  findPropertyMember,
  listAccountMembers,
  listMyAccounts,
  listPropertyMembers,
  membersOfProperties,
  propertiesOfAccount,
} from '../../../repositories/members';
import { findOrCreateInvitee, issueInvitation } from '../../../services/invitations';
import { requireRecentAuthentication } from '../../../services/reauthentication';

/** Roles an owner or manager may give by invitation; ownership comes with the account. */
const INVITABLE_PROPERTY_ROLES = ['manager', 'user', 'guest', 'emergency_contact'] as const;

const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  role_label: z.string(),
  status: z.enum(['Active', 'Pending']),
  assigned_date: z.string(),
  removable: z.boolean(),
});

const statusLabel = (status: 'active' | 'pending') =>
  status === 'active' ? ('Active' as const) : ('Pending' as const);

const toPropertyMember = (m: {
  userId: number;
  email: string;
  name: string;
  role: PropertyRole;
  status: 'active' | 'pending';
  assignedAt: Date;
}) => ({
  id: m.userId,
  email: m.email,
  name: m.name,
  role: m.role,
  role_label: PROPERTY_ROLE_LABELS[m.role],
  status: statusLabel(m.status),
  assigned_date: m.assignedAt.toISOString(),
  // Owners cannot be removed from the property list.
  removable: m.role !== 'owner',
});

const toAccountMember = (m: {
  userId: number;
  email: string;
  name: string;
  role: AccountRole;
  status: 'active' | 'pending';
  assignedAt: Date;
}) => ({
  id: m.userId,
  email: m.email,
  name: m.name,
  role: m.role,
  role_label: ACCOUNT_ROLE_LABELS[m.role],
  status: statusLabel(m.status),
  assigned_date: m.assignedAt.toISOString(),
  // The Account Owner cannot be removed from the account list.
  removable: m.role !== 'account_owner',
});

const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Manage Users: who has access to a property or an account, invitations, removal. */
export default async function memberRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const bearer = [{ bearer: [] }];

  // ---- property users ----

  routes.get(
    '/api/properties/:propertyId/users',
    {
      config: { access: 'property:view' },
      schema: {
        tags: ['members'],
        summary: "The property's users, active and pending",
        security: bearer,
        params: propertyParams,
        response: {
          200: z.object({ users: z.array(memberSchema), can_manage: z.boolean() }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const members = await listPropertyMembers(app.db, request.params.propertyId);
      const role = request.propertyAccess!.role;
      return {
        users: members.map(toPropertyMember),
        can_manage: role === 'owner' || role === 'manager',
      };
    },
  );

  // Takes the transaction: the embedded database has one connection, held by an open transaction.
  const placeName = async (db: Executor, propertyId: number) => {
    const [row] = await db
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return row?.name ?? 'a property';
  };

  routes.post(
    '/api/properties/:propertyId/users',
    {
      config: { access: 'property:control' },
      schema: {
        tags: ['members'],
        summary: 'Invite someone to the property (default access level Guest)',
        security: bearer,
        params: propertyParams,
        body: invitationRequestSchema.extend({
          role: z.enum(INVITABLE_PROPERTY_ROLES).default('guest'),
        }),
        response: {
          201: memberSchema.extend(invitationMailSchema.shape),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { propertyId } = request.params;
      const { email, name, role } = request.body;
      // Who may control the property: a recent password or code first (decision 012).
      if ((role as string) === 'owner' || role === 'manager') {
        await requireRecentAuthentication(app, request);
      }
      const inviter = request.auth!.user;
      const { member, mail } = await app.db.transaction(async (tx) => {
        const invitee = await findOrCreateInvitee(tx, email, name);
        if (invitee.kind !== 'customer')
          throw badRequest('email belongs to a staff or partner account');
        const existing = await findPropertyMember(tx, propertyId, invitee.userId);
        if (existing) throw conflict(`${email} already has access to this property.`);
        await tx
          .insert(propertyMemberships)
          .values({ propertyId, userId: invitee.userId, role, status: 'pending' });
        const invitation = await issueInvitation(tx, {
          publicUrl: app.config.publicUrl,
          userId: invitee.userId,
          email,
          inviterId: inviter.id,
          inviterName: inviter.name,
          target: {
            propertyId,
            placeName: await placeName(tx, propertyId),
            role,
            roleLabel: PROPERTY_ROLE_LABELS[role],
          },
        });
        await recordAudit(tx, request, {
          action: 'property_user.invite',
          targetType: 'property',
          targetId: String(propertyId),
          details: { email, role },
        });
        const added = (await listPropertyMembers(tx, propertyId)).find(
          (m) => m.userId === invitee.userId,
        )!;
        return { member: added, mail: invitation.mail };
      });
      const invitationEmail = await app.mailer.send(app.db, mail);
      return reply
        .code(201)
        .send({ ...toPropertyMember(member), invitation_email: invitationEmail });
    },
  );

  routes.post(
    '/api/properties/:propertyId/users/:userId/resend',
    {
      config: { access: 'property:control' },
      schema: {
        tags: ['members'],
        summary: 'Resend a pending invitation with a fresh link',
        security: bearer,
        params: propertyParams.extend(userParams.shape),
        response: { 200: invitationMailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { propertyId, userId } = request.params;
      const member = await findPropertyMember(app.db, propertyId, userId);
      if (!member) throw notFound('User not found on this property.');
      if (member.status !== 'pending') throw conflict('Only pending invitations can be resent.');
      const mail = await app.db.transaction(async (tx) => {
        const invitation = await issueInvitation(tx, {
          publicUrl: app.config.publicUrl,
          userId,
          email: member.email,
          inviterId: request.auth!.user.id,
          inviterName: request.auth!.user.name,
          target: {
            propertyId,
            placeName: await placeName(tx, propertyId),
            role: member.role,
            roleLabel: PROPERTY_ROLE_LABELS[member.role],
          },
        });
        await recordAudit(tx, request, {
          action: 'property_user.resend',
          targetType: 'property',
          targetId: String(propertyId),
          details: { email: member.email },
        });
        return invitation.mail;
      });
      return { invitation_email: await app.mailer.send(app.db, mail) };
    },
  );

  routes.delete(
    '/api/properties/:propertyId/users/:userId',
    {
      config: { access: 'property:control' },
      schema: {
        tags: ['members'],
        summary: 'Remove a user from the property (owners cannot be removed)',
        security: bearer,
        params: propertyParams.extend(userParams.shape),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { propertyId, userId } = request.params;
      const member = await findPropertyMember(app.db, propertyId, userId);
      if (!member) throw notFound('User not found on this property.');
      if (member.role === 'owner') throw conflict('Owners cannot be removed from a property.');
      if (member.role === 'manager') await requireRecentAuthentication(app, request);
      await app.db.transaction(async (tx) => {
        await tx
          .delete(propertyMemberships)
          .where(
            and(
              eq(propertyMemberships.propertyId, propertyId),
              eq(propertyMemberships.userId, userId),
            ),
          );
        await tx
          .delete(invitations)
          .where(and(eq(invitations.propertyId, propertyId), eq(invitations.userId, userId)));
        await recordAudit(tx, request, {
          action: 'property_user.remove',
          targetType: 'property',
          targetId: String(propertyId),
          details: { user_id: userId, email: member.email, role: member.role },
        });
      });
      return reply.code(204).send(null);
    },
  );

  // ---- accounts ----

  routes.get(
    '/api/accounts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['members'],
        summary: 'The accounts I belong to, with my role',
        security: bearer,
        response: {
          200: z.object({
            accounts: z.array(
              z.object({
                id: z.number().int(),
                name: z.string(),
                role: z.enum(ACCOUNT_ROLES),
                role_label: z.string(),
              }),
            ),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({
      accounts: (await listMyAccounts(app.db, request.auth!.user.id)).map((a) => ({
        ...a,
        role_label: ACCOUNT_ROLE_LABELS[a.role],
      })),
    }),
  );

  routes.get(
    '/api/accounts/:accountId/users',
    {
      config: { access: 'account:member' },
      schema: {
        tags: ['members'],
        summary: 'Account users, plus the users of each property of the account',
        security: bearer,
        params: accountParams,
        response: {
          200: z.object({
            users: z.array(memberSchema.extend({ property_access: z.number().int() })),
            properties: z.array(
              z.object({ id: z.number().int(), name: z.string(), users: z.array(memberSchema) }),
            ),
            can_manage_account_users: z.boolean(),
            can_manage_property_users: z.boolean(),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const { members, propertyCount } = await listAccountMembers(app.db, accountId);
      const props = await propertiesOfAccount(app.db, accountId);
      const propMembers = await membersOfProperties(
        app.db,
        props.map((p) => p.id),
      );
      const role = request.accountRole!;
      return {
        users: members.map((m) => ({
          ...toAccountMember(m),
          // Account Owners and Property Managers reach every property; Billing Contacts none.
          property_access: m.role === 'billing_contact' ? 0 : propertyCount,
        })),
        properties: props.map((p) => ({
          id: p.id,
          name: p.name,
          users: propMembers.filter((m) => m.propertyId === p.id).map(toPropertyMember),
        })),
        can_manage_account_users: role === 'account_owner',
        can_manage_property_users: role === 'account_owner' || role === 'property_manager',
      };
    },
  );

  const accountName = async (db: Executor, accountId: number) => {
    const [row] = await db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row?.name ?? 'an account';
  };

  routes.post(
    '/api/accounts/:accountId/users',
    {
      config: { access: 'account:owner' },
      schema: {
        tags: ['members'],
        summary: 'Invite someone to the account (default role Property Manager)',
        security: bearer,
        params: accountParams,
        body: invitationRequestSchema.extend({
          role: z.enum(['property_manager', 'billing_contact']).default('property_manager'),
        }),
        response: {
          201: memberSchema.extend(invitationMailSchema.shape),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const { email, name, role } = request.body;
      if (role === 'property_manager') await requireRecentAuthentication(app, request);
      const inviter = request.auth!.user;
      const { member, mail } = await app.db.transaction(async (tx) => {
        const invitee = await findOrCreateInvitee(tx, email, name);
        if (invitee.kind !== 'customer')
          throw badRequest('email belongs to a staff or partner account');
        if (await findAccountMember(tx, accountId, invitee.userId))
          throw conflict(`${email} already belongs to this account.`);
        await tx
          .insert(accountMemberships)
          .values({ accountId, userId: invitee.userId, role, status: 'pending' });
        const invitation = await issueInvitation(tx, {
          publicUrl: app.config.publicUrl,
          userId: invitee.userId,
          email,
          inviterId: inviter.id,
          inviterName: inviter.name,
          target: {
            accountId,
            placeName: await accountName(tx, accountId),
            role,
            roleLabel: ACCOUNT_ROLE_LABELS[role],
          },
        });
        await recordAudit(tx, request, {
          action: 'account_user.invite',
          targetType: 'account',
          targetId: String(accountId),
          details: { email, role },
        });
        const added = (await listAccountMembers(tx, accountId)).members.find(
          (m) => m.userId === invitee.userId,
        )!;
        return { member: added, mail: invitation.mail };
      });
      const invitationEmail = await app.mailer.send(app.db, mail);
      return reply
        .code(201)
        .send({ ...toAccountMember(member), invitation_email: invitationEmail });
    },
  );

  routes.post(
    '/api/accounts/:accountId/users/:userId/resend',
    {
      config: { access: 'account:owner' },
      schema: {
        tags: ['members'],
        summary: 'Resend a pending account invitation',
        security: bearer,
        params: accountParams.extend(userParams.shape),
        response: { 200: invitationMailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { accountId, userId } = request.params;
      const member = await findAccountMember(app.db, accountId, userId);
      if (!member) throw notFound('User not found on this account.');
      if (member.status !== 'pending') throw conflict('Only pending invitations can be resent.');
      const mail = await app.db.transaction(async (tx) => {
        const invitation = await issueInvitation(tx, {
          publicUrl: app.config.publicUrl,
          userId,
          email: member.email,
          inviterId: request.auth!.user.id,
          inviterName: request.auth!.user.name,
          target: {
            accountId,
            placeName: await accountName(tx, accountId),
            role: member.role,
            roleLabel: ACCOUNT_ROLE_LABELS[member.role],
          },
        });
        await recordAudit(tx, request, {
          action: 'account_user.resend',
          targetType: 'account',
          targetId: String(accountId),
          details: { email: member.email },
        });
        return invitation.mail;
      });
      return { invitation_email: await app.mailer.send(app.db, mail) };
    },
  );

  routes.delete(
    '/api/accounts/:accountId/users/:userId',
    {
      config: { access: 'account:owner' },
      schema: {
        tags: ['members'],
        summary: 'Remove a user from the account (the Account Owner cannot be removed)',
        security: bearer,
        params: accountParams.extend(userParams.shape),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = request.params;
      const member = await findAccountMember(app.db, accountId, userId);
      if (!member) throw notFound('User not found on this account.');
      if (member.role === 'account_owner') throw conflict('The Account Owner cannot be removed.');
      if (member.role === 'property_manager') await requireRecentAuthentication(app, request);
      await app.db.transaction(async (tx) => {
        await tx
          .delete(accountMemberships)
          .where(
            and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.userId, userId)),
          );
        await tx
          .delete(invitations)
          .where(and(eq(invitations.accountId, accountId), eq(invitations.userId, userId)));
        await recordAudit(tx, request, {
          action: 'account_user.remove',
          targetType: 'account',
          targetId: String(accountId),
          details: { user_id: userId, email: member.email, role: member.role },
        });
      });
      return reply.code(204).send(null);
    },
  );
}
