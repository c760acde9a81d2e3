import type { PermissionId } from '../constants/permissions';
import type { ProjectType } from '../constants/sales';
import {
  TICKET_AWAITING_REPLY_STATUSES,
  TICKET_CLOSING_STATUSES,
  TICKET_CONVERSATION_FILTERS,
  TICKET_DESCRIPTION_PREVIEW_CHARS,
  type TicketCategory,
  type TicketConversationFilter,
  type TicketConversationOrder,
  type TicketMessageRole,
  type TicketPriority,
  type TicketStatus,
} from '../constants/support';

/**
 * The rules of support tickets (admin-back-office.md 2.6, 2.7, 4, 5 and 9) that the server and
 * the screens share.
 */

/** The list's description: cut at 60 characters (section 9), with an ellipsis when cut. */
export function truncateTicketDescription(
  description: string,
  max = TICKET_DESCRIPTION_PREVIEW_CHARS,
): string {
  return description.length > max ? `${description.slice(0, max)}...` : description;
}

/** The ticket number from `TICK-001` (any case, with or without leading zeros) or `1`; else null. */
export function parseTicketCode(value: string): number | null {
  const match = /^(?:tick-)?(\d{1,9})$/i.exec(value.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A reply of empty or whitespace-only text is ignored (section 5). */
export const isBlankReply = (text: string | null | undefined): boolean =>
  (text ?? '').trim() === '';

/** `Solved` is shown as `Resolved` on the ticket detail (section 4); other statuses as stored. */
export const ticketDetailStatusLabel = (status: TicketStatus): string =>
  status === 'Solved' ? 'Resolved' : status;

export const isClosingStatus = (status: TicketStatus): boolean =>
  (TICKET_CLOSING_STATUSES as readonly TicketStatus[]).includes(status);

/** New or New Response: the customer is waiting for staff. */
export const awaitsStaffReply = (status: TicketStatus): boolean =>
  (TICKET_AWAITING_REPLY_STATUSES as readonly TicketStatus[]).includes(status);

/** Open in the desk's sense: not Solved and not Closed. */
export const isOpenTicket = (status: TicketStatus): boolean => !isClosingStatus(status);

/** A customer's reply marks the ticket New Response, whatever it was (a Solved one reopens). */
export const statusAfterCustomerReply = (_status: TicketStatus): TicketStatus => 'New Response';

/** Customers reply to any of their tickets but a Closed one (they open a new ticket instead). */
export const customerMayReply = (status: TicketStatus): boolean => status !== 'Closed';

/** A message to the user answers a waiting customer: New and New Response become Open. */
export const statusAfterStaffReply = (status: TicketStatus): TicketStatus =>
  awaitsStaffReply(status) ? 'Open' : status;

export interface TicketEditable {
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  assigneeId: number | null;
}

/**
 * The permissions Update Ticket needs for a change: a status change to Solved or Closed needs
 * close_support_tickets, an assignee change assign_support_tickets, any other change
 * edit_support_tickets. Fields equal to the current value are not changes.
 */
export function ticketUpdatePermissions(
  current: TicketEditable,
  change: Partial<TicketEditable>,
): PermissionId[] {
  const needed = new Set<PermissionId>();
  if (change.status !== undefined && change.status !== current.status) {
    needed.add(isClosingStatus(change.status) ? 'close_support_tickets' : 'edit_support_tickets');
  }
  if (change.assigneeId !== undefined && change.assigneeId !== current.assigneeId) {
    needed.add('assign_support_tickets');
  }
  if (change.priority !== undefined && change.priority !== current.priority) {
    needed.add('edit_support_tickets');
  }
  if (change.category !== undefined && change.category !== current.category) {
    needed.add('edit_support_tickets');
  }
  return [...needed];
}

export interface ConversationMessage {
  role: TicketMessageRole;
  /** ISO time the message was written. */
  at: string;
  id: number;
}

/** The conversation as shown: only the filter's roles, oldest or newest first. */
export function arrangeConversation<M extends ConversationMessage>(
  messages: readonly M[],
  filter: TicketConversationFilter,
  order: TicketConversationOrder,
): M[] {
  const roles: readonly TicketMessageRole[] = TICKET_CONVERSATION_FILTERS[filter];
  const shown = messages.filter((m) => roles.includes(m.role));
  const direction = order === 'Oldest First' ? 1 : -1;
  return shown.sort((a, b) => {
    const byTime = Date.parse(a.at) - Date.parse(b.at);
    return direction * (byTime !== 0 ? byTime : a.id - b.id);
  });
}

/** Roles a customer may ever see: their own messages and staff messages to them. */
export const CUSTOMER_VISIBLE_ROLES = [
  'customer',
  'support',
] as const satisfies readonly TicketMessageRole[];

/**
 * The kind of project a ticket becomes (Convert to Project): installation requests an
 * Installation, Critical tickets an Emergency Repair, the rest Maintenance.
 */
export function projectTypeForTicket(
  category: TicketCategory,
  priority: TicketPriority,
): ProjectType {
  if (category === 'Installation') return 'Installation';
  if (priority === 'Critical') return 'Emergency Repair';
  return 'Maintenance';
}
