import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inviteUserResponseSchema, inviteUserSchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { inviteUser } from '#src/services/staff-admin';

/** Invite User (admin-back-office.md 2.11): the person gets an emailed accept link. */
export default async function adminInvitationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/invitations',
    {
      config: { access: 'permission:create_users' },
      schema: {
        tags: ['admin'],
        summary: 'Invite a new user of any type but Superadmin; 409 when the email has an account',
        security: [{ bearer: [] }],
        body: inviteUserSchema,
        response: { 201: inviteUserResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await inviteUser(app, request, request.body);
      return reply.code(201).send(created);
    },
  );
}
