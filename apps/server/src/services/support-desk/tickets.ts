import {
  CUSTOMER_VISIBLE_ROLES,
  customerMayReply,
  parseTicketCode,
  ticketCode,
  type MyTicketDetail,
  type TicketDetail,
} from '@wildfire/shared';
import type { Executor } from '#src/db/client';
import { notFound } from '#src/lib/http-errors';
import {
  customerTicketCounts,
  findTicket,
  listCollaborators,
  listTicketMessages,
  type TicketRecord,
} from '#src/repositories/support';

/** Finding a ticket for a route, and the ticket detail as staff and as its customer see it. */

const TICKET_NOT_FOUND = 'Ticket not found.';

/** The ticket named by a route's `ticketId` (`TICK-001` or `1`); unknown answers 404. */
export async function requireTicket(db: Executor, ticketId: string): Promise<TicketRecord> {
  const id = parseTicketCode(ticketId);
  const ticket = id === null ? null : await findTicket(db, id);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/** A customer's own ticket; anyone else's is unknown to them (404). */
export async function requireOwnTicket(
  db: Executor,
  customerId: number,
  ticketId: string,
): Promise<TicketRecord> {
  const ticket = await requireTicket(db, ticketId);
  if (ticket.customerId !== customerId) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/** The ticket detail as staff see it: every message, internal ones included. */
export async function staffTicketDetail(db: Executor, ticket: TicketRecord): Promise<TicketDetail> {
  const [messages, collaborators, counts] = await Promise.all([
    listTicketMessages(db, ticket.id),
    listCollaborators(db, ticket.id),
    customerTicketCounts(db, ticket.customerId),
  ]);
  return {
    id: ticket.id,
    code: ticketCode(ticket.id),
    subject: ticket.subject,
    description: ticket.description,
    status: ticket.status,
    priority: ticket.priority,
    category: ticket.category,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    customer: {
      id: ticket.customerId,
      name: ticket.customerName,
      email: ticket.customerEmail,
      phone: ticket.customerPhone,
      customer_since: ticket.customerSince.toISOString(),
      ticket_count: counts.total,
    },
    property:
      ticket.propertyId !== null && ticket.propertyName !== null
        ? {
            id: ticket.propertyId,
            name: ticket.propertyName,
            address: ticket.propertyAddress ?? '',
            panel_id: ticket.panelNumber,
          }
        : null,
    assignee:
      ticket.assigneeId !== null && ticket.assigneeName !== null
        ? { id: ticket.assigneeId, name: ticket.assigneeName, email: ticket.assigneeEmail ?? '' }
        : null,
    created_by:
      ticket.createdById !== null && ticket.createdByName !== null
        ? { id: ticket.createdById, name: ticket.createdByName }
        : null,
    project:
      ticket.projectId !== null
        ? {
            id: ticket.projectId,
            name: ticket.projectName ?? ticket.projectId,
            status: ticket.projectStatus ?? '',
          }
        : null,
    collaborators,
    messages,
  };
}

/** The ticket as its customer sees it: the public conversation only, never internal notes. */
export async function customerTicketDetail(
  db: Executor,
  ticket: TicketRecord,
): Promise<MyTicketDetail> {
  const messages = await listTicketMessages(db, ticket.id, CUSTOMER_VISIBLE_ROLES);
  return {
    id: ticket.id,
    code: ticketCode(ticket.id),
    subject: ticket.subject,
    description: ticket.description,
    status: ticket.status,
    category: ticket.category,
    property:
      ticket.propertyId !== null && ticket.propertyName !== null
        ? { id: ticket.propertyId, name: ticket.propertyName }
        : null,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    can_reply: customerMayReply(ticket.status),
    messages,
  };
}
