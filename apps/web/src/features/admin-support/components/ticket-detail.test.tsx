import { PERMISSION_IDS, type PermissionId } from '@wildfire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ticketDetail } from '../testing/fixtures';
import { TicketDetail } from './ticket-detail';

const TIMEOUT = { timeout: 30_000 };
const ALL = [...PERMISSION_IDS];
const SUPPORT_ONLY: PermissionId[] = [
  'view_support_tickets',
  'create_support_tickets',
  'edit_support_tickets',
  'assign_support_tickets',
];

const staff = {
  staff: [
    { id: 5, name: 'Sofia Chen', email: 'support@demo.test', can_be_assigned: true },
    { id: 6, name: 'Alex Morgan', email: 'admin@demo.test', can_be_assigned: true },
    { id: 7, name: 'Priya Nair', email: 'pm@demo.test', can_be_assigned: false },
  ],
};

const render = (permissions: readonly PermissionId[] = ALL) =>
  renderScreen(
    <TicketDetail ticketId="TICK-009" permissions={permissions} />,
    '/admin/support/TICK-009',
    '/admin/support/:ticketId',
  );

const messageTexts = () =>
  within(screen.getByRole('list', { name: 'Conversation' }))
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent ?? '');

/** A Mantine select's input by its label (the label also names its option list). */
const selectInput = (container: HTMLElement, label: string) =>
  within(container)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT')!;

describe('Ticket detail (spec 2.7)', TIMEOUT, () => {
  it('the conversation: role filters All, Customer, Staff, Internal, System; Oldest / Newest First', async () => {
    stubApi({
      'GET /api/admin/support/tickets/TICK-009': { body: ticketDetail() },
      'GET /api/admin/support/staff': { body: staff },
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('list', { name: 'Conversation' });
    expect(messageTexts()).toEqual([
      'Ticket opened by Olivia Rivera from the customer portal.',
      'Could you run a structure defense test?',
      'Possibly an intake filter.',
      'Pump #2 was at 38 PSI after five minutes.',
    ]);
    const filters = screen.getByRole('radiogroup', { name: 'Show messages from' });
    await user.click(within(filters).getByRole('radio', { name: 'Internal' }));
    expect(messageTexts()).toEqual(['Possibly an intake filter.']);
    await user.click(within(filters).getByRole('radio', { name: 'Customer' }));
    expect(messageTexts()).toEqual(['Pump #2 was at 38 PSI after five minutes.']);
    await user.click(within(filters).getByRole('radio', { name: 'All' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Order' })).getByRole('radio', {
        name: 'Newest First',
      }),
    );
    expect(messageTexts()[0]).toBe('Pump #2 was at 38 PSI after five minutes.');
  });

  it('the reply box switches between Internal Message and Message to User; blank is ignored', async () => {
    const api = stubApi({
      'GET /api/admin/support/tickets/TICK-009': { body: ticketDetail() },
      'GET /api/admin/support/staff': { body: staff },
      'POST /api/admin/support/tickets/TICK-009/messages': ({ body }) => ({
        status: 201,
        body: {
          message: {
            id: 9,
            author: 'Sofia Chen',
            author_id: 5,
            role: 'support',
            content: 'x',
            at: '2026-01-12T00:00:00Z',
          },
          status: 'Open',
          emailed: (body as { mode: string }).mode === 'user' ? 'logged' : null,
        },
      }),
    });
    const user = userEvent.setup();
    render();
    const reply = await screen.findByRole('form', { name: 'Reply' });
    await user.click(within(reply).getByLabelText('Internal message'));
    await user.paste('   ');
    await user.click(within(reply).getByRole('button', { name: 'Add Internal Message' }));
    expect(api.sent('POST /api/admin/support/tickets/TICK-009/messages')).toHaveLength(0);

    await user.click(within(reply).getByRole('radio', { name: 'Message to User' }));
    expect(
      within(reply).getByText('Emailed to owner@demo.test and shown on their Support page.'),
    ).toBeVisible();
    const box = within(reply).getByLabelText('Message to the customer');
    await user.clear(box);
    await user.click(box);
    await user.paste('Please run the test again.');
    await user.click(within(reply).getByRole('button', { name: 'Send Message to User' }));
    await waitFor(() => {
      expect(api.sent('POST /api/admin/support/tickets/TICK-009/messages')).toHaveLength(1);
    });
    expect(api.sent('POST /api/admin/support/tickets/TICK-009/messages')[0]!.body).toEqual({
      content: 'Please run the test again.',
      mode: 'user',
    });
    expect(await screen.findByText('Message sent to the user')).toBeVisible();
  });

  it('Update Ticket sends only the changes; Resolved needs close_support_tickets', async () => {
    const api = stubApi({
      'GET /api/admin/support/tickets/TICK-009': { body: ticketDetail() },
      'GET /api/admin/support/staff': { body: staff },
      'PATCH /api/admin/support/tickets/TICK-009': ({ body }) => ({
        body: ticketDetail({
          ...(body as object),
          assignee: { id: 6, name: 'Alex Morgan', email: 'admin@demo.test' },
        }),
      }),
    });
    const user = userEvent.setup();
    render(SUPPORT_ONLY);
    const form = await screen.findByRole('form', { name: 'Update ticket' });
    expect(within(form).getByRole('button', { name: 'Update Ticket' })).toBeDisabled();

    await user.click(selectInput(form, 'Status'));
    expect(await screen.findByRole('option', { name: 'Resolved' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    await user.click(selectInput(form, 'Assignee'));
    expect(screen.queryByRole('option', { name: 'Priya Nair' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Alex Morgan' }));
    await user.click(within(form).getByRole('button', { name: 'Update Ticket' }));
    await waitFor(() => {
      expect(api.sent('PATCH /api/admin/support/tickets/TICK-009')).toHaveLength(1);
    });
    expect(api.sent('PATCH /api/admin/support/tickets/TICK-009')[0]!.body).toEqual({
      status: 'Pending',
      assignee_id: 6,
    });
  });

  it('Convert to Project: a ticket without a property cannot be converted and says so', async () => {
    stubApi({
      'GET /api/admin/support/tickets/TICK-009': { body: ticketDetail({ property: null }) },
      'GET /api/admin/support/staff': { body: staff },
    });
    render();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('button', { name: 'Convert to Project' })).toBeDisabled();
    expect(
      within(actions).getByText(
        'This ticket has no property, so it cannot be converted to a project.',
      ),
    ).toBeVisible();
  });

  it('Convert to Project asks first, then links the new project', async () => {
    let converted = false;
    const project = { id: 'PRJ-006', name: 'Pump #2', status: 'Planning' };
    const api = stubApi({
      'GET /api/admin/support/tickets/TICK-009': () => ({
        body: ticketDetail(converted ? { project } : {}),
      }),
      'GET /api/admin/support/staff': { body: staff },
      'POST /api/admin/support/tickets/TICK-009/project': () => {
        converted = true;
        return { status: 201, body: { project_id: 'PRJ-006', ticket: ticketDetail({ project }) } };
      },
    });
    const user = userEvent.setup();
    render();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Convert to Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(actions).findByRole('link', { name: 'PRJ-006: Pump #2' })).toHaveAttribute(
      'href',
      '/admin/projects/PRJ-006',
    );
    expect(api.sent('POST /api/admin/support/tickets/TICK-009/project')).toHaveLength(1);
  });

  it('Send Email to Customer is a form that posts subject and message', async () => {
    const api = stubApi({
      'GET /api/admin/support/tickets/TICK-009': { body: ticketDetail() },
      'GET /api/admin/support/staff': { body: staff },
      'POST /api/admin/support/tickets/TICK-009/email': {
        status: 201,
        body: { outcome: 'logged', message_id: 10 },
      },
    });
    const user = userEvent.setup();
    render();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Send Email to Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Email to Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(within(dialog).getByText('Message is required')).toBeVisible();
    await user.click(within(dialog).getByLabelText(/^Message/));
    await user.paste('The crew comes Tuesday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await waitFor(() => {
      expect(api.sent('POST /api/admin/support/tickets/TICK-009/email')).toHaveLength(1);
    });
    expect(api.sent('POST /api/admin/support/tickets/TICK-009/email')[0]!.body).toEqual({
      subject: '[TICK-009] Pump #2 pressure drops during the weekly test',
      message: 'The crew comes Tuesday.',
    });
  });

  it('an unknown ticket says so', async () => {
    stubApi({
      'GET /api/admin/support/tickets/TICK-009': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Ticket not found.' } },
      },
    });
    render();
    expect(await screen.findByText('Ticket TICK-009 was not found.')).toBeVisible();
  });

  it('a failed load offers Retry', async () => {
    stubApi({
      'GET /api/admin/support/tickets/TICK-009': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke.' } },
      },
    });
    render();
    expect(await screen.findByText('The ticket could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
