import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ticketCode } from '@wildfire/shared';
import { badRequest, conflict, notFound } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import {
  addCollaborator,
  findPerson,
  isCollaborator,
  listCollaborators,
  listTicketStaff,
  removeCollaborator,
  updateTicket,
  type TicketRecord,
} from '#src/repositories/support';
import { callerOf } from './desk-permissions';
import { mailAddedAsCollaborator } from './notifications';
import { collaboratorAddedNote, collaboratorRemovedNote, writeSystemNote } from './system-notes';

/** Collaborators: staff who follow a ticket alongside its assignee. */

/** Add Collaborator: a staff member who may see tickets joins this one. */
export async function addTicketCollaborator(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  userId: number,
) {
  const staff = callerOf(request);
  const candidate = (await listTicketStaff(app.db)).find((s) => s.id === userId);
  if (!candidate) {
    throw badRequest('user_id: choose a staff member who may see support tickets');
  }
  await app.db.transaction(async (tx) => {
    if (await isCollaborator(tx, ticket.id, userId)) {
      throw conflict(`${candidate.name} is already a collaborator on this ticket.`);
    }
    await addCollaborator(tx, ticket.id, userId);
    await writeSystemNote(tx, ticket.id, collaboratorAddedNote(staff.name, candidate.name));
    await updateTicket(tx, ticket.id, {});
    await recordAudit(tx, request, {
      action: 'ticket_collaborator.add',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: { user_id: userId },
    });
  });
  if (candidate.id !== staff.id) {
    await mailAddedAsCollaborator(app, candidate.email, ticket, staff.name);
  }
  return listCollaborators(app.db, ticket.id);
}

export async function removeTicketCollaborator(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  userId: number,
) {
  const staff = callerOf(request);
  const person = await findPerson(app.db, userId);
  await app.db.transaction(async (tx) => {
    if (!person || !(await isCollaborator(tx, ticket.id, userId))) {
      throw notFound('That person is not a collaborator on this ticket.');
    }
    await removeCollaborator(tx, ticket.id, userId);
    await writeSystemNote(tx, ticket.id, collaboratorRemovedNote(staff.name, person.name));
    await updateTicket(tx, ticket.id, {});
    await recordAudit(tx, request, {
      action: 'ticket_collaborator.remove',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: { user_id: userId },
    });
  });
}
