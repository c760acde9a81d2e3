import type { FastifyInstance } from 'fastify';
import { ticketCode, type TicketEmail } from '@wildfire/shared';
import type { TicketRecord } from '#src/repositories/support';

/**
 * The desk's mails: replies and Send Email go to the customer with a link to the portal; new
 * responses, assignments and collaborations go to staff with a link to the back-office.
 */

const portalLink = (app: FastifyInstance, ticketId: number) =>
  `${app.config.publicUrl}/support?ticket=${ticketCode(ticketId)}`;

const backOfficeLink = (app: FastifyInstance, ticketId: number) =>
  `${app.config.publicUrl}/admin/support/${ticketCode(ticketId)}`;

/** A Message to User, emailed to the customer. */
export const mailStaffReply = (
  app: FastifyInstance,
  ticket: TicketRecord,
  staffName: string,
  content: string,
) =>
  app.mailer.send(app.db, {
    to: ticket.customerEmail,
    subject: `Re: [${ticketCode(ticket.id)}] ${ticket.subject}`,
    text: `${staffName} of Wildfire Defense Support replied to your ticket ${ticketCode(ticket.id)}:\n\n${content}\n\nSee the whole conversation and reply: ${portalLink(app, ticket.id)}`,
  });

/** Send Email to Customer. */
export const mailCustomer = (
  app: FastifyInstance,
  ticket: TicketRecord,
  staffName: string,
  mail: TicketEmail,
) =>
  app.mailer.send(app.db, {
    to: ticket.customerEmail,
    subject: mail.subject,
    text: `${mail.message}\n\n${staffName}, Wildfire Defense Support\nAbout your ticket ${ticketCode(ticket.id)}: ${portalLink(app, ticket.id)}`,
  });

/** The customer replied: the assignee is told. */
export const mailNewResponse = (
  app: FastifyInstance,
  to: string,
  ticket: TicketRecord,
  customerName: string,
  content: string,
) =>
  app.mailer.send(app.db, {
    to,
    subject: `New response on ${ticketCode(ticket.id)}: ${ticket.subject}`,
    text: `${customerName} replied:\n\n${content}\n\nOpen the ticket: ${backOfficeLink(app, ticket.id)}`,
  });

export const mailAssigned = (
  app: FastifyInstance,
  to: string,
  ticket: TicketRecord,
  staffName: string,
) =>
  app.mailer.send(app.db, {
    to,
    subject: `${ticketCode(ticket.id)} assigned to you: ${ticket.subject}`,
    text: `${staffName} assigned you the support ticket ${ticketCode(ticket.id)} of ${ticket.customerName}.\n\nOpen the ticket: ${backOfficeLink(app, ticket.id)}`,
  });

export const mailAddedAsCollaborator = (
  app: FastifyInstance,
  to: string,
  ticket: TicketRecord,
  staffName: string,
) =>
  app.mailer.send(app.db, {
    to,
    subject: `You were added to ${ticketCode(ticket.id)}: ${ticket.subject}`,
    text: `${staffName} added you as a collaborator on the support ticket ${ticketCode(ticket.id)} of ${ticket.customerName}.\n\nOpen the ticket: ${backOfficeLink(app, ticket.id)}`,
  });
