/**
 * Support tickets (admin-back-office.md sections 2.6, 2.7, 3, 4, 5 and 9). Texts are the spec's,
 * word for word.
 */

/**
 * One status list for the ticket list and the ticket detail. The list's `Solved` and the detail's
 * `Resolved` are the same state; it is stored as `Solved` and labelled per screen.
 */
export const TICKET_STATUSES = [
  'New',
  'New Response',
  'Open',
  'In Progress',
  'Pending',
  'Solved',
  'Closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_CATEGORIES = [
  'System Issue',
  'Billing',
  'Installation',
  'Maintenance',
  'Account',
  'General',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Who wrote a message in a ticket's conversation; `internal` is never shown to the customer. */
export const TICKET_MESSAGE_ROLES = ['customer', 'support', 'internal', 'system'] as const;
export type TicketMessageRole = (typeof TICKET_MESSAGE_ROLES)[number];

/** The list shows the description cut at this many characters (section 9). */
export const TICKET_DESCRIPTION_PREVIEW_CHARS = 60;

/** `TICK-001` from the ticket's number. */
export const ticketCode = (id: number) => `TICK-${String(id).padStart(3, '0')}`;
