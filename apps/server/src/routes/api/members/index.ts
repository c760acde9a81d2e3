import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ROLE_LABELS,
  ACCOUNT_ROLES,
  invitationRequestSchema,
  invitationMailSchema,
} from '@wildfire/shared';
import { errorResponses } from '../../../lib/errors-schema';
import { conflict } from '../../../lib/http-errors';
import { accountParams, propertyParams } from '../../../lib/query-schemas';
import {
  listAccountMembers,
  listMyAccounts,
  listPropertyMembers,
  membersOfProperties,
  propertiesOfAccount,
} from '../../../repositories/members';
import {
  accountPlace,
  findMemberOrFail,
  inviteMember,
  type Member,
  type MembershipPlace,
  propertyPlace,
  removeMember,
  resendInvitation,
} from './membership-place';
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

/** A member as the Manage Users list shows them; the owner role cannot be removed. */
const memberView =
  <Role extends string>(place: MembershipPlace<Role>) =>
  (m: Member<Role>) => ({
    id: m.userId,
    email: m.email,
    name: m.name,
    role: m.role,
    role_label: place.roleLabels[m.role],
    status: statusLabel(m.status),
    assigned_date: m.assignedAt.toISOString(),
    removable: m.role !== place.ownerRole,
  });

const toPropertyMember = memberView(propertyPlace);
const toAccountMember = memberView(accountPlace);

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
      const { role } = request.body;
      // Who may control the property: a recent password or code first (decision 012).
      if ((role as string) === 'owner' || role === 'manager') {
        await requireRecentAuthentication(app, request);
      }
      const { member, invitationEmail } = await inviteMember(
        app,
        request,
        propertyPlace,
        propertyId,
        request.body,
      );
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
      return resendInvitation(app, request, propertyPlace, propertyId, userId);
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
      const member = await findMemberOrFail(app, propertyPlace, propertyId, userId);
      if (member.role === 'owner') throw conflict('Owners cannot be removed from a property.');
      if (member.role === 'manager') await requireRecentAuthentication(app, request);
      await removeMember(app, request, propertyPlace, propertyId, { ...member, userId });
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
      const { role } = request.body;
      if (role === 'property_manager') await requireRecentAuthentication(app, request);
      const { member, invitationEmail } = await inviteMember(
        app,
        request,
        accountPlace,
        accountId,
        request.body,
      );
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
      return resendInvitation(app, request, accountPlace, accountId, userId);
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
      const member = await findMemberOrFail(app, accountPlace, accountId, userId);
      if (member.role === 'account_owner') throw conflict('The Account Owner cannot be removed.');
      if (member.role === 'property_manager') await requireRecentAuthentication(app, request);
      await removeMember(app, request, accountPlace, accountId, { ...member, userId });
      return reply.code(204).send(null);
    },
  );
}
