import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { pageLoads, takeSignInMessages } from '@/lib/auth/sign-in-page';
import { renderWithProviders } from '@/testing/render';
import type { InvitationDetails } from '../api/get-invitation';
import {
  AcceptInvitationScreen,
  MISSING_TOKEN_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
} from './accept-invitation-screen';

/** Types a value in one go: typing it key by key is slow with Mantine inputs in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const TOKEN = 'a'.repeat(43);
const INVALID = 'This invitation link is invalid or has expired. Ask for a new invitation.';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const session = {
  access_token: 'new-session-token',
  token_type: 'Bearer',
  expires_in: 3600,
  expires_at: '2030-01-01T00:00:00.000Z',
};

const newPerson: InvitationDetails = {
  email: 'nora@example.com',
  name: 'Nora New',
  invited_to: 'Malibu Canyon Residence',
  role_label: 'Guest',
  needs_password: true,
};

function fakeInvitationApi(
  details: InvitationDetails | Response,
  accept: (body: { name?: string; password: string }) => Response = () => json(200, session),
) {
  const accepted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === `/api/invitations/${TOKEN}` && (init?.method ?? 'GET') === 'GET') {
        return Promise.resolve(details instanceof Response ? details : json(200, details));
      }
      if (path === `/api/invitations/${TOKEN}/accept` && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name?: string; password: string };
        accepted.push(body);
        return Promise.resolve(accept(body));
      }
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
    }),
  );
  return { accepted };
}

function renderScreen({
  token = TOKEN as string | null,
  signedInAs = null as string | null,
  onAccepted = vi.fn(() => Promise.resolve()),
} = {}) {
  renderWithProviders(
    <MemoryRouter>
      <AcceptInvitationScreen token={token} signedInAs={signedInAs} onAccepted={onAccepted} />
    </MemoryRouter>,
  );
  return { onAccepted };
}

// Three submits of typed passwords each: slow with Mantine inputs in jsdom on a busy machine.
describe('accepting an invitation', { timeout: 20_000 }, () => {
  it('says what the invitation is for and with which role', async () => {
    fakeInvitationApi({ ...newPerson, invited_by: 'Olivia Rivera' });
    renderScreen();

    expect(await screen.findByText(/Olivia Rivera invited you to/)).toHaveTextContent(
      'Olivia Rivera invited you to Malibu Canyon Residence as Guest.',
    );
    expect(screen.getByText('Invitation for nora@example.com')).toBeInTheDocument();
  });

  it('a new person sets a password of at least 12 characters, confirmed, and an optional name', async () => {
    const user = userEvent.setup();
    const api = fakeInvitationApi(newPerson);
    const { onAccepted } = renderScreen();

    expect(await screen.findByLabelText('Your name')).toHaveValue('Nora New');
    await fill(user, screen.getByLabelText(/^Choose a password/), 'too-short');
    await fill(user, screen.getByLabelText(/^Confirm the password/), 'too-short');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    // Each check under its own field, both at once.
    expect(screen.getByLabelText(/^Choose a password/)).toHaveAccessibleDescription(
      expect.stringContaining('password must be at least 12 characters'),
    );
    expect(screen.getByLabelText(/^Confirm the password/)).not.toHaveAttribute('aria-invalid');
    expect(api.accepted).toEqual([]);

    await user.clear(screen.getByLabelText(/^Choose a password/));
    await fill(user, screen.getByLabelText(/^Choose a password/), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(screen.getByLabelText(/^Confirm the password/)).toHaveAccessibleDescription(
      PASSWORDS_DIFFER_MESSAGE,
    );
    expect(screen.getByLabelText(/^Choose a password/)).not.toHaveAttribute('aria-invalid');
    expect(api.accepted).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm the password/));
    await fill(user, screen.getByLabelText(/^Confirm the password/), 'long-enough-password');
    await user.clear(screen.getByLabelText('Your name'));
    await fill(user, screen.getByLabelText('Your name'), 'Nora N.');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    await waitFor(() => {
      expect(onAccepted).toHaveBeenCalledWith('new-session-token');
    });
    expect(api.accepted).toEqual([{ password: 'long-enough-password', name: 'Nora N.' }]);
  });

  it('leaves the name out when it is cleared', async () => {
    const user = userEvent.setup();
    const api = fakeInvitationApi(newPerson);
    renderScreen();

    await user.clear(await screen.findByLabelText('Your name'));
    await fill(user, screen.getByLabelText(/^Choose a password/), 'long-enough-password');
    await fill(user, screen.getByLabelText(/^Confirm the password/), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    await waitFor(() => {
      expect(api.accepted).toEqual([{ password: 'long-enough-password' }]);
    });
  });

  it('someone with an account enters their current password', async () => {
    const user = userEvent.setup();
    const api = fakeInvitationApi({ ...newPerson, needs_password: false }, () =>
      json(401, {
        error: {
          code: 'invalid_credentials',
          message: 'That password does not match your account.',
        },
      }),
    );
    const { onAccepted } = renderScreen();

    expect(
      await screen.findByText(/Enter your current password to accept the invitation/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Choose a password/)).toBeNull();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await fill(user, screen.getByLabelText(/^Current password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    await waitFor(() => {
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'That password does not match your account.',
      );
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.accepted).toEqual([{ password: 'wrong-password' }]);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('an account with two-factor sign-in is sent to sign in, with the server’s message', async () => {
    const user = userEvent.setup();
    const message =
      'Invitation accepted. Your account uses two-factor sign-in: sign in to continue.';
    fakeInvitationApi({ ...newPerson, needs_password: false }, () =>
      json(200, { sign_in_required: true, message }),
    );
    const replace = vi.spyOn(pageLoads, 'replace').mockImplementation(() => undefined);
    const { onAccepted } = renderScreen();

    await fill(user, await screen.findByLabelText(/^Current password/), 'wildfire-demo');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    await waitFor(() => {
      expect(replace).toHaveBeenCalledWith('/login');
    });
    expect(takeSignInMessages()).toEqual({ notice: null, success: message });
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("shows the server's message for an invalid or expired link", async () => {
    fakeInvitationApi(json(404, { error: { code: 'not_found', message: INVALID } }));
    renderScreen();

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('explains a link without its token', () => {
    renderScreen({ token: null });

    expect(screen.getByText(MISSING_TOKEN_MESSAGE)).toBeInTheDocument();
  });

  it('warns someone signed in as another person', async () => {
    fakeInvitationApi(newPerson);
    renderScreen({ signedInAs: 'owner@demo.test' });

    expect(
      await screen.findByText(
        'You are signed in as owner@demo.test. Accepting signs you in as nora@example.com instead.',
      ),
    ).toBeInTheDocument();
  });

  it('reads Accepting... while busy', async () => {
    const user = userEvent.setup();
    fakeInvitationApi(newPerson);
    renderScreen({ onAccepted: vi.fn(() => new Promise<void>(() => {})) });

    await fill(user, await screen.findByLabelText(/^Choose a password/), 'long-enough-password');
    await fill(user, screen.getByLabelText(/^Confirm the password/), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByRole('button', { name: 'Accepting...' })).toBeDisabled();
  });
});
