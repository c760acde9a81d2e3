import type { Executor } from '#src/db/client';
import { insertTicketMessage } from '#src/repositories/support';

/**
 * The system messages of a ticket's conversation: what happened, by whom, in the desk's own
 * words. The demo seed writes its history with these same sentences.
 */

/** Who system messages are written by. */
export const SYSTEM_AUTHOR = 'System';

export const openedFromPortalNote = (customerName: string) =>
  `Ticket opened by ${customerName} from the customer portal.`;

export const openedByStaffNote = (staffName: string, customerName: string) =>
  `Ticket opened by ${staffName} for ${customerName}.`;

/** Status labels as the ticket detail shows them (`ticketDetailStatusLabel`). */
export const statusChangedNote = (fromLabel: string, toLabel: string, staffName: string) =>
  `Status changed from ${fromLabel} to ${toLabel} by ${staffName}.`;

export const collaboratorAddedNote = (staffName: string, addedName: string) =>
  `${staffName} added ${addedName} as a collaborator.`;

export const collaboratorRemovedNote = (staffName: string, removedName: string) =>
  `${staffName} removed ${removedName} as a collaborator.`;

/** Write a system message into the ticket's conversation. */
export const writeSystemNote = (db: Executor, ticketId: number, content: string) =>
  insertTicketMessage(db, {
    ticketId,
    authorId: null,
    authorName: SYSTEM_AUTHOR,
    role: 'system',
    content,
  });
