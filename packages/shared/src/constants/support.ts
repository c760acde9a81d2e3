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

/** The list's status filter buttons, in the spec's order (In Progress beside Open). */
export const TICKET_LIST_STATUS_FILTERS = [
  'New Response',
  'New',
  'Open',
  'In Progress',
  'Pending',
  'Solved',
  'Closed',
] as const satisfies readonly TicketStatus[];

/** The statuses staff choose from on the ticket detail (Solved is labelled Resolved there). */
export const TICKET_DETAIL_STATUSES = [
  'Open',
  'In Progress',
  'Pending',
  'Solved',
  'Closed',
] as const satisfies readonly TicketStatus[];

/** Statuses that end a ticket: choosing one needs close_support_tickets. */
export const TICKET_CLOSING_STATUSES = [
  'Solved',
  'Closed',
] as const satisfies readonly TicketStatus[];

/** Statuses waiting for staff to answer the customer (the desk's "needing a reply"). */
export const TICKET_AWAITING_REPLY_STATUSES = [
  'New',
  'New Response',
] as const satisfies readonly TicketStatus[];

/** The list's Critical Priority button. */
export const TICKET_CRITICAL_PRIORITY: TicketPriority = 'Critical';

/** Tickets a page on the back-office list, the customer's list and a user's sub-page. */
export const TICKET_PAGE_SIZE = 20;

/** The conversation's role filters (section 2.7) and the message roles each one shows. */
export const TICKET_CONVERSATION_FILTERS = {
  All: ['customer', 'support', 'internal', 'system'],
  Customer: ['customer'],
  Staff: ['support'],
  Internal: ['internal'],
  System: ['system'],
} as const satisfies Record<string, readonly TicketMessageRole[]>;
export type TicketConversationFilter = keyof typeof TICKET_CONVERSATION_FILTERS;

/** The conversation's sort toggle. */
export const TICKET_CONVERSATION_ORDERS = ['Oldest First', 'Newest First'] as const;
export type TicketConversationOrder = (typeof TICKET_CONVERSATION_ORDERS)[number];

/** Who a staff reply goes to: the reply box's two modes. */
export const TICKET_REPLY_MODES = {
  internal: 'Internal Message',
  user: 'Message to User',
} as const;
export type TicketReplyMode = keyof typeof TICKET_REPLY_MODES;

/** The list's empty state (section 2.6). */
export const TICKETS_EMPTY_TEXT = 'No support tickets found matching your criteria.';

/** Longest subject, description and message the desk accepts. */
export const TICKET_LIMITS = { subject: 200, description: 5000, message: 5000 } as const;
