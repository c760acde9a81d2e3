import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUpdateSchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { notFound } from '#src/lib/http-errors';
import { crewMembershipsOf } from '#src/repositories/partners';
import { findProjectRow, projectsWhere } from '#src/repositories/projects';
import { addAppUpdate, PROJECT_NOT_FOUND } from '#src/services/projects';
import {
  appUpdateViewSchema,
  projectItemSchema,
  projectParams,
  toAppUpdateView,
  toProjectItem,
} from '../admin/projects/views';

/**
 * What a service partner's crew does from the field (admin-back-office.md section 3, App
 * update): see the projects of their company and post app updates on them. Any signed-in
 * person may call; only crew members of the project's contractor get through, for everyone
 * else the project is simply not found (and their list is empty).
 */
export default async function partnerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  // Only partner users have crew memberships: anyone else is on no crew and sees no project.
  const crewOf = (request: FastifyRequest) => crewMembershipsOf(app.db, request.auth!.user.id);

  routes.get(
    '/api/partner/projects',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['partner'],
        summary: "The projects of the caller's company (empty for anyone on no crew)",
        security,
        response: {
          200: z.object({ projects: z.array(projectItemSchema) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const crew = await crewOf(request);
      const rows = await projectsWhere(app.db, {
        kind: 'partners',
        partnerIds: [...new Set(crew.map((c) => c.partnerId))],
      });
      return { projects: rows.map(toProjectItem) };
    },
  );

  routes.post(
    '/api/partner/projects/:projectId/updates',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['partner'],
        summary: "Post an App Update on one of your company's projects",
        description:
          "Only a crew member of the project's contractor may post; for anyone else the project is not found (404). The member is the caller; `member_id` is ignored.",
        security,
        params: projectParams,
        body: appUpdateSchema,
        response: { 201: appUpdateViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const crew = await crewOf(request);
      const project = await findProjectRow(app.db, request.params.projectId);
      const membership = crew.find((c) => project !== null && c.partnerId === project.partnerId);
      if (!project || !membership) throw notFound(PROJECT_NOT_FOUND);
      const { member_id: _ignored, ...fields } = request.body;
      const row = await addAppUpdate(app, request, project.id, fields, {
        memberId: membership.id,
        fromPartner: true,
      });
      return reply.code(201).send(toAppUpdateView(row));
    },
  );
}
