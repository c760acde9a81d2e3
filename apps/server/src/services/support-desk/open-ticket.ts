import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ticketCode, type CustomerNewTicketData, type NewTicketData } from '@wildfire/shared';
import { badRequest, forbidden } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import { findPropertyAccess } from '#src/repositories/sites';
import { findPerson, findTicket, insertTicket } from '#src/repositories/support';
import { callerOf, requireAssignable, requirePermissions } from './desk-permissions';
import { openedByStaffNote, openedFromPortalNote, writeSystemNote } from './system-notes';

/** Opening tickets: staff for a customer (+ New Ticket), or the customer from the portal. */

/** + New Ticket: staff open a ticket for a customer. */
export async function createTicketForCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  body: NewTicketData,
) {
  const staff = callerOf(request);
  const customer = await findPerson(app.db, body.customer_id);
  if (!customer || customer.kind !== 'customer') {
    throw badRequest('customer_id: no customer with that id');
  }
  const propertyId = body.property_id ?? null;
  if (propertyId !== null && !(await findPropertyAccess(app.db, customer.id, propertyId))) {
    throw badRequest("property_id: not one of the customer's properties");
  }
  const assigneeId = body.assignee_id ?? null;
  if (assigneeId !== null) {
    requirePermissions(request, ['assign_support_tickets']);
    await requireAssignable(app.db, assigneeId);
  }
  const id = await app.db.transaction(async (tx) => {
    const ticketId = await insertTicket(tx, {
      subject: body.subject,
      description: body.description,
      customerId: customer.id,
      propertyId,
      priority: body.priority,
      category: body.category,
      assigneeId,
      createdById: staff.id,
    });
    await writeSystemNote(tx, ticketId, openedByStaffNote(staff.name, customer.name));
    await recordAudit(tx, request, {
      action: 'ticket.create',
      targetType: 'ticket',
      targetId: ticketCode(ticketId),
      details: { customer_id: customer.id, priority: body.priority, category: body.category },
    });
    return ticketId;
  });
  return (await findTicket(app.db, id))!;
}

/** A customer opens a ticket from the portal's Support page. */
export async function createTicketAsCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CustomerNewTicketData,
) {
  const customer = callerOf(request);
  if (customer.kind !== 'customer') {
    throw forbidden(
      'Support tickets here are for customers; staff handle them in the back-office.',
    );
  }
  const propertyId = body.property_id ?? null;
  if (propertyId !== null && !(await findPropertyAccess(app.db, customer.id, propertyId))) {
    throw badRequest('property_id: not one of your properties');
  }
  const id = await app.db.transaction(async (tx) => {
    const ticketId = await insertTicket(tx, {
      subject: body.subject,
      description: body.description,
      customerId: customer.id,
      propertyId,
      priority: 'Medium',
      category: body.category,
      assigneeId: null,
      createdById: customer.id,
    });
    await writeSystemNote(tx, ticketId, openedFromPortalNote(customer.name));
    await recordAudit(tx, request, {
      action: 'ticket.create',
      targetType: 'ticket',
      targetId: ticketCode(ticketId),
      details: { category: body.category, property_id: propertyId },
    });
    return ticketId;
  });
  return (await findTicket(app.db, id))!;
}
