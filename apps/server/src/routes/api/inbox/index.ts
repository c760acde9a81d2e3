import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboxMessages } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { notFound } from '#src/lib/http-errors';
import { idParams, pageQuery } from '#src/lib/query-schemas';

const messageSchema = z.object({
  id: z.number().int(),
  sender: z.string(),
  subject: z.string(),
  body: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
});

/** The signed-in person's Inbox: messages sent to them. */
export default async function inboxRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/inbox',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['inbox'],
        summary: 'My messages, newest first',
        security: [{ bearer: [] }],
        querystring: pageQuery,
        response: {
          200: z.object({
            messages: z.array(messageSchema),
            total: z.number().int(),
            unread: z.number().int(),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const mine = eq(inboxMessages.recipientId, userId);
      const [rows, [total], [unread]] = await Promise.all([
        app.db
          .select()
          .from(inboxMessages)
          .where(mine)
          .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
          .limit(request.query.limit)
          .offset(request.query.offset),
        app.db.select({ n: count() }).from(inboxMessages).where(mine),
        app.db
          .select({ n: count() })
          .from(inboxMessages)
          .where(and(mine, isNull(inboxMessages.readAt))),
      ]);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          sender: m.senderName,
          subject: m.subject,
          body: m.body,
          timestamp: m.createdAt.toISOString(),
          read: m.readAt != null,
        })),
        total: total?.n ?? 0,
        unread: unread?.n ?? 0,
      };
    },
  );

  routes.post(
    '/api/inbox/:id/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['inbox'],
        summary: 'Mark a message as read',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const updated = await app.db
        .update(inboxMessages)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(inboxMessages.id, request.params.id),
            eq(inboxMessages.recipientId, request.auth!.user.id),
          ),
        )
        .returning({ id: inboxMessages.id });
      if (updated.length === 0) throw notFound('Message not found.');
      return reply.code(204).send(null);
    },
  );
}
