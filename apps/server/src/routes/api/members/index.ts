import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { accountParams, propertyParams } from '#src/lib/query-schemas';
import {
  listAccountMembers,
  listMyAccounts,
  listPropertyMembers,
  membersOfProperties,
  propertiesOfAccount,
} from '#src/repositories/members';
import { accessChangeRoutes, memberSchema } from './access-changes';
import { accountPlace, type Member, type MembershipPlace, propertyPlace } from './membership-place';

/** Roles an owner or manager may give by invitation; ownership comes with the account. */
const INVITABLE_PROPERTY_ROLES = ['manager', 'user', 'guest', 'emergency_contact'] as const;

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

  accessChangeRoutes(app, {
    place: propertyPlace,
    users: '/api/properties/:propertyId/users',
    access: 'property:control',
    params: propertyParams,
    placeIdOf: (params) => params.propertyId,
    memberParams: propertyParams.extend(userParams.shape),
    idsOf: (params) => ({ placeId: params.propertyId, userId: params.userId }),
    invitableRole: z.enum(INVITABLE_PROPERTY_ROLES).default('guest'),
    summaries: {
      invite: 'Invite someone to the property (default access level Guest)',
      resend: 'Resend a pending invitation with a fresh link',
      remove: 'Remove a user from the property (owners cannot be removed)',
    },
    memberView: toPropertyMember,
    controls: (role) => role === 'owner' || role === 'manager',
    removalRefusal: (role) =>
      role === 'owner' ? 'Owners cannot be removed from a property.' : null,
  });

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

  accessChangeRoutes(app, {
    place: accountPlace,
    users: '/api/accounts/:accountId/users',
    access: 'account:owner',
    params: accountParams,
    placeIdOf: (params) => params.accountId,
    memberParams: accountParams.extend(userParams.shape),
    idsOf: (params) => ({ placeId: params.accountId, userId: params.userId }),
    invitableRole: z.enum(['property_manager', 'billing_contact']).default('property_manager'),
    summaries: {
      invite: 'Invite someone to the account (default role Property Manager)',
      resend: 'Resend a pending account invitation',
      remove: 'Remove a user from the account (the Account Owner cannot be removed)',
    },
    memberView: toAccountMember,
    controls: (role) => role === 'property_manager',
    removalRefusal: (role) =>
      role === 'account_owner' ? 'The Account Owner cannot be removed.' : null,
  });
}
