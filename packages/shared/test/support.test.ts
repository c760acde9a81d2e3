import { describe, expect, it } from 'vitest';
import {
  TICKET_DETAIL_STATUSES,
  TICKET_LIST_STATUS_FILTERS,
  TICKETS_EMPTY_TEXT,
  ticketCode,
} from '../src/constants/support';
import {
  arrangeConversation,
  customerMayReply,
  isBlankReply,
  parseTicketCode,
  projectTypeForTicket,
  statusAfterCustomerReply,
  statusAfterStaffReply,
  ticketDetailStatusLabel,
  ticketUpdatePermissions,
  truncateTicketDescription,
} from '../src/domain/support';
import {
  customerTicketSchema,
  newTicketSchema,
  staffReplySchema,
  ticketEmailSchema,
  ticketUpdateSchema,
} from '../src/schemas/support';

describe('support tickets (admin-back-office.md 2.6, 2.7, 4, 5, 9)', () => {
  it('ticket ids read like TICK-001', () => {
    expect(ticketCode(1)).toBe('TICK-001');
    expect(ticketCode(42)).toBe('TICK-042');
    expect(ticketCode(1234)).toBe('TICK-1234');
  });

  it('a ticket id is read back from TICK-001, tick-1 or 1, and nothing else', () => {
    expect(parseTicketCode('TICK-001')).toBe(1);
    expect(parseTicketCode('tick-12')).toBe(12);
    expect(parseTicketCode('7')).toBe(7);
    expect(parseTicketCode('TICK-0')).toBeNull();
    expect(parseTicketCode('PRJ-001')).toBeNull();
    expect(parseTicketCode('TICK-1; drop table')).toBeNull();
    expect(parseTicketCode('99999999999')).toBeNull();
  });

  it('description truncated at 60 characters', () => {
    const sixty = 'x'.repeat(60);
    expect(truncateTicketDescription(sixty)).toBe(sixty);
    expect(truncateTicketDescription(`${sixty}y`)).toBe(`${sixty}...`);
    expect(truncateTicketDescription('Short')).toBe('Short');
  });

  it('ticket reply: empty or whitespace-only text is ignored', () => {
    expect(isBlankReply('')).toBe(true);
    expect(isBlankReply('   \n\t ')).toBe(true);
    expect(isBlankReply(undefined)).toBe(true);
    expect(isBlankReply(' ok ')).toBe(false);
  });

  it('list statuses: New Response, New, Open, Pending, Solved, Closed (and In Progress)', () => {
    expect(TICKET_LIST_STATUS_FILTERS).toEqual([
      'New Response',
      'New',
      'Open',
      'In Progress',
      'Pending',
      'Solved',
      'Closed',
    ]);
    expect(TICKETS_EMPTY_TEXT).toBe('No support tickets found matching your criteria.');
  });

  it('detail statuses: Open, In Progress, Pending, Resolved, Closed (Solved shown as Resolved)', () => {
    expect(TICKET_DETAIL_STATUSES.map(ticketDetailStatusLabel)).toEqual([
      'Open',
      'In Progress',
      'Pending',
      'Resolved',
      'Closed',
    ]);
    expect(ticketDetailStatusLabel('New Response')).toBe('New Response');
  });

  it("'New Response' is set when the customer replies; a Closed ticket takes no reply", () => {
    for (const status of ['New', 'Open', 'Pending', 'Solved'] as const) {
      expect(statusAfterCustomerReply(status)).toBe('New Response');
      expect(customerMayReply(status)).toBe(true);
    }
    expect(customerMayReply('Closed')).toBe(false);
  });

  it('a message to the user answers a waiting customer: New and New Response become Open', () => {
    expect(statusAfterStaffReply('New')).toBe('Open');
    expect(statusAfterStaffReply('New Response')).toBe('Open');
    expect(statusAfterStaffReply('Pending')).toBe('Pending');
    expect(statusAfterStaffReply('In Progress')).toBe('In Progress');
  });

  describe('permissions per change of Update Ticket', () => {
    const current = {
      status: 'Open' as const,
      priority: 'Medium' as const,
      category: 'General' as const,
      assigneeId: null,
    };

    it('a status change to Solved or Closed needs close_support_tickets', () => {
      expect(ticketUpdatePermissions(current, { status: 'Solved' })).toEqual([
        'close_support_tickets',
      ]);
      expect(ticketUpdatePermissions(current, { status: 'Closed' })).toEqual([
        'close_support_tickets',
      ]);
    });

    it('an assignee change needs assign_support_tickets', () => {
      expect(ticketUpdatePermissions(current, { assigneeId: 5 })).toEqual([
        'assign_support_tickets',
      ]);
      expect(ticketUpdatePermissions({ ...current, assigneeId: 5 }, { assigneeId: null })).toEqual([
        'assign_support_tickets',
      ]);
    });

    it('other edits need edit_support_tickets; unchanged fields need nothing', () => {
      expect(ticketUpdatePermissions(current, { status: 'Pending' })).toEqual([
        'edit_support_tickets',
      ]);
      expect(ticketUpdatePermissions(current, { priority: 'High', category: 'Billing' })).toEqual([
        'edit_support_tickets',
      ]);
      expect(
        ticketUpdatePermissions(current, { status: 'Open', priority: 'Medium', assigneeId: null }),
      ).toEqual([]);
      expect(
        ticketUpdatePermissions(current, { status: 'Closed', assigneeId: 3, priority: 'Low' }),
      ).toEqual(
        expect.arrayContaining([
          'close_support_tickets',
          'assign_support_tickets',
          'edit_support_tickets',
        ]),
      );
    });
  });

  it('conversation: role filters All, Customer, Staff, Internal, System; Oldest / Newest First', () => {
    const messages = [
      { id: 1, role: 'customer' as const, at: '2026-01-01T10:00:00Z' },
      { id: 2, role: 'support' as const, at: '2026-01-01T11:00:00Z' },
      { id: 3, role: 'internal' as const, at: '2026-01-01T12:00:00Z' },
      { id: 4, role: 'system' as const, at: '2026-01-01T12:00:00Z' },
      { id: 5, role: 'customer' as const, at: '2026-01-02T09:00:00Z' },
    ];
    const ids = (list: Array<{ id: number }>) => list.map((m) => m.id);
    expect(ids(arrangeConversation(messages, 'All', 'Oldest First'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(arrangeConversation(messages, 'All', 'Newest First'))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(arrangeConversation(messages, 'Customer', 'Oldest First'))).toEqual([1, 5]);
    expect(ids(arrangeConversation(messages, 'Staff', 'Oldest First'))).toEqual([2]);
    expect(ids(arrangeConversation(messages, 'Internal', 'Newest First'))).toEqual([3]);
    expect(ids(arrangeConversation(messages, 'System', 'Oldest First'))).toEqual([4]);
    // The input is left as it was.
    expect(ids(messages)).toEqual([1, 2, 3, 4, 5]);
  });

  it('Convert to Project: Installation, Emergency Repair for Critical, else Maintenance', () => {
    expect(projectTypeForTicket('Installation', 'Critical')).toBe('Installation');
    expect(projectTypeForTicket('System Issue', 'Critical')).toBe('Emergency Repair');
    expect(projectTypeForTicket('Maintenance', 'Low')).toBe('Maintenance');
  });

  describe('forms', () => {
    it('New Ticket needs a customer, a subject and a description, naming each', () => {
      const result = newTicketSchema.safeParse({ subject: '  ', description: '' });
      expect(result.success).toBe(false);
      const messages = result.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          'customer_id: Choose the customer',
          'subject: Subject is required',
          'description: Description is required',
        ]),
      );
      const ok = newTicketSchema.parse({ customer_id: 3, subject: ' Pump ', description: 'x' });
      expect(ok).toMatchObject({ subject: 'Pump', priority: 'Medium', category: 'General' });
    });

    it('a customer ticket needs a subject and a description; category defaults to General', () => {
      expect(customerTicketSchema.safeParse({ subject: 'a', description: ' ' }).success).toBe(
        false,
      );
      expect(customerTicketSchema.parse({ subject: 'a', description: 'b' }).category).toBe(
        'General',
      );
    });

    it('a reply is an Internal Message or a Message to User', () => {
      expect(staffReplySchema.safeParse({ content: 'Hi', mode: 'user' }).success).toBe(true);
      expect(staffReplySchema.safeParse({ content: 'Hi', mode: 'public' }).success).toBe(false);
    });

    it('Update Ticket needs at least one change; null assignee is Unassigned', () => {
      expect(ticketUpdateSchema.safeParse({}).success).toBe(false);
      expect(ticketUpdateSchema.parse({ assignee_id: null })).toEqual({ assignee_id: null });
      expect(ticketUpdateSchema.safeParse({ status: 'Resolved' }).success).toBe(false);
    });

    it('Send Email to Customer needs a subject and a message', () => {
      expect(ticketEmailSchema.safeParse({ subject: 'Hi', message: '  ' }).success).toBe(false);
    });
  });
});
