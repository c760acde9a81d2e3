import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  customerMayReply,
  isBlankReply,
  statusAfterCustomerReply,
  statusAfterStaffReply,
  ticketCode,
  type StaffReply,
  type TicketStatus,
} from '@wildfire/shared';
import { badRequest, conflict } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import { insertTicketMessage, updateTicket, type TicketRecord } from '#src/repositories/support';
import type { MailOutcome } from '../mail';
import { callerOf } from './desk-permissions';
import { mailNewResponse, mailStaffReply } from './notifications';

/** The conversation: staff replies (to the user or internal) and the customer's replies. */

const requireReplyText = (content: string) => {
  if (isBlankReply(content)) {
    throw badRequest('content: a reply needs some text (blank replies are ignored)');
  }
};

type MessageRow = Awaited<ReturnType<typeof insertTicketMessage>>;

/** The new message as the conversation shows it. */
const toReplyView = (message: MessageRow) => ({
  id: message.id,
  author: message.authorName,
  author_id: message.authorId,
  role: message.role,
  content: message.content,
  at: message.createdAt.toISOString(),
});

/** A staff reply: an Internal Message stays in the back-office; a Message to User is emailed. */
export async function replyAsStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: TicketRecord,
  reply: StaffReply,
) {
  requireReplyText(reply.content);
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
  const emailed: MailOutcome | null = toUser
    ? await mailStaffReply(app, ticket, staff.name, content)
    : null;
  return {
    message: toReplyView(message),
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
  requireReplyText(text);
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
    await mailNewResponse(app, ticket.assigneeEmail, ticket, customer.name, content);
  }
  return {
    message: toReplyView(message),
    status,
  };
}
