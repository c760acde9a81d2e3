import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/errors-schema';
import { notFound } from '../../../lib/http-errors';
import { idParams, pageQuery } from '../../../lib/query-schemas';
import { alertCounts, hasAlert, listAlerts, updateRecipient } from '../../../repositories/alerts';
import { recordAudit } from '../../../repositories/audit';

const countsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  urgent: z.number().int(),
  unread_urgent: z.number().int(),
});

const alertSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  details: z.string().nullable(),
  timestamp: z.string(),
  property_id: z.number().int().nullable(),
  property_name: z.string().nullable(),
  read: z.boolean(),
  acknowledged: z.boolean(),
  archived: z.boolean(),
});

const toCounts = (c: Awaited<ReturnType<typeof alertCounts>>) => ({
  total: c.total,
  unread: c.unread,
  urgent: c.urgent,
  unread_urgent: c.unreadUrgent,
});

/** The signed-in person's alerts (All Messages) and what they do with them. */
export default async function alertRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'signed-in' as const };

  routes.get(
    '/api/alerts',
    {
      config: signedIn,
      schema: {
        tags: ['alerts'],
        summary: 'My alerts, newest first, with counts',
        security: [{ bearer: [] }],
        querystring: pageQuery.extend({ archived: z.enum(['true', 'false']).default('false') }),
        response: {
          200: z.object({ alerts: z.array(alertSchema), counts: countsSchema }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const { limit, offset, archived } = request.query;
      const [rows, counts] = await Promise.all([
        listAlerts(app.db, userId, { archived: archived === 'true', limit, offset }),
        alertCounts(app.db, userId),
      ]);
      return {
        alerts: rows.map((a) => ({
          id: a.id,
          type: a.type,
          title: a.title,
          description: a.description,
          details: a.details,
          timestamp: a.createdAt.toISOString(),
          property_id: a.propertyId,
          property_name: a.propertyName,
          read: a.readAt != null,
          acknowledged: a.acknowledgedAt != null,
          archived: a.archivedAt != null,
        })),
        counts: toCounts(counts),
      };
    },
  );

  routes.get(
    '/api/alerts/summary',
    {
      config: signedIn,
      schema: {
        tags: ['alerts'],
        summary: 'Alert counts for the bell badge',
        security: [{ bearer: [] }],
        response: { 200: countsSchema, ...errorResponses(401) },
      },
    },
    async (request) => toCounts(await alertCounts(app.db, request.auth!.user.id)),
  );

  const actions = {
    read: 'Mark as Read',
    acknowledge: 'Acknowledge (also marks it read)',
    archive: 'Archive: hidden from All Messages',
  } as const;

  for (const [action, summary] of Object.entries(actions)) {
    routes.post(
      `/api/alerts/:id/${action}`,
      {
        config: signedIn,
        schema: {
          tags: ['alerts'],
          summary,
          security: [{ bearer: [] }],
          params: idParams,
          response: { 200: countsSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const userId = request.auth!.user.id;
        // Someone else's alert answers exactly like a missing one.
        if (!(await hasAlert(app.db, userId, request.params.id)))
          throw notFound('Alert not found.');
        const ids = [request.params.id];
        const now = new Date();
        if (action === 'archive') {
          await updateRecipient(app.db, userId, { archivedAt: now }, ids);
        } else {
          if (action === 'acknowledge')
            await updateRecipient(app.db, userId, { acknowledgedAt: now }, ids);
          // An earlier read time is kept (the update skips copies already read).
          await updateRecipient(app.db, userId, { readAt: now }, ids);
        }
        await recordAudit(app.db, request, {
          action: `alert.${action}`,
          targetType: 'alert',
          targetId: String(request.params.id),
        });
        return toCounts(await alertCounts(app.db, userId));
      },
    );
  }

  routes.post(
    '/api/alerts/read-all',
    {
      config: signedIn,
      schema: {
        tags: ['alerts'],
        summary: 'Mark All Read',
        security: [{ bearer: [] }],
        response: { 200: countsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const changed = await updateRecipient(app.db, userId, { readAt: new Date() });
      await recordAudit(app.db, request, { action: 'alert.read_all', details: { count: changed } });
      return toCounts(await alertCounts(app.db, userId));
    },
  );

  routes.post(
    '/api/alerts/clear-all',
    {
      config: signedIn,
      schema: {
        tags: ['alerts'],
        summary: 'Clear All: archives every current alert',
        security: [{ bearer: [] }],
        response: { 200: countsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const changed = await updateRecipient(app.db, userId, { archivedAt: new Date() });
      await recordAudit(app.db, request, {
        action: 'alert.clear_all',
        details: { count: changed },
      });
      return toCounts(await alertCounts(app.db, userId));
    },
  );
}
