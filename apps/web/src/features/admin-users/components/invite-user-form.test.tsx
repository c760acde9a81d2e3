import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { fill } from '../testing/fill';
import { InviteUserForm } from './invite-user-form';

const setup = (
  reply: { status?: number; body?: unknown } = { status: 201 },
  emailed: 'logged' | 'sent' | 'failed' | null = 'sent',
) => {
  const api = stubApi({
    'POST /api/admin/invitations': (request) =>
      reply.status === 201
        ? {
            status: 201,
            body: {
              user_id: 42,
              email: (request.body as { email: string }).email,
              invitation_email: emailed,
            },
          }
        : reply,
  });
  const user = userEvent.setup();
  const view = renderScreen(<InviteUserForm />, '/admin/users/invite');
  return { api, user, ...view };
};

const send = () => screen.getByRole('button', { name: 'Send Invitation' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Email/), 'new.person@demo.test');
  await fill(user, screen.getByLabelText(/^First Name/), 'New');
  await fill(user, screen.getByLabelText(/^Last Name/), 'Person');
  await user.selectOptions(screen.getByLabelText(/^User Type/), 'staff_operations');
}

describe('Invite User validation (spec 5)', () => {
  it('shows every required-field text on submit and sends nothing', async () => {
    const { api, user } = setup();

    await user.click(send());

    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Please select a user type')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Invalid email format' for an address without the simple pattern", async () => {
    const { user } = setup();
    await fill(user, screen.getByLabelText(/^Email/), 'not-an-address');

    await user.click(send());

    expect(await screen.findByText('Invalid email format')).toBeVisible();
  });

  it('clears a field’s message when the field is edited', async () => {
    const { user } = setup();
    await user.click(send());
    await screen.findByText('Email is required');

    await fill(user, screen.getByLabelText(/^Email/), 'a');

    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeVisible();
  });
});

describe('Invite User (spec 2.11, 6.1, 8)', () => {
  it('offers every user type but Superadmin, grouped Staff / Customer / Partner', () => {
    setup();
    const select = screen.getByLabelText(/^User Type/);
    const groups = [...select.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(['Staff', 'Customer', 'Partner']);
    const labels = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(labels).toContain('Customer Service');
    expect(labels).toContain('Partner Support');
    expect(labels).toContain('End User (Home Owner)');
    expect(labels).not.toContain('Superadmin');
  });

  it("sends the invitation, says 'Invitation sent to {email}' and goes to /admin/users", async () => {
    const { api, user, router } = setup();
    await fillValid(user);
    await fill(user, screen.getByLabelText(/^Custom Message/), 'Welcome aboard');

    await user.click(send());

    expect(await screen.findByText('Invitation sent to new.person@demo.test')).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/users');
    });
    expect(api.sent('POST /api/admin/invitations')[0]?.body).toEqual({
      email: 'new.person@demo.test',
      first_name: 'New',
      last_name: 'Person',
      user_type: 'staff_operations',
      send_invite: true,
      custom_message: 'Welcome aboard',
    });
  });

  it('says so when the invitation email could not be delivered, instead of that it was sent', async () => {
    const { user, router } = setup({ status: 201 }, 'failed');
    await fillValid(user);

    await user.click(send());

    expect(
      await screen.findByText(
        'new.person@demo.test was added, but the invitation email could not be delivered',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Invitation sent to new.person@demo.test')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/users');
    });
  });

  it('says that no invitation was sent when the server sent none', async () => {
    const { user } = setup({ status: 201 }, null);
    await fillValid(user);

    await user.click(send());

    expect(
      await screen.findByText('new.person@demo.test was added; no invitation was sent'),
    ).toBeVisible();
  });

  it("shows 'Failed to send invitation. Please try again.' when the server fails", async () => {
    const { user, router } = setup({
      status: 500,
      body: { error: { code: 'internal', message: 'boom' } },
    });
    await fillValid(user);

    await user.click(send());

    expect(await screen.findByText('Failed to send invitation. Please try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/users/invite');
  });

  it('shows the server’s reason for a 409 (the email already has an account)', async () => {
    const { user } = setup({
      status: 409,
      body: { error: { code: 'conflict', message: 'A user with that email already exists.' } },
    });
    await fillValid(user);

    await user.click(send());

    expect(await screen.findByText('A user with that email already exists.')).toBeVisible();
  });
});
