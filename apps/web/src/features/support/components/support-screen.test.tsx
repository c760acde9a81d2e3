import type { CurrentUser, MyTicket, MyTicketDetail } from '@wildfire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AuthContext } from '@/lib/auth/auth-context';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { SupportScreen } from './support-screen';

const TIMEOUT = { timeout: 30_000 };

const customer: CurrentUser = {
  id: 1,
  name: 'Olivia Rivera',
  email: 'owner@demo.test',
  phone: null,
  timezone: 'America/Los_Angeles',
  kind: 'customer',
  user_type: 'customer_homeowner',
  is_staff: false,
  permissions: [],
};

const mine = (id: number, overrides: Partial<MyTicket> = {}): MyTicket => ({
  id,
  code: `TICK-${String(id).padStart(3, '0')}`,
  subject: `My question ${String(id)}`,
  status: 'Open',
  category: 'General',
  property: null,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-11T10:00:00.000Z',
  ...overrides,
});

const detail: MyTicketDetail = {
  ...mine(9, { subject: 'Pump #2 pressure drops', status: 'Solved' }),
  description: 'Pump #2 fell to 40 PSI.',
  can_reply: true,
  messages: [
    {
      id: 2,
      author: 'Sofia Chen',
      author_id: 5,
      role: 'support',
      content: 'Could you run a structure defense test?',
      at: '2026-01-10T11:00:00.000Z',
    },
  ],
};

function render(url = '/support', user: CurrentUser = customer) {
  const router = createMemoryRouter([{ path: '/support', element: <SupportScreen /> }], {
    initialEntries: [url],
  });
  const auth = {
    state: { status: 'signed-in' as const, user },
    login: () => Promise.resolve({ kind: 'signed-in' as const }),
    loadProfile: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  return {
    router,
    ...renderWithProviders(
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>,
    ),
  };
}

describe("Support (the customer's tickets)", TIMEOUT, () => {
  it('lists my tickets and opens one with its public conversation', async () => {
    stubApi({
      'GET /api/support/tickets': {
        body: {
          items: [mine(9, { subject: 'Pump #2 pressure drops' })],
          total: 1,
          page: 1,
          page_size: 20,
        },
      },
      'GET /api/support/tickets/TICK-009': { body: detail },
    });
    const user = userEvent.setup();
    const { router } = render();
    const table = await screen.findByRole('table', { name: 'My support tickets' });
    await user.click(within(table).getByRole('button', { name: 'Pump #2 pressure drops' }));
    expect(router.state.location.search).toBe('?ticket=TICK-009');
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('Could you run a structure defense test?');
    expect(conversation).toHaveTextContent('Sofia Chen, Wildfire Defense Support');
    // Solved is called Resolved on a ticket's page.
    expect(screen.getByText('Resolved')).toBeVisible();
  });

  it('a reply is sent; a blank one is ignored', async () => {
    const api = stubApi({
      'GET /api/support/tickets/TICK-009': { body: detail },
      'POST /api/support/tickets/TICK-009/messages': {
        status: 201,
        body: { message: detail.messages[0], status: 'New Response' },
      },
    });
    const user = userEvent.setup();
    render('/support?ticket=TICK-009');
    const box = await screen.findByLabelText('Your reply');
    await user.click(box);
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(api.sent('POST /api/support/tickets/TICK-009/messages')).toHaveLength(0);
    await user.clear(box);
    await user.paste('Pump #2 read 38 PSI.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => {
      expect(api.sent('POST /api/support/tickets/TICK-009/messages')).toHaveLength(1);
    });
    expect(api.sent('POST /api/support/tickets/TICK-009/messages')[0]!.body).toEqual({
      content: 'Pump #2 read 38 PSI.',
    });
  });

  it('a closed ticket takes no reply', async () => {
    stubApi({
      'GET /api/support/tickets/TICK-009': {
        body: { ...detail, status: 'Closed', can_reply: false },
      },
    });
    render('/support?ticket=TICK-009');
    expect(
      await screen.findByText(
        'This ticket is closed. Please open a new ticket if you need more help.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it('opens a new ticket: missing fields are named, then it is created and opened', async () => {
    let created = false;
    const api = stubApi({
      'GET /api/support/tickets': () => ({
        body: { items: created ? [mine(12)] : [], total: created ? 1 : 0, page: 1, page_size: 20 },
      }),
      'GET /api/properties': { body: { properties: [] } },
      'POST /api/support/tickets': () => {
        created = true;
        return { status: 201, body: { ...detail, ...mine(12), messages: [] } };
      },
      'GET /api/support/tickets/TICK-012': { body: { ...detail, ...mine(12), messages: [] } },
    });
    const user = userEvent.setup();
    const { router } = render();
    expect(await screen.findByText('You have no support tickets yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open a New Ticket' }));
    const form = screen.getByRole('region', { name: 'New ticket' });
    await user.click(within(form).getByRole('button', { name: 'Submit Ticket' }));
    expect(within(form).getByText('Subject is required')).toBeVisible();
    expect(within(form).getByText('Description is required')).toBeVisible();
    await user.click(within(form).getByLabelText(/^Subject/));
    await user.paste('Tank reads 0%');
    await user.click(within(form).getByLabelText(/^How can we help/));
    await user.paste('We refilled it yesterday.');
    await user.click(within(form).getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?ticket=TICK-012');
    });
    expect(api.sent('POST /api/support/tickets')[0]!.body).toEqual({
      subject: 'Tank reads 0%',
      description: 'We refilled it yesterday.',
      category: 'General',
      property_id: null,
    });
  });

  it('a failed load shows the error with Retry', async () => {
    stubApi({
      'GET /api/support/tickets': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke.' } },
      },
    });
    render();
    expect(await screen.findByText('Your tickets could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('staff are pointed to the back-office', async () => {
    stubApi({});
    render('/support', {
      ...customer,
      kind: 'staff',
      is_staff: true,
      permissions: ['view_support_tickets'],
    });
    expect(
      await screen.findByRole('link', { name: 'Open Support Tickets in the back-office' }),
    ).toHaveAttribute('href', '/admin/support');
  });
});
