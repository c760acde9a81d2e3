import type { FastifyInstance, FastifyRequest } from 'fastify';
import { projectTypeForTicket, ticketCode, type TicketEmail } from '@wildfire/shared';
import { projectEvents, projects } from '#src/db/schema/index';
import { conflict } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import { nextProjectId } from '#src/repositories/fleet';
import { findTicket, updateTicket, type TicketRecord } from '#src/repositories/support';
import { callerOf, requirePermissions } from './desk-permissions';
import { mailCustomer } from './notifications';
import { writeSystemNote } from './system-notes';

/** The quick actions of the ticket detail: Send Email to Customer and Convert to Project. */

/** Send Email to Customer: the mail goes out and is recorded in the conversation. */
export async function emailCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  mail: TicketEmail,
) {
  const staff = callerOf(request);
  const outcome = await mailCustomer(app, ticket, staff.name, mail);
  const delivered = outcome !== 'failed';
  const content = delivered
    ? `${staff.name} emailed ${ticket.customerEmail}: “${mail.subject}”\n\n${mail.message}`
    : `The email “${mail.subject}” from ${staff.name} to ${ticket.customerEmail} could not be delivered.`;
  const message = await app.db.transaction(async (tx) => {
    const row = await writeSystemNote(tx, ticket.id, content);
    await updateTicket(tx, ticket.id, {});
    await recordAudit(tx, request, {
      action: 'ticket.email',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: { to: ticket.customerEmail, subject: mail.subject, outcome },
    });
    return row;
  });
  return { outcome, message_id: message.id };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Convert to Project: a Planning project at the ticket's property with the next free PRJ id,
 * linked from the ticket. A ticket without a property cannot be converted.
 */
export async function convertTicketToProject(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
) {
  requirePermissions(request, ['edit_support_tickets']);
  if (ticket.projectId !== null) {
    throw conflict(`This ticket was already converted to project ${ticket.projectId}.`);
  }
  if (ticket.propertyId === null) {
    throw conflict(
      'This ticket has no property, so it cannot be converted to a project. Only tickets about a property can become projects.',
    );
  }
  const staff = callerOf(request);
  const code = ticketCode(ticket.id);
  // Two conversions at once may pick the same id: the loser tries the next one.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const projectId = await app.db.transaction(async (tx) => {
        const current = await findTicket(tx, ticket.id);
        if (current?.projectId) {
          throw conflict(`This ticket was already converted to project ${current.projectId}.`);
        }
        const id = await nextProjectId(tx);
        await tx.insert(projects).values({
          id,
          projectName: ticket.subject,
          propertyId: ticket.propertyId!,
          projectType: projectTypeForTicket(ticket.category, ticket.priority),
          status: 'Planning',
          priority: ticket.priority,
          description: ticket.description,
          notes: [`Converted from support ticket ${code} of ${ticket.customerName}.`],
        });
        await tx.insert(projectEvents).values({
          projectId: id,
          actorId: staff.id,
          summary: `Project created from support ticket ${code}`,
          details: { ticket: code },
        });
        await updateTicket(tx, ticket.id, { projectId: id });
        await writeSystemNote(tx, ticket.id, `Converted to project ${id} by ${staff.name}.`);
        await recordAudit(tx, request, {
          action: 'ticket.convert',
          targetType: 'ticket',
          targetId: code,
          details: { project_id: id },
        });
        return id;
      });
      return projectId;
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}
