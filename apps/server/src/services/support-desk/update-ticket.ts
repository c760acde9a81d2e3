import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ticketCode,
  ticketDetailStatusLabel,
  ticketUpdatePermissions,
  type TicketUpdate,
} from '@wildfire/shared';
import { recordAudit } from '#src/repositories/audit';
import { findTicket, updateTicket, type TicketRecord } from '#src/repositories/support';
import { callerOf, requireAssignable, requirePermissions } from './desk-permissions';
import { mailAssigned } from './notifications';
import { statusChangedNote, writeSystemNote } from './system-notes';

/**
 * Update Ticket: status, priority, category and assignee, each change checked against the
 * permission it needs and written into the conversation as a system message.
 */
export async function updateTicketFields(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  body: TicketUpdate,
) {
  const staff = callerOf(request);
  const change = {
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.priority !== undefined ? { priority: body.priority } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
    ...(body.assignee_id !== undefined ? { assigneeId: body.assignee_id } : {}),
  };
  requirePermissions(
    request,
    ticketUpdatePermissions(
      {
        status: ticket.status,
        priority: ticket.priority,
        category: ticket.category,
        assigneeId: ticket.assigneeId,
      },
      change,
    ),
  );
  const lines: string[] = [];
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  if (change.status !== undefined && change.status !== ticket.status) {
    lines.push(
      statusChangedNote(
        ticketDetailStatusLabel(ticket.status),
        ticketDetailStatusLabel(change.status),
        staff.name,
      ),
    );
    changed.status = { from: ticket.status, to: change.status };
  }
  if (change.priority !== undefined && change.priority !== ticket.priority) {
    lines.push(`Priority changed from ${ticket.priority} to ${change.priority} by ${staff.name}.`);
    changed.priority = { from: ticket.priority, to: change.priority };
  }
  if (change.category !== undefined && change.category !== ticket.category) {
    lines.push(`Category changed from ${ticket.category} to ${change.category} by ${staff.name}.`);
    changed.category = { from: ticket.category, to: change.category };
  }
  let newAssignee: { id: number; name: string; email: string } | null = null;
  if (change.assigneeId !== undefined && change.assigneeId !== ticket.assigneeId) {
    if (change.assigneeId !== null) {
      newAssignee = await requireAssignable(app.db, change.assigneeId);
      lines.push(`Assigned to ${newAssignee.name} by ${staff.name}.`);
    } else {
      lines.push(`Unassigned by ${staff.name}.`);
    }
    changed.assignee_id = { from: ticket.assigneeId, to: change.assigneeId };
  }
  if (lines.length === 0) return ticket;

  await app.db.transaction(async (tx) => {
    await updateTicket(tx, ticket.id, {
      ...(changed.status ? { status: change.status! } : {}),
      ...(changed.priority ? { priority: change.priority! } : {}),
      ...(changed.category ? { category: change.category! } : {}),
      ...(changed.assignee_id ? { assigneeId: change.assigneeId ?? null } : {}),
    });
    await writeSystemNote(tx, ticket.id, lines.join('\n'));
    await recordAudit(tx, request, {
      action: 'ticket.update',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: changed,
    });
  });
  if (newAssignee && newAssignee.id !== staff.id) {
    await mailAssigned(app, newAssignee.email, ticket, staff.name);
  }
  return (await findTicket(app.db, ticket.id))!;
}
