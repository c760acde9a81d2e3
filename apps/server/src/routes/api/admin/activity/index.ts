import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE, activityPageSchema, adminPageQuerySchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { listActivity } from '#src/repositories/admin-users';
import { positiveIdParam } from '../query';

const PAGE_SIZE = ADMIN_PAGE_SIZE.activity;

/** The activity log (admin-back-office.md 2.15): every change made through the API. */
export default async function adminActivityRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/activity',
    {
      config: { access: 'permission:view_system_logs' },
      schema: {
        tags: ['admin'],
        summary: 'Activity log entries, newest first, 10 a page; optionally for one user',
        security: [{ bearer: [] }],
        querystring: adminPageQuerySchema.extend({
          user_id: positiveIdParam('user_id').optional(),
        }),
        response: { 200: activityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, user_id: userId } = request.query;
      const found = await listActivity(app.db, {
        userId,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return pageAnswer(found, { page, pageSize: PAGE_SIZE });
    },
  );
}
