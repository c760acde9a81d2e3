import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CUSTOMER_VISIBLE_ROLES,
  customerMayReply,
  isBlankReply,
  parseTicketCode,
  projectTypeForTicket,
  statusAfterCustomerReply,
  statusAfterStaffReply,
  ticketCode,
  ticketDetailStatusLabel,
  ticketUpdatePermissions,
  type CustomerNewTicketData,
  type MyTicketDetail,
  type NewTicketData,
  type PermissionId,
  type StaffReply,
  type TicketDetail,
  type TicketEmail,
  type TicketStatus,
  type TicketUpdate,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import { projectEvents, projects } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { recordAudit } from '../repositories/audit';
import { nextProjectId } from '../repositories/fleet';
import { findPropertyAccess } from '../repositories/sites';
import {
  addCollaborator,
  customerTicketCounts,
  findPerson,
  findTicket,
  insertTicket,
  insertTicketMessage,
  isCollaborator,
  listCollaborators,
  listTicketMessages,
  listTicketStaff,
  removeCollaborator,
  updateTicket,
  type TicketRecord,
} from '../repositories/support';
import type { MailOutcome } from './mail';

/**
 * The support desk's work: tickets opened by customers or by staff for them, the conversation
 * (a message to the user is emailed; internal ones never leave the back-office), Update Ticket
 * with its permission per change, and the quick actions.
 */

const TICKET_NOT_FOUND = 'Ticket not found.';
/** Who system messages are written by. */
const SYSTEM_AUTHOR = 'System';

const PERMISSION_WORDS: Partial<Record<PermissionId, string>> = {
  edit_support_tickets: 'Edit Support Tickets',
  assign_support_tickets: 'Assign Support Tickets',
  close_support_tickets: 'Close Support Tickets',
};

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

const callerOf = (request: FastifyRequest) => request.auth!.user;

function requirePermissions(request: FastifyRequest, needed: Iterable<PermissionId>) {
  const held = request.permissions ?? [];
  for (const permission of needed) {
    if (!held.includes(permission)) {
      throw forbidden(
        `This needs the ${PERMISSION_WORDS[permission] ?? permission} permission, which you do not hold.`,
      );
    }
  }
}

/** An assignee must be active staff holding edit_support_tickets (or null: Unassigned). */
async function requireAssignable(db: Executor, assigneeId: number) {
  const staff = await listTicketStaff(db);
  const found = staff.find((s) => s.id === assigneeId && s.can_be_assigned);
  if (!found) {
    throw badRequest(
      'assignee_id: choose Unassigned or a staff member who handles support tickets',
    );
  }
  return found;
}

// ---- opening tickets ----

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
    await insertTicketMessage(tx, {
      ticketId,
      authorId: null,
      authorName: SYSTEM_AUTHOR,
      role: 'system',
      content: `Ticket opened by ${staff.name} for ${customer.name}.`,
    });
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
    await insertTicketMessage(tx, {
      ticketId,
      authorId: null,
      authorName: SYSTEM_AUTHOR,
      role: 'system',
      content: `Ticket opened by ${customer.name} from the customer portal.`,
    });
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

// ---- the conversation ----

const portalLink = (app: FastifyInstance, ticketId: number) =>
  `${app.config.publicUrl}/support?ticket=${ticketCode(ticketId)}`;

/** A staff reply: an Internal Message stays in the back-office; a Message to User is emailed. */
export async function replyAsStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  reply: StaffReply,
) {
  if (isBlankReply(reply.content)) {
    throw badRequest('content: a reply needs some text (blank replies are ignored)');
  }
  const staff = callerOf(request);
  const content = reply.content.trim();
  const toUser = reply.mode === 'user';
  const status: TicketStatus = toUser ? statusAfterStaffReply(ticket.status) : ticket.status;
  const message = await app.db.transaction(async (tx) => {
    const row = await insertTicketMessage(tx, {
      ticketId: ticket.id,
      authorId: staff.id,
      authorName: staff.name,
      role: toUser ? 'support' : 'internal',
      content,
    });
    await updateTicket(tx, ticket.id, status !== ticket.status ? { status } : {});
    await recordAudit(tx, request, {
      action: toUser ? 'ticket.reply' : 'ticket.internal_note',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: { message_id: row.id, ...(status !== ticket.status ? { status } : {}) },
    });
    return row;
  });
  // After the commit: the message is kept even when the mail server is down (the outcome is
  // in the delivery log and in the answer).
  let emailed: MailOutcome | null = null;
  if (toUser) {
    emailed = await app.mailer.send(app.db, {
      to: ticket.customerEmail,
      subject: `Re: [${ticketCode(ticket.id)}] ${ticket.subject}`,
      text: `${staff.name} of Wildfire Defense Support replied to your ticket ${ticketCode(ticket.id)}:\n\n${content}\n\nSee the whole conversation and reply: ${portalLink(app, ticket.id)}`,
    });
  }
  return {
    message: {
      id: message.id,
      author: message.authorName,
      author_id: message.authorId,
      role: message.role,
      content: message.content,
      at: message.createdAt.toISOString(),
    },
    status,
    emailed,
  };
}

/** A customer's reply from the portal: the ticket becomes New Response; the assignee is told. */
export async function replyAsCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  text: string,
) {
  if (isBlankReply(text)) {
    throw badRequest('content: a reply needs some text (blank replies are ignored)');
  }
  if (!customerMayReply(ticket.status)) {
    throw conflict('This ticket is closed. Please open a new ticket for a new request.');
  }
  const customer = callerOf(request);
  const content = text.trim();
  const status = statusAfterCustomerReply(ticket.status);
  const message = await app.db.transaction(async (tx) => {
    const row = await insertTicketMessage(tx, {
      ticketId: ticket.id,
      authorId: customer.id,
      authorName: customer.name,
      role: 'customer',
      content,
    });
    await updateTicket(tx, ticket.id, { status });
    await recordAudit(tx, request, {
      action: 'ticket.customer_reply',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: { message_id: row.id },
    });
    return row;
  });
  if (ticket.assigneeEmail) {
    await app.mailer.send(app.db, {
      to: ticket.assigneeEmail,
      subject: `New response on ${ticketCode(ticket.id)}: ${ticket.subject}`,
      text: `${customer.name} replied:\n\n${content}\n\nOpen the ticket: ${app.config.publicUrl}/admin/support/${ticketCode(ticket.id)}`,
    });
  }
  return {
    message: {
      id: message.id,
      author: message.authorName,
      author_id: message.authorId,
      role: message.role,
      content: message.content,
      at: message.createdAt.toISOString(),
    },
    status,
  };
}

// ---- Update Ticket ----

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
      `Status changed from ${ticketDetailStatusLabel(ticket.status)} to ${ticketDetailStatusLabel(change.status)} by ${staff.name}.`,
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
    await insertTicketMessage(tx, {
      ticketId: ticket.id,
      authorId: null,
      authorName: SYSTEM_AUTHOR,
      role: 'system',
      content: lines.join('\n'),
    });
    await recordAudit(tx, request, {
      action: 'ticket.update',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: changed,
    });
  });
  if (newAssignee && newAssignee.id !== staff.id) {
    await app.mailer.send(app.db, {
      to: newAssignee.email,
      subject: `${ticketCode(ticket.id)} assigned to you: ${ticket.subject}`,
      text: `${staff.name} assigned you the support ticket ${ticketCode(ticket.id)} of ${ticket.customerName}.\n\nOpen the ticket: ${app.config.publicUrl}/admin/support/${ticketCode(ticket.id)}`,
    });
  }
  return (await findTicket(app.db, ticket.id))!;
}

// ---- quick actions ----

/** Send Email to Customer: the mail goes out and is recorded in the conversation. */
export async function emailCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  mail: TicketEmail,
) {
  const staff = callerOf(request);
  const outcome = await app.mailer.send(app.db, {
    to: ticket.customerEmail,
    subject: mail.subject,
    text: `${mail.message}\n\n${staff.name}, Wildfire Defense Support\nAbout your ticket ${ticketCode(ticket.id)}: ${portalLink(app, ticket.id)}`,
  });
  const delivered = outcome !== 'failed';
  const content = delivered
    ? `${staff.name} emailed ${ticket.customerEmail}: “${mail.subject}”\n\n${mail.message}`
    : `The email “${mail.subject}” from ${staff.name} to ${ticket.customerEmail} could not be delivered.`;
  const message = await app.db.transaction(async (tx) => {
    const row = await insertTicketMessage(tx, {
      ticketId: ticket.id,
      authorId: null,
      authorName: SYSTEM_AUTHOR,
      role: 'system',
      content,
    });
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
    await insertTicketMessage(tx, {
      ticketId: ticket.id,
      authorId: null,
      authorName: SYSTEM_AUTHOR,
      role: 'system',
      content: `${staff.name} added ${candidate.name} as a collaborator.`,
    });
    await updateTicket(tx, ticket.id, {});
    await recordAudit(tx, request, {
      action: 'ticket_collaborator.add',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: { user_id: userId },
    });
  });
  if (candidate.id !== staff.id) {
    await app.mailer.send(app.db, {
      to: candidate.email,
      subject: `You were added to ${ticketCode(ticket.id)}: ${ticket.subject}`,
      text: `${staff.name} added you as a collaborator on the support ticket ${ticketCode(ticket.id)} of ${ticket.customerName}.\n\nOpen the ticket: ${app.config.publicUrl}/admin/support/${ticketCode(ticket.id)}`,
    });
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
    await insertTicketMessage(tx, {
      ticketId: ticket.id,
      authorId: null,
      authorName: SYSTEM_AUTHOR,
      role: 'system',
      content: `${staff.name} removed ${person.name} as a collaborator.`,
    });
    await updateTicket(tx, ticket.id, {});
    await recordAudit(tx, request, {
      action: 'ticket_collaborator.remove',
      targetType: 'ticket',
      targetId: ticketCode(ticket.id),
      details: { user_id: userId },
    });
  });
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
        await insertTicketMessage(tx, {
          ticketId: ticket.id,
          authorId: null,
          authorName: SYSTEM_AUTHOR,
          role: 'system',
          content: `Converted to project ${id} by ${staff.name}.`,
        });
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
