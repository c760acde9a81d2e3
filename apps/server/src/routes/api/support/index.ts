import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerReplySchema,
  customerTicketSchema,
  myTicketDetailSchema,
  myTicketPageSchema,
  TICKET_PAGE_SIZE,
  ticketMessageSchema,
  ticketStatusSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { listTickets } from '#src/repositories/support';
import {
  createTicketAsCustomer,
  customerTicketDetail,
  replyAsCustomer,
  requireOwnTicket,
} from '#src/services/support-desk/index';

const ticketParams = z.object({ ticketId: z.string().min(1).max(40) });

/**
 * The customer's side of support (the footer's Support link): their own tickets, each with its
 * public conversation (never internal or system messages), replies and new tickets. Another
 * customer's ticket answers 404.
 */
export default async function supportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/support/tickets',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['support'],
        summary: 'My support tickets, newest first',
        security,
        querystring: z.object({
          page: z.coerce
            .number({ error: 'page must be a number' })
            .int({ error: 'page must be a whole number' })
            .min(1, { error: 'page must be 1 or more' })
            .max(100_000, { error: 'page is too large' })
            .default(1),
        }),
        response: { 200: myTicketPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page } = request.query;
      const found = await listTickets(
        app.db,
        { customerId: request.auth!.user.id },
        { limit: TICKET_PAGE_SIZE, offset: (page - 1) * TICKET_PAGE_SIZE },
      );
      return pageAnswer(found, { page, pageSize: TICKET_PAGE_SIZE }, (t) => ({
        id: t.id,
        code: t.code,
        subject: t.subject,
        status: t.status,
        category: t.category,
        property: t.property,
        created_at: t.created_at,
        updated_at: t.updated_at,
      }));
    },
  );

  routes.post(
    '/api/support/tickets',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['support'],
        summary: 'Open a support ticket (customers; the property, when given, must be mine)',
        security,
        body: customerTicketSchema,
        response: { 201: myTicketDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ticket = await createTicketAsCustomer(app, request, request.body);
      return reply.code(201).send(await customerTicketDetail(app.db, ticket));
    },
  );

  routes.get(
    '/api/support/tickets/:ticketId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['support'],
        summary: 'One of my tickets with its public conversation',
        security,
        params: ticketParams,
        response: { 200: myTicketDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const ticket = await requireOwnTicket(app.db, request.auth!.user.id, request.params.ticketId);
      return customerTicketDetail(app.db, ticket);
    },
  );

  routes.post(
    '/api/support/tickets/:ticketId/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['support'],
        summary: 'Reply on my ticket (it becomes New Response); blank text answers 400',
        security,
        params: ticketParams,
        body: customerReplySchema,
        response: {
          201: z.object({ message: ticketMessageSchema, status: ticketStatusSchema }),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const ticket = await requireOwnTicket(app.db, request.auth!.user.id, request.params.ticketId);
      return reply
        .code(201)
        .send(await replyAsCustomer(app, request, ticket, request.body.content));
    },
  );
}
