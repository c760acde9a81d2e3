import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertRecipients, alerts } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { notFound } from '#src/lib/http-errors';
import { alarmSchema } from '#src/lib/panel-state-schemas';
import { idParams, siteIdSchema } from '#src/lib/query-schemas';
import { recordAudit } from '#src/repositories/audit';
import {
  acknowledgementsOf,
  alarmJson,
  countActiveAlarms,
  listActiveAlarms,
} from '#src/repositories/panel-state';
import { publishServerEvent } from '#src/services/server-events';

/** Active alarms on one page of the back-office Alerts (a mass outage raises thousands). */
export const ALARMS_PAGE_SIZE = 50;

/**
 * The fleet's active alarms for staff (back-office Alerts, a panel's detail), with their age and
 * who acknowledged them; staff holding acknowledge_alerts acknowledge one for themselves.
 */
export default async function adminAlarmRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/alarms',
    {
      config: { access: 'permission:view_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'Active alarms, urgent first, oldest first; optionally of one site',
        security,
        querystring: z.object({
          site_id: siteIdSchema.optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(alarmSchema),
            total: z.number().int(),
            urgent: z.number().int(),
            unacknowledged: z.number().int().describe('Alarms nobody has acknowledged yet'),
            page: z.number().int(),
            page_size: z.number().int(),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { site_id: siteId, page } = request.query;
      const where = siteId ? eq(alerts.siteId, siteId) : undefined;
      // Urgent first; within a severity, the oldest (waiting longest) first.
      const [items, counts] = await Promise.all([
        listActiveAlarms(app.db, where, {
          urgentFirst: true,
          limit: ALARMS_PAGE_SIZE,
          offset: (page - 1) * ALARMS_PAGE_SIZE,
        }),
        countActiveAlarms(app.db, where),
      ]);
      const acknowledgements = await acknowledgementsOf(
        app.db,
        items.map((a) => a.id),
      );
      const now = new Date();
      return {
        ...pageAnswer(
          { items, total: counts.total },
          { page, pageSize: ALARMS_PAGE_SIZE },
          (alarm) =>
            alarmJson(alarm, acknowledgements.get(alarm.id) ?? [], request.auth!.user.id, now),
        ),
        urgent: counts.urgent,
        unacknowledged: counts.unacknowledged,
      };
    },
  );

  routes.post(
    '/api/admin/alarms/:id/acknowledge',
    {
      config: { access: 'permission:acknowledge_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'Acknowledge an active alarm (recorded with who and when)',
        security,
        params: idParams,
        response: { 200: alarmSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const [alarm] = await listActiveAlarms(app.db, eq(alerts.id, request.params.id));
      if (!alarm) throw notFound('No active alarm with this id.');
      const now = new Date();
      // The staff member's own copy records it; they hear of its clearing like its other people.
      await app.db
        .insert(alertRecipients)
        .values({ alertId: alarm.id, userId, readAt: now, acknowledgedAt: now })
        .onConflictDoUpdate({
          target: [alertRecipients.alertId, alertRecipients.userId],
          set: {
            acknowledgedAt: sql`coalesce(${alertRecipients.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
            readAt: sql`coalesce(${alertRecipients.readAt}, ${now.toISOString()}::timestamptz)`,
          },
        });
      await app.escalation.acknowledged(alarm.id, userId, now);
      await recordAudit(app.db, request, {
        action: 'alarm.acknowledge',
        targetType: 'alert',
        targetId: String(alarm.id),
        details: { site_id: alarm.siteId, condition: alarm.condition },
      });
      publishServerEvent(app.broker.client, alarm.siteId, 'alert', {
        alert_id: alarm.id,
        title: alarm.title,
      });
      const acknowledgements = await acknowledgementsOf(app.db, [alarm.id]);
      return alarmJson(alarm, acknowledgements.get(alarm.id) ?? [], userId, now);
    },
  );
}
