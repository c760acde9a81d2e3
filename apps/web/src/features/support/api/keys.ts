/** Query keys of the customer's Support page; a change invalidates `mySupportKeys.all`. */
export const mySupportKeys = {
  all: ['my-support'] as const,
  tickets: (page: number) => ['my-support', 'tickets', page] as const,
  ticket: (ticketId: string) => ['my-support', 'ticket', ticketId] as const,
};

export const ticketSegment = (ticketId: string) => encodeURIComponent(ticketId);
