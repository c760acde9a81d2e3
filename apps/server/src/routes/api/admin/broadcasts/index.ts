import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BROADCAST_PAGE_SIZE,
  broadcastAudienceSchema,
  broadcastCreateSchema,
  broadcastListQuerySchema,
  broadcastPageSchema,
  broadcastRecipientSchema,
  broadcastSchema,
  broadcastSenderSchema,
  broadcastTimeWindow,
  isKnownTimeZone,
  type Broadcast,
  type DeliverySummary,
} from '@wildfire/shared';
import type { Executor } from '#src/db/client';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { badRequest, notFound } from '#src/lib/http-errors';
import { idParams } from '#src/lib/query-schemas';
import { recordAudit } from '#src/repositories/audit';
import {
  countAllCustomers,
  deliverySummaries,
  failureReasons,
  findBroadcast,
  listBroadcasts,
  listCustomers,
  listSenders,
  propertiesWithUserCounts,
  type BroadcastRow,
} from '#src/repositories/broadcasts';
import { BroadcastService } from '#src/services/broadcasts';
import type { NotifyProviders } from '#src/services/notify/providers';

declare module 'fastify' {
  interface FastifyInstance {
    broadcasts: BroadcastService;
  }
}

const RECIPIENTS_PAGE_SIZE = 20;

/** What became of these broadcasts' deliveries: counts, and why the failed ones failed. */
async function deliveryFacts(db: Executor, broadcastIds: number[]) {
  const [summaries, failures] = await Promise.all([
    deliverySummaries(db, broadcastIds),
    failureReasons(db, broadcastIds),
  ]);
  return (id: number) => ({
    deliveries: summaries.get(id) ?? {},
    failures: failures.get(id) ?? {},
  });
}

function toBroadcast(
  row: { broadcast: BroadcastRow; propertyName: string | null },
  { deliveries, failures }: { deliveries: DeliverySummary; failures: Broadcast['failure_reasons'] },
): Broadcast {
  const b = row.broadcast;
  return {
    id: b.id,
    created_at: b.createdAt.toISOString(),
    completed_at: b.completedAt?.toISOString() ?? null,
    type: b.type,
    title: b.title,
    message: b.message,
    status: b.status,
    recipients: b.recipientMode,
    recipient_count: b.recipientCount,
    property:
      b.propertyId !== null && row.propertyName !== null
        ? { id: b.propertyId, name: row.propertyName }
        : null,
    channels: b.channels.filter((c) => c !== 'in_app'),
    sender: { id: b.senderId, name: b.senderName },
    deliveries,
    failure_reasons: failures,
  };
}

/**
 * Alert broadcasting (admin-back-office.md 2.4): the list with its search and filters, the
 * New-alert form's audience, and sending. Listing needs view_alerts, sending manage_alerts.
 */
async function broadcastRoutes(app: FastifyInstance, options: Partial<NotifyProviders>) {
  const service = new BroadcastService(app, options);
  app.decorate('broadcasts', service);
  app.addHook('onReady', async () => {
    await service.resumeUnfinished();
  });
  app.addHook('preClose', async () => {
    await service.idle();
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/broadcasts',
    {
      config: { access: 'permission:view_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'Broadcast alerts, newest first, filtered (AND), 100 a page',
        security: [{ bearer: [] }],
        querystring: broadcastListQuerySchema,
        response: { 200: broadcastPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, type, status, sender, time, tz, page } = request.query;
      const timeZone = tz ?? request.auth!.user.timezone;
      if (!isKnownTimeZone(timeZone)) throw badRequest('tz must be a time zone such as UTC');
      const { rows, total } = await listBroadcasts(app.db, {
        search,
        type,
        status,
        sender,
        window: time ? broadcastTimeWindow(time, new Date(), timeZone) : undefined,
        limit: BROADCAST_PAGE_SIZE,
        offset: (page - 1) * BROADCAST_PAGE_SIZE,
      });
      const factsOf = await deliveryFacts(
        app.db,
        rows.map((r) => r.broadcast.id),
      );
      return pageAnswer({ items: rows, total }, { page, pageSize: BROADCAST_PAGE_SIZE }, (r) =>
        toBroadcast(r, factsOf(r.broadcast.id)),
      );
    },
  );

  routes.get(
    '/api/admin/broadcasts/senders',
    {
      config: { access: 'permission:view_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'Everyone who has sent a broadcast, for the sender filter',
        security: [{ bearer: [] }],
        response: {
          200: z.object({ senders: z.array(broadcastSenderSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const rows = await listSenders(app.db);
      return { senders: rows };
    },
  );

  routes.get(
    '/api/admin/broadcasts/audience',
    {
      config: { access: 'permission:manage_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'How many customers each recipient choice reaches',
        security: [{ bearer: [] }],
        response: { 200: broadcastAudienceSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const [allUsers, rows] = await Promise.all([
        countAllCustomers(app.db),
        propertiesWithUserCounts(app.db),
      ]);
      return {
        all_users: allUsers,
        properties: rows.map((p) => ({
          id: p.id,
          name: p.name,
          address: p.address,
          site_id: p.siteId,
          user_count: p.userCount,
        })),
      };
    },
  );

  routes.get(
    '/api/admin/broadcasts/recipients',
    {
      config: { access: 'permission:manage_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'The users overview: customers a broadcast can reach, by name',
        security: [{ bearer: [] }],
        querystring: z.object({
          search: z.string().trim().max(200).default(''),
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(broadcastRecipientSchema),
            total: z.number().int(),
            page: z.number().int(),
            page_size: z.number().int(),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const { rows, total } = await listCustomers(app.db, {
        search,
        limit: RECIPIENTS_PAGE_SIZE,
        offset: (page - 1) * RECIPIENTS_PAGE_SIZE,
      });
      return pageAnswer({ items: rows, total }, { page, pageSize: RECIPIENTS_PAGE_SIZE }, (r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        property_count: r.propertyCount,
        unread_alerts: r.unreadAlerts,
      }));
    },
  );

  routes.get(
    '/api/admin/broadcasts/:id',
    {
      config: { access: 'permission:view_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'One broadcast with its delivery counts per channel',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: broadcastSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findBroadcast(app.db, request.params.id);
      if (!row) throw notFound('Alert not found.');
      const factsOf = await deliveryFacts(app.db, [row.broadcast.id]);
      return toBroadcast(row, factsOf(row.broadcast.id));
    },
  );

  routes.post(
    '/api/admin/broadcasts',
    {
      config: { access: 'permission:manage_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'Send an alert: stored at once, delivered in the background',
        security: [{ bearer: [] }],
        body: broadcastCreateSchema,
        response: {
          202: z.object({ broadcast: broadcastSchema, recipient_count: z.number().int() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = request.auth!.user;
      const created = await service.create({ id: user.id, name: user.name }, request.body);
      await recordAudit(app.db, request, {
        action: 'broadcast.send',
        targetType: 'broadcast',
        targetId: String(created.id),
        details: {
          type: created.type,
          title: created.title,
          recipients: created.recipientMode,
          recipient_count: created.recipientCount,
          channels: created.channels,
        },
      });
      const row = await findBroadcast(app.db, created.id);
      const factsOf = await deliveryFacts(app.db, [created.id]);
      return reply.code(202).send({
        broadcast: toBroadcast(row!, factsOf(created.id)),
        recipient_count: created.recipientCount,
      });
    },
  );
}

export default fp(broadcastRoutes, {
  name: 'broadcast-routes',
  dependencies: ['database', 'access'],
});
