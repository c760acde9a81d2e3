import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationMailSchema, invitationRequestSchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { conflict } from '#src/lib/http-errors';
import type { AccessRule } from '#src/plugins/app/access';
import { requireRecentAuthentication } from '#src/services/reauthentication';
import {
  findMemberOrFail,
  inviteMember,
  type Member,
  type MembershipPlace,
  removeMember,
  resendInvitation,
} from './membership-place';

/** A member as the Manage Users lists show them. */
export const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  role_label: z.string(),
  status: z.enum(['Active', 'Pending']),
  assigned_date: z.string(),
  removable: z.boolean(),
});

const bearer = [{ bearer: [] }];
const changeErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Invite, Resend and Remove, declared once for a property's users and for an account's users:
 * the steps are the same; who may call them, the roles and who stays differ.
 */
export function accessChangeRoutes<
  Params extends z.ZodObject,
  MemberParams extends z.ZodObject,
  Role extends string,
  Invitable extends Role,
>(
  app: FastifyInstance,
  spec: {
    place: MembershipPlace<Role>;
    /** The users list, `/api/properties/:propertyId/users`; a member is `…/users/:userId`. */
    users: string;
    access: AccessRule;
    params: Params;
    placeIdOf: (params: z.infer<Params>) => number;
    /** `params` with the member's `userId`. */
    memberParams: MemberParams;
    idsOf: (params: z.infer<MemberParams>) => { placeId: number; userId: number };
    /** The roles one may invite to, with the default. */
    invitableRole: z.ZodType<Invitable, unknown>;
    summaries: { invite: string; resend: string; remove: string };
    memberView: (member: Member<Role>) => z.infer<typeof memberSchema>;
    /** Roles that control the place: giving or removing one asks for a recent sign-in. */
    controls: (role: Role) => boolean;
    /** Why a member may not be removed (the owner stays), or null. */
    removalRefusal: (role: Role) => string | null;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    spec.users,
    {
      config: { access: spec.access },
      schema: {
        tags: ['members'],
        summary: spec.summaries.invite,
        security: bearer,
        params: spec.params,
        body: invitationRequestSchema.extend({ role: spec.invitableRole }),
        response: { 201: memberSchema.extend(invitationMailSchema.shape), ...changeErrors },
      },
    },
    async (request, reply) => {
      // The schema above validated them; a generic schema leaves their type to be named here.
      const placeId = spec.placeIdOf(request.params as z.infer<Params>);
      const invited = request.body as { email: string; name: string; role: Invitable };
      // Who may control the place: a recent password or code first (decision 012).
      if (spec.controls(invited.role)) await requireRecentAuthentication(app, request);
      const { member, invitationEmail } = await inviteMember(
        app,
        request,
        spec.place,
        placeId,
        invited,
      );
      return reply
        .code(201)
        .send({ ...spec.memberView(member), invitation_email: invitationEmail });
    },
  );

  routes.post(
    `${spec.users}/:userId/resend`,
    {
      config: { access: spec.access },
      schema: {
        tags: ['members'],
        summary: spec.summaries.resend,
        security: bearer,
        params: spec.memberParams,
        response: { 200: invitationMailSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { placeId, userId } = spec.idsOf(request.params as z.infer<MemberParams>);
      return resendInvitation(app, request, spec.place, placeId, userId);
    },
  );

  routes.delete(
    `${spec.users}/:userId`,
    {
      config: { access: spec.access },
      schema: {
        tags: ['members'],
        summary: spec.summaries.remove,
        security: bearer,
        params: spec.memberParams,
        response: { 204: z.null(), ...changeErrors },
      },
    },
    async (request, reply) => {
      const { placeId, userId } = spec.idsOf(request.params as z.infer<MemberParams>);
      const member = await findMemberOrFail(app, spec.place, placeId, userId);
      const refusal = spec.removalRefusal(member.role);
      if (refusal) throw conflict(refusal);
      if (spec.controls(member.role)) await requireRecentAuthentication(app, request);
      await removeMember(app, request, spec.place, placeId, { ...member, userId });
      return reply.code(204).send(null);
    },
  );
}
