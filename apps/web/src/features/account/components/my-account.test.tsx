import type { CurrentUser, PendingEmailChange } from '@wildfire/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { useAuth, useCurrentUser } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { startSessionCheck } from '@/lib/auth/session-check';
import { storeAccessToken } from '@/lib/auth/token-storage';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { AccountLayout } from './account-layout';
import { MyAccount } from './my-account';

/** Types a value in one go: typing it key by key is slow with Mantine inputs in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const olivia: CurrentUser = {
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

/**
 * The profile endpoints: GET answers the stored profile, PATCH saves it unless `patch` objects. A
 * new email waits for confirmation as the server's does: the profile keeps the old one, and
 * `GET /api/auth/email-change` answers the pending one until it is withdrawn (DELETE).
 */
function fakeProfileApi(
  patch?: (body: Record<string, unknown>) => Response | undefined,
  { pending: initiallyPending = null as PendingEmailChange | null } = {},
) {
  let profile = { ...olivia };
  let pending = initiallyPending;
  const patches: unknown[] = [];
  const withdrawals: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/email-change') {
        if (init?.method === 'DELETE') {
          withdrawals.push(path);
          pending = null;
          return Promise.resolve(new Response(null, { status: 204 }));
        }
        return Promise.resolve(json(200, { pending }));
      }
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        const refused = patch?.(body);
        if (refused) return Promise.resolve(refused);
        const { email, current_password: _password, ...rest } = body;
        if (email !== profile.email) {
          pending = {
            new_email: String(email),
            requested_at: '2026-11-27T10:00:00.000Z',
            expires_at: '2026-11-28T10:00:00.000Z',
          };
        }
        profile = { ...profile, ...rest } as CurrentUser;
        return Promise.resolve(
          json(200, { ...profile, pending_email: pending?.new_email ?? null }),
        );
      }
      return Promise.resolve(json(200, profile));
    }),
  );
  return { patches, withdrawals };
}

/** Stands in for the header: it shows the signed-in name from the auth context. */
function HeaderName() {
  return <p data-testid="header-name">{useCurrentUser().name}</p>;
}

async function renderMyAccount() {
  storeAccessToken('token', Date.now());
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/account']}>
        <AuthProvider sessionCheck={startSessionCheck()}>
          <Gate />
        </AuthProvider>
      </MemoryRouter>
    </TestProviders>,
  );
  await screen.findByRole('button', { name: 'Edit Profile' });
}

function Gate() {
  return (
    <SignedIn>
      <HeaderName />
      <AccountLayout title="My Account">
        <MyAccount />
      </AccountLayout>
    </SignedIn>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  return state.status === 'signed-in' ? children : <p>Checking</p>;
}

describe('My Account', () => {
  it('shows the profile in view mode with Edit Profile, beside the account links', async () => {
    fakeProfileApi();
    await renderMyAccount();

    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('America/Los_Angeles')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav).toHaveTextContent('Olivia Rivera');
    expect(nav).toHaveTextContent('owner@demo.test');
    for (const [name, href] of [
      ['My Account', '/account'],
      ['Subscription', '/subscription'],
      ['Payment History', '/payment-history'],
      ['Manage Users', '/account/manage-users'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('edit mode has the fields, the phone placeholder and the timezones', async () => {
    const user = userEvent.setup();
    fakeProfileApi();
    await renderMyAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByLabelText(/^Name/)).toHaveValue('Olivia Rivera');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@demo.test');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '(555) 123-4567');
    // Says what the number is used for, read with the field.
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      "Where urgent alerts are texted when you are a property's Emergency Contact.",
    );
    const timezone = screen.getByLabelText('Timezone');
    expect(timezone).toHaveValue('America/Los_Angeles');
    expect(Array.from(timezone.querySelectorAll('option')).map((o) => o.value)).toEqual([
      'America/Los_Angeles',
      'America/Denver',
      'America/Chicago',
      'America/New_York',
    ]);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('Cancel leaves edit mode without saving', async () => {
    const user = userEvent.setup();
    const api = fakeProfileApi();
    await renderMyAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Name/));
    await fill(user, screen.getByLabelText(/^Name/), 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('header-name')).toHaveTextContent('Olivia Rivera');
    expect(api.patches).toEqual([]);
  });

  it('validates on the client before sending', async () => {
    const user = userEvent.setup();
    const api = fakeProfileApi();
    await renderMyAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await fill(user, screen.getByLabelText(/^Email/), 'not-an-email');
    await fill(user, screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('email must be a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('phone must be a valid phone number, e.g. (555) 123-4567'),
    ).toBeInTheDocument();
    expect(api.patches).toEqual([]);
  });

  it('saves on the server, returns to view mode and the header shows the new name', async () => {
    const user = userEvent.setup();
    const api = fakeProfileApi();
    await renderMyAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Name/));
    await fill(user, screen.getByLabelText(/^Name/), 'Olivia R. Rivera');
    await fill(user, screen.getByLabelText('Phone'), '(555) 123-4567');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'America/Denver');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(api.patches).toEqual([
      {
        name: 'Olivia R. Rivera',
        email: 'owner@demo.test',
        phone: '(555) 123-4567',
        timezone: 'America/Denver',
      },
    ]);
    await waitFor(() => {
      expect(screen.getByTestId('header-name')).toHaveTextContent('Olivia R. Rivera');
    });
    expect(screen.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(screen.getByText('America/Denver')).toBeInTheDocument();
  });

  it("shows the server's 409 on the email field", async () => {
    const user = userEvent.setup();
    fakeProfileApi(() =>
      json(409, { error: { code: 'conflict', message: 'That email belongs to another account.' } }),
    );
    await renderMyAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Email/));
    await fill(user, screen.getByLabelText(/^Email/), 'single@demo.test');
    await fill(user, screen.getByLabelText(/^Current password/), 'wildfire-demo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('That email belongs to another account.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("shows the server's 400 on the field it names", async () => {
    const user = userEvent.setup();
    fakeProfileApi(() =>
      json(400, {
        error: {
          code: 'bad_request',
          message: 'Phone is not reachable',
          fields: { phone: 'Phone is not reachable' },
        },
      }),
    );
    await renderMyAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await fill(user, screen.getByLabelText('Phone'), '(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Phone is not reachable')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other failure above the form', async () => {
    const user = userEvent.setup();
    fakeProfileApi(() =>
      json(503, { error: { code: 'unavailable', message: 'The database is unavailable.' } }),
    );
    await renderMyAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    expect(screen.getByText('The profile was not saved')).toBeInTheDocument();
  });

  describe('changing the email (decision 054)', () => {
    it('asks for the current password, sends the change and says where the link went', async () => {
      const user = userEvent.setup();
      const api = fakeProfileApi();
      await renderMyAccount();

      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      expect(screen.queryByLabelText(/^Current password/)).toBeNull();
      await user.clear(screen.getByLabelText(/^Email/));
      await fill(user, screen.getByLabelText(/^Email/), 'olivia.new@example.com');
      const password = screen.getByLabelText(/^Current password/);
      expect(password).toHaveAccessibleDescription(
        'Needed to change your email. We send a link to the new address, and your email changes once you open it.',
      );

      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(
        screen.getByText('enter your current password to change your email'),
      ).toBeInTheDocument();
      expect(api.patches).toEqual([]);

      await fill(user, password, 'wildfire-demo');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(
        await screen.findByText(
          'We sent a link to olivia.new@example.com. Your email changes once you open it; until then, sign in with owner@demo.test.',
        ),
      ).toBeInTheDocument();
      expect(api.patches).toEqual([
        {
          name: 'Olivia Rivera',
          email: 'olivia.new@example.com',
          phone: null,
          timezone: 'America/Los_Angeles',
          current_password: 'wildfire-demo',
        },
      ]);
      // The profile keeps the old email until the link is opened; the change waits beside it.
      const pending = await screen.findByRole('alert', {
        name: 'Email change waiting for confirmation',
      });
      expect(pending).toHaveTextContent('We sent a link to olivia.new@example.com.');
      expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent(
        'owner@demo.test',
      );
    });

    it('shows a wrong current password on its field', async () => {
      const user = userEvent.setup();
      fakeProfileApi(() =>
        json(400, {
          error: {
            code: 'invalid_credentials',
            message: 'That password is not right',
            fields: { current_password: 'That password is not right' },
          },
        }),
      );
      await renderMyAccount();

      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      await user.clear(screen.getByLabelText(/^Email/));
      await fill(user, screen.getByLabelText(/^Email/), 'olivia.new@example.com');
      await fill(user, screen.getByLabelText(/^Current password/), 'not my password');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('That password is not right')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    });

    it('a change waiting for confirmation can be withdrawn', async () => {
      const user = userEvent.setup();
      const api = fakeProfileApi(undefined, {
        pending: {
          new_email: 'olivia.new@example.com',
          requested_at: '2026-11-27T10:00:00.000Z',
          expires_at: '2026-11-28T10:00:00.000Z',
        },
      });
      await renderMyAccount();

      const pending = await screen.findByRole('alert', {
        name: 'Email change waiting for confirmation',
      });
      expect(pending).toHaveTextContent(
        'Open it within 24 hours to sign in with that address; until then, sign in with owner@demo.test.',
      );
      await user.click(screen.getByRole('button', { name: 'Withdraw Change' }));

      await waitFor(() => {
        expect(
          screen.queryByRole('alert', { name: 'Email change waiting for confirmation' }),
        ).toBeNull();
      });
      expect(api.withdrawals).toHaveLength(1);
    });
  });
});
