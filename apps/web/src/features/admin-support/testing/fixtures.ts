import type { TicketDetail, TicketListItem } from '@wildfire/shared';

/** A page of the support lists, as the server answers it. */
export const page = <T>(items: T[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  page_size: 20,
});

export const listItem = (id: number, overrides: Partial<TicketListItem> = {}): TicketListItem => ({
  id,
  code: `TICK-${String(id).padStart(3, '0')}`,
  subject: `Ticket number ${String(id)}`,
  description_preview: 'The pump at the Malibu house loses pressure during the weekly...',
  customer: { id: 1, name: 'Olivia Rivera', email: 'owner@demo.test' },
  priority: 'Medium',
  status: 'Open',
  category: 'System Issue',
  assignee: { id: 5, name: 'Sofia Chen' },
  property: { id: 1, name: 'Malibu Canyon Residence' },
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-11T10:00:00.000Z',
  ...overrides,
});

export const ticketDetail = (overrides: Partial<TicketDetail> = {}): TicketDetail => ({
  id: 9,
  code: 'TICK-009',
  subject: 'Pump #2 pressure drops during the weekly test',
  description: 'Pump #2 fell to about 40 PSI after two minutes.',
  status: 'New Response',
  priority: 'Critical',
  category: 'System Issue',
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-11T10:00:00.000Z',
  customer: {
    id: 1,
    name: 'Olivia Rivera',
    email: 'owner@demo.test',
    phone: '(310) 555-0142',
    customer_since: '2025-01-01T00:00:00.000Z',
    ticket_count: 6,
  },
  property: {
    id: 1,
    name: 'Malibu Canyon Residence',
    address: 'Las Flores Canyon',
    panel_id: 1001,
  },
  assignee: { id: 5, name: 'Sofia Chen', email: 'support@demo.test' },
  created_by: { id: 1, name: 'Olivia Rivera' },
  project: null,
  collaborators: [],
  messages: [
    {
      id: 1,
      author: 'System',
      author_id: null,
      role: 'system',
      content: 'Ticket opened by Olivia Rivera from the customer portal.',
      at: '2026-01-10T10:00:00.000Z',
    },
    {
      id: 2,
      author: 'Sofia Chen',
      author_id: 5,
      role: 'support',
      content: 'Could you run a structure defense test?',
      at: '2026-01-10T11:00:00.000Z',
    },
    {
      id: 3,
      author: 'Sofia Chen',
      author_id: 5,
      role: 'internal',
      content: 'Possibly an intake filter.',
      at: '2026-01-10T12:00:00.000Z',
    },
    {
      id: 4,
      author: 'Olivia Rivera',
      author_id: 1,
      role: 'customer',
      content: 'Pump #2 was at 38 PSI after five minutes.',
      at: '2026-01-11T10:00:00.000Z',
    },
  ],
  ...overrides,
});
