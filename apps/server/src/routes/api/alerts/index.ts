import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#src/lib/errors-schema';
import { notFound } from '#src/lib/http-errors';
import { idParams, pageQuery } from '#src/lib/query-schemas';
import { eq } from 'drizzle-orm';
import { alerts } from '#src/db/schema/index';
import {
  alertCounts,
  hasAlert,
  listAlerts,
  unacknowledgedUrgent,
  updateRecipient,
} from '#src/repositories/alerts';
import { recordAudit } from '#src/repositories/audit';
import { acknowledgementsOf } from '#src/repositories/panel-state';
import { publishServerEvent } from '#src/services/server-events';

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
  /** For an alarm (docs/alarms.md): its condition, whether it is still active, who acknowledged it. */
  alarm: z
    .object({
      condition: z.string(),
      site_id: z.string(),
      state: z.enum(['active', 'cleared']),
      updated_at: z.string().nullable(),
      cleared_at: z.string().nullable(),
      acknowledged_by: z.array(z.object({ name: z.string(), at: z.string() })),
    })
    .nullable(),
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
      const acknowledgements = await acknowledgementsOf(
        app.db,
        rows.filter((a) => a.condition !== null).map((a) => a.id),
      );
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
          alarm:
            a.condition !== null && a.siteId !== null
              ? {
                  condition: a.condition,
                  site_id: a.siteId,
                  state: a.resolvedAt === null ? ('active' as const) : ('cleared' as const),
                  updated_at: a.updatedAt?.toISOString() ?? null,
                  cleared_at: a.resolvedAt?.toISOString() ?? null,
                  acknowledged_by: (acknowledgements.get(a.id) ?? []).map((ack) => ({
                    name: ack.name,
                    at: ack.at.toISOString(),
                  })),
                }
              : null,
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

  /** Who acknowledged an alarm shows on its site's screens: they are told to read it again. */
  const announceAcknowledged = async (alertId: number) => {
    const [alarm] = await app.db
      .select({ siteId: alerts.siteId, title: alerts.title })
      .from(alerts)
      .where(eq(alerts.id, alertId));
    if (alarm?.siteId)
      publishServerEvent(app.broker.client, alarm.siteId, 'alert', {
        alert_id: alertId,
        title: alarm.title,
      });
  };

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
        if (action === 'acknowledge') {
          // Acknowledged by anyone: the alarm's escalation stops and those told hear it.
          await app.escalation.acknowledged(request.params.id, userId, now);
          await announceAcknowledged(request.params.id);
        }
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
        summary: 'Clear All: archives every current alert but unacknowledged urgent ones',
        description:
          'An urgent alert the caller has not acknowledged is never archived unseen: it is left, and counted in `left_unacknowledged_urgent`. With `acknowledge_urgent: true` they are acknowledged (recorded per person) and archived with the rest.',
        security: [{ bearer: [] }],
        // No body at all is Clear All as before: the unacknowledged urgent alerts are left.
        body: z.object({ acknowledge_urgent: z.boolean().optional() }).nullish(),
        response: {
          200: countsSchema.extend({ left_unacknowledged_urgent: z.number().int() }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const now = new Date();
      const urgent = await unacknowledgedUrgent(app.db, userId);
      let acknowledged = 0;
      const acknowledgeUrgent = request.body?.acknowledge_urgent === true;
      if (acknowledgeUrgent && urgent.length > 0) {
        acknowledged = await updateRecipient(app.db, userId, { acknowledgedAt: now }, urgent);
        await updateRecipient(app.db, userId, { readAt: now }, urgent);
        for (const alertId of urgent) {
          await app.escalation.acknowledged(alertId, userId, now);
          await announceAcknowledged(alertId);
        }
      }
      const left = acknowledgeUrgent ? [] : urgent;
      const changed = await updateRecipient(app.db, userId, { archivedAt: now }, undefined, left);
      await recordAudit(app.db, request, {
        action: 'alert.clear_all',
        details: { count: changed, acknowledged, left_unacknowledged_urgent: left.length },
      });
      return {
        ...toCounts(await alertCounts(app.db, userId)),
        left_unacknowledged_urgent: left.length,
      };
    },
  );
}
