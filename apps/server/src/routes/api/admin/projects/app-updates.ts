import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appUpdateSchema, PROJECT_PAGE_SIZE, pageOf } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { listProjectUpdates } from '#src/repositories/projects';
import { addAppUpdate, projectOr404 } from '#src/services/projects';
import {
  appUpdateViewSchema,
  pageQuery,
  projectParams,
  toAppUpdateView,
  pageParams,
} from './views';

/** App Updates: the crew's reports from the site. */
export async function projectAppUpdateRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/projects/:projectId/updates',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary: 'App Updates from the crew, newest first',
        security,
        params: projectParams,
        querystring: pageQuery,
        response: {
          200: pageOf(appUpdateViewSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      const { page } = request.query;
      await projectOr404(app.db, projectId);
      const pageSize = PROJECT_PAGE_SIZE.updates;
      const list = await listProjectUpdates(app.db, projectId, pageParams(page, pageSize));
      return pageAnswer(list, { page, pageSize }, toAppUpdateView);
    },
  );

  routes.post(
    '/api/admin/projects/:projectId/updates',
    {
      config: { access: 'permission:edit_projects' },
      schema: {
        tags: ['admin'],
        summary: "Record an App Update on the crew's behalf",
        security,
        params: projectParams,
        body: appUpdateSchema,
        response: { 201: appUpdateViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { member_id: memberId, ...fields } = request.body;
      const row = await addAppUpdate(app, request, request.params.projectId, fields, {
        memberId,
        fromPartner: false,
      });
      return reply.code(201).send(toAppUpdateView(row));
    },
  );
}
