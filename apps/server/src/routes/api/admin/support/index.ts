import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerHistorySchema,
  newTicketSchema,
  PROPERTY_ROLE_LABELS,
  staffReplySchema,
  supportCustomerPageSchema,
  supportOverviewSchema,
  TICKET_CLOSING_STATUSES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketCollaboratorEntrySchema,
  ticketCollaboratorSchema,
  ticketDetailSchema,
  ticketEmailSchema,
  ticketMessageSchema,
  ticketPageSchema,
  ticketStaffSchema,
  ticketStatusSchema,
  ticketUpdateSchema,
  mailOutcomeSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { notFound } from '#src/lib/http-errors';
import { listVisibleProperties } from '#src/repositories/sites';
import {
  customerTicketCounts,
  findPerson,
  findTicket,
  listTickets,
  listTicketStaff,
  searchCustomers,
  supportOverview,
} from '#src/repositories/support';
import {
  addTicketCollaborator,
  convertTicketToProject,
  createTicketForCustomer,
  emailCustomer,
  removeTicketCollaborator,
  replyAsStaff,
  requireTicket,
  staffTicketDetail,
  updateTicketFields,
} from '#src/services/support-desk/index';
import { positiveIdParam, searchQuery } from '../query';

const pageField = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' })
  .max(100_000, { error: 'page is too large' })
  .default(1);
const paging = (page: number) => ({
  limit: TICKET_PAGE_SIZE,
  offset: (page - 1) * TICKET_PAGE_SIZE,
});

/** `TICK-001` (or its number); an unknown or malformed one answers 404. */
const ticketParams = z.object({ ticketId: z.string().min(1).max(40) });
const collaboratorParams = ticketParams.extend({ userId: positiveIdParam('userId') });
const customerParams = z.object({ customerId: positiveIdParam('customerId') });

/** How many tickets waiting for a reply the desk overview lists. */
const NEEDING_REPLY_SHOWN = 10;
/** How many of a customer's tickets their history shows (newest first). */
const HISTORY_TICKETS = 100;

/**
 * Support tickets in the back-office (admin-back-office.md 2.6, 2.7): the list, New Ticket, the
 * ticket detail with its conversation, Update Ticket and the quick actions, and the Customer
 * Support desk overview with its customer lookup and history.
 */
export default async function adminSupportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/support/tickets',
    {
      config: { access: 'permission:view_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'Support tickets, newest first; search and filters combine with AND',
        description:
          'search is case-insensitive on subject, customer (name or email) and ID (TICK-001); status is one of the list statuses; priority=Critical is the Critical Priority button.',
        security,
        querystring: z.object({
          search: searchQuery,
          status: z.enum(TICKET_STATUSES, { error: 'status is not a ticket status' }).optional(),
          priority: z
            .enum(TICKET_PRIORITIES, { error: 'priority is not a ticket priority' })
            .optional(),
          page: pageField,
        }),
        response: { 200: ticketPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, status, priority, page } = request.query;
      const found = await listTickets(
        app.db,
        { search, status, ...(priority ? { priority } : {}) },
        paging(page),
      );
      return pageAnswer(found, { page, pageSize: TICKET_PAGE_SIZE });
    },
  );

  routes.post(
    '/api/admin/support/tickets',
    {
      config: { access: 'permission:create_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: '+ New Ticket: a ticket for a customer (status New)',
        description:
          'The property, when given, must be one of the customer’s; an assignee needs assign_support_tickets too.',
        security,
        body: newTicketSchema,
        response: { 201: ticketDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ticket = await createTicketForCustomer(app, request, request.body);
      return reply.code(201).send(await staffTicketDetail(app.db, ticket));
    },
  );

  routes.get(
    '/api/admin/support/tickets/:ticketId',
    {
      config: { access: 'permission:view_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'One ticket: customer, details, collaborators and the whole conversation',
        security,
        params: ticketParams,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      staffTicketDetail(app.db, await requireTicket(app.db, request.params.ticketId)),
  );

  routes.patch(
    '/api/admin/support/tickets/:ticketId',
    {
      config: { access: 'permission:edit_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'Update Ticket: status, priority, category, assignee',
        description: `A status change to ${TICKET_CLOSING_STATUSES.join(' or ')} needs close_support_tickets; an assignee change assign_support_tickets (the assignee must hold edit_support_tickets; null is Unassigned). Each change is written into the conversation.`,
        security,
        params: ticketParams,
        body: ticketUpdateSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ticket = await requireTicket(app.db, request.params.ticketId);
      const updated = await updateTicketFields(app, request, ticket, request.body);
      return staffTicketDetail(app.db, updated);
    },
  );

  routes.post(
    '/api/admin/support/tickets/:ticketId/messages',
    {
      config: { access: 'permission:edit_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'Reply: an Internal Message (staff only) or a Message to User (emailed)',
        description:
          'Blank text answers 400 and stores nothing. A message to the user is emailed to the customer and shown on their Support page, and moves New or New Response to Open.',
        security,
        params: ticketParams,
        body: staffReplySchema,
        response: {
          201: z.object({
            message: ticketMessageSchema,
            status: ticketStatusSchema,
            emailed: mailOutcomeSchema.nullable(),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const ticket = await requireTicket(app.db, request.params.ticketId);
      return reply.code(201).send(await replyAsStaff(app, request, ticket, request.body));
    },
  );

  routes.post(
    '/api/admin/support/tickets/:ticketId/email',
    {
      config: { access: 'permission:edit_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'Send Email to Customer (recorded as a system message in the conversation)',
        security,
        params: ticketParams,
        body: ticketEmailSchema,
        response: {
          201: z.object({
            outcome: mailOutcomeSchema,
            message_id: z.number().int(),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const ticket = await requireTicket(app.db, request.params.ticketId);
      return reply.code(201).send(await emailCustomer(app, request, ticket, request.body));
    },
  );

  routes.post(
    '/api/admin/support/tickets/:ticketId/collaborators',
    {
      config: { access: 'permission:edit_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'Add Collaborator: a staff member who may see support tickets',
        security,
        params: ticketParams,
        body: ticketCollaboratorSchema,
        response: {
          201: z.object({ collaborators: z.array(ticketCollaboratorEntrySchema) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const ticket = await requireTicket(app.db, request.params.ticketId);
      const collaborators = await addTicketCollaborator(app, request, ticket, request.body.user_id);
      return reply.code(201).send({ collaborators });
    },
  );

  routes.delete(
    '/api/admin/support/tickets/:ticketId/collaborators/:userId',
    {
      config: { access: 'permission:edit_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'Remove a collaborator',
        security,
        params: collaboratorParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const ticket = await requireTicket(app.db, request.params.ticketId);
      await removeTicketCollaborator(app, request, ticket, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/admin/support/tickets/:ticketId/project',
    {
      config: { access: 'permission:create_projects' },
      schema: {
        tags: ['admin'],
        summary: 'Convert to Project: a Planning project at the ticket’s property (PRJ-00N)',
        description:
          'Needs edit_support_tickets too. A ticket without a property, or already converted, answers 409.',
        security,
        params: ticketParams,
        response: {
          201: z.object({ project_id: z.string(), ticket: ticketDetailSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const ticket = await requireTicket(app.db, request.params.ticketId);
      const projectId = await convertTicketToProject(app, request, ticket);
      const converted = (await findTicket(app.db, ticket.id))!;
      return reply
        .code(201)
        .send({ project_id: projectId, ticket: await staffTicketDetail(app.db, converted) });
    },
  );

  routes.get(
    '/api/admin/support/staff',
    {
      config: { access: 'permission:view_support_tickets' },
      schema: {
        tags: ['admin'],
        summary:
          'Staff who may see tickets; can_be_assigned marks those holding edit_support_tickets',
        security,
        response: { 200: ticketStaffSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ staff: await listTicketStaff(app.db) }),
  );

  routes.get(
    '/api/admin/support/overview',
    {
      config: { access: 'permission:view_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'The support desk: open tickets by status and priority, tickets needing a reply',
        security,
        response: { 200: supportOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const overview = await supportOverview(app.db, NEEDING_REPLY_SHOWN);
      const byStatus = new Map(overview.byStatus.map((r) => [r.status, r.n]));
      const byPriority = new Map(overview.byPriority.map((r) => [r.priority, r.n]));
      return {
        open_total: overview.byStatus.reduce((sum, r) => sum + r.n, 0),
        unassigned_open: overview.unassigned,
        by_status: TICKET_STATUSES.filter(
          (s) => !(TICKET_CLOSING_STATUSES as readonly string[]).includes(s),
        ).map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
        by_priority: [...TICKET_PRIORITIES]
          .reverse()
          .map((priority) => ({ priority, count: byPriority.get(priority) ?? 0 })),
        needing_reply: overview.needing.items,
        needing_reply_total: overview.needing.total,
      };
    },
  );

  routes.get(
    '/api/admin/support/customers',
    {
      config: { access: 'permission:view_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'Customer lookup by name or email, with their ticket counts',
        security,
        querystring: z.object({ search: searchQuery, page: pageField }),
        response: { 200: supportCustomerPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const found = await searchCustomers(app.db, search, paging(page));
      return pageAnswer(found, { page, pageSize: TICKET_PAGE_SIZE });
    },
  );

  routes.get(
    '/api/admin/support/customers/:customerId',
    {
      config: { access: 'permission:view_support_tickets' },
      schema: {
        tags: ['admin'],
        summary: 'View Customer History: the customer, their tickets and their properties',
        security,
        params: customerParams,
        response: { 200: customerHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const person = await findPerson(app.db, request.params.customerId);
      if (!person || person.kind !== 'customer') throw notFound('Customer not found.');
      const [tickets, counts, visible] = await Promise.all([
        listTickets(app.db, { customerId: person.id }, { limit: HISTORY_TICKETS, offset: 0 }),
        customerTicketCounts(app.db, person.id),
        listVisibleProperties(app.db, person.id),
      ]);
      return {
        customer: {
          id: person.id,
          name: person.name,
          email: person.email,
          phone: person.phone,
          ticket_count: counts.total,
          open_ticket_count: counts.open,
          customer_since: person.createdAt.toISOString(),
        },
        tickets: tickets.items,
        properties: visible.map((p) => ({
          id: p.id,
          name: p.name,
          address: p.address,
          role: PROPERTY_ROLE_LABELS[p.role],
          site_id: p.siteId,
        })),
      };
    },
  );
}
