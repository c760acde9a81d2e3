import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_PAGE_SIZE, pageOf } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { listProjectEvents } from '#src/repositories/projects';
import { projectOr404 } from '#src/services/projects';
import { pageQuery, projectParams, pageParams } from './views';

const historySchema = z.object({
  id: z.number().int(),
  summary: z.string(),
  actor: z.string().nullable(),
  created_at: z.string(),
});

/** A project's history: every change, newest first. */
export async function projectHistoryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/projects/:projectId/history',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary: 'Project history, newest first',
        security,
        params: projectParams,
        querystring: pageQuery,
        response: { 200: pageOf(historySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      const { page } = request.query;
      await projectOr404(app.db, projectId);
      const pageSize = PROJECT_PAGE_SIZE.history;
      const list = await listProjectEvents(app.db, projectId, pageParams(page, pageSize));
      return pageAnswer(list, { page, pageSize }, (e) => ({
        id: e.id,
        summary: e.summary,
        actor: e.actorName,
        created_at: e.createdAt.toISOString(),
      }));
    },
  );
}
