import { PERMISSION_IDS } from '@wildfire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { listItem, page } from '../testing/fixtures';
import { TicketsList } from './tickets-list';

const TIMEOUT = { timeout: 20_000 };
const ALL = [...PERMISSION_IDS];

describe('Support tickets list (spec 2.6)', TIMEOUT, () => {
  it('shows the spec columns, ticket ids like TICK-001 and the truncated description', async () => {
    stubApi({
      'GET /api/admin/support/tickets': {
        body: page([listItem(1, { priority: 'Critical', status: 'New Response' }), listItem(2)]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<TicketsList permissions={ALL} />, '/admin/support');
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Ticket ID',
      'Subject',
      'Customer',
      'Priority',
      'Status',
      'Category',
      'Assignee',
      'Created',
      'Actions',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('TICK-001');
    expect(first).toHaveTextContent(
      'The pump at the Malibu house loses pressure during the weekly...',
    );
    expect(first).toHaveTextContent('Critical');
    expect(first).toHaveTextContent('New Response');

    await user.click(screen.getByRole('link', { name: 'View TICK-001' }));
    expect(router.state.location.pathname).toBe('/admin/support/TICK-001');
  });

  it('status filter buttons, Critical Priority and All ask the server, combined', async () => {
    const api = stubApi({ 'GET /api/admin/support/tickets': { body: page([listItem(1)]) } });
    const user = userEvent.setup();
    renderScreen(<TicketsList permissions={ALL} />, '/admin/support');
    await screen.findByRole('table', { name: 'Support tickets' });
    const filters = screen.getByRole('group', { name: 'Filter tickets' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const last = () => api.sent('GET /api/admin/support/tickets').at(-1)!.url.searchParams;

    await user.click(within(filters).getByRole('button', { name: 'Open' }));
    await waitFor(() => {
      expect(last().get('status')).toBe('Open');
    });
    await user.click(within(filters).getByRole('button', { name: 'Critical Priority' }));
    await waitFor(() => {
      expect(last().get('priority')).toBe('Critical');
    });
    expect(last().get('status')).toBe('Open');
    expect(within(filters).getByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filters).getByRole('button', { name: 'All' }));
    await waitFor(() => {
      expect(last().get('priority')).toBeNull();
    });
    expect(last().get('status')).toBeNull();
  });

  it('searches on the server once typing pauses', async () => {
    const api = stubApi({ 'GET /api/admin/support/tickets': { body: page([listItem(1)]) } });
    const user = userEvent.setup();
    renderScreen(<TicketsList permissions={ALL} />, '/admin/support');
    await screen.findByRole('table', { name: 'Support tickets' });
    await user.click(screen.getByLabelText('Search tickets'));
    await user.paste('tick-001');
    await waitFor(() => {
      expect(
        api.sent('GET /api/admin/support/tickets').at(-1)!.url.searchParams.get('search'),
      ).toBe('tick-001');
    });
  });

  it("the empty state: 'No support tickets found matching your criteria.'", async () => {
    stubApi({ 'GET /api/admin/support/tickets': { body: page([]) } });
    renderScreen(<TicketsList permissions={ALL} />, '/admin/support');
    expect(
      await screen.findByText('No support tickets found matching your criteria.'),
    ).toBeVisible();
  });

  it('a failed load shows the error with Retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/support/tickets': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Something broke.' } } }
          : { body: page([listItem(1)]) },
    });
    const user = userEvent.setup();
    renderScreen(<TicketsList permissions={ALL} />, '/admin/support');
    expect(await screen.findByText('The support tickets could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Support tickets' })).toBeVisible();
  });

  it('+ New Ticket shows only with create_support_tickets', async () => {
    stubApi({ 'GET /api/admin/support/tickets': { body: page([]) } });
    renderScreen(<TicketsList permissions={['view_support_tickets']} />, '/admin/support');
    await screen.findByText('No support tickets found matching your criteria.');
    expect(screen.queryByRole('button', { name: '+ New Ticket' })).not.toBeInTheDocument();
  });

  it('+ New Ticket is a real form: it names missing fields, then creates the ticket', async () => {
    const api = stubApi({
      'GET /api/admin/support/tickets': { body: page([]) },
      'GET /api/admin/support/customers': {
        body: page([
          {
            id: 1,
            name: 'Olivia Rivera',
            email: 'owner@demo.test',
            phone: null,
            ticket_count: 6,
            open_ticket_count: 4,
          },
        ]),
      },
      'GET /api/admin/support/customers/1': {
        body: {
          customer: {
            id: 1,
            name: 'Olivia Rivera',
            email: 'owner@demo.test',
            phone: null,
            ticket_count: 6,
            open_ticket_count: 4,
            customer_since: '2025-01-01T00:00:00.000Z',
          },
          tickets: [],
          properties: [
            {
              id: 7,
              name: 'Malibu Canyon Residence',
              address: 'Malibu',
              role: 'Owner',
              site_id: 'WD-1001',
            },
          ],
        },
      },
      'GET /api/admin/support/staff': { body: { staff: [] } },
      'POST /api/admin/support/tickets': ({ body }) => ({
        status: 201,
        body: {
          id: 12,
          code: 'TICK-012',
          subject: (body as { subject: string }).subject,
          customer: { name: 'Olivia Rivera' },
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<TicketsList permissions={ALL} />, '/admin/support');
    await user.click(await screen.findByRole('button', { name: '+ New Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(within(dialog).getByText('Choose the customer')).toBeVisible();
    expect(within(dialog).getByText('Subject is required')).toBeVisible();
    expect(api.sent('POST /api/admin/support/tickets')).toHaveLength(0);

    await user.click(within(dialog).getByPlaceholderText('Type a name or email'));
    await user.click(
      await screen.findByRole('option', { name: 'Olivia Rivera (owner@demo.test)' }),
    );
    await user.click(within(dialog).getByLabelText(/^Subject/));
    await user.paste('Gate sensor reports open at night');
    await user.click(within(dialog).getByLabelText(/^Description/));
    await user.paste('Between 2 and 4 am.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/support/TICK-012');
    });
    expect(api.sent('POST /api/admin/support/tickets')[0]!.body).toMatchObject({
      customer_id: 1,
      subject: 'Gate sensor reports open at night',
      description: 'Between 2 and 4 am.',
      priority: 'Medium',
      category: 'General',
      property_id: null,
    });
  });
});
