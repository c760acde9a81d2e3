import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import type { AccountUsers as AccountUsersData } from '../api/get-account-users';
import { AccountUsers } from './account-users';

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

const assigned = '2025-01-15T09:00:00.000Z';

const data = (overrides: Partial<AccountUsersData> = {}): AccountUsersData => ({
  users: [
    {
      id: 1,
      email: 'owner@demo.test',
      name: 'Olivia Rivera',
      role: 'account_owner',
      role_label: 'Account Owner',
      status: 'Active',
      assigned_date: assigned,
      removable: false,
      property_access: 4,
    },
    {
      id: 5,
      email: 'bill@demo.test',
      name: 'Bill Payer',
      role: 'billing_contact',
      role_label: 'Billing Contact',
      status: 'Pending',
      assigned_date: assigned,
      removable: true,
      property_access: 0,
    },
  ],
  properties: [
    {
      id: 1,
      name: 'Malibu Canyon Residence',
      users: [
        {
          id: 2,
          email: 'guest@demo.test',
          name: 'Gina Guest',
          role: 'guest',
          role_label: 'Guest',
          status: 'Active',
          assigned_date: assigned,
          removable: true,
        },
      ],
    },
    { id: 2, name: 'Topanga Ridge Retreat', users: [] },
  ],
  can_manage_account_users: true,
  can_manage_property_users: true,
  ...overrides,
});

function fakeAccountApi(answer: AccountUsersData) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (method === 'GET' && url.pathname === '/api/accounts/9/users') {
        return Promise.resolve(json(200, answer));
      }
      if (method === 'POST' && url.pathname.endsWith('/users')) {
        return Promise.resolve(
          json(201, { ...answer.users[1], ...(body as object), invitation_email: 'logged' }),
        );
      }
      if (method === 'POST' && url.pathname.endsWith('/resend')) {
        return Promise.resolve(json(200, { invitation_email: 'logged' }));
      }
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  return { calls };
}

const account = { id: 9, name: 'Rivera Family' };
const rowOf = (name: string) => screen.getAllByRole('cell', { name })[0]!.closest('tr')!;

describe('Manage Users (account)', () => {
  it('lists account users with role labels, status and property access', async () => {
    fakeAccountApi(data());
    renderWithProviders(<AccountUsers account={account} />);

    const table = await screen.findByRole('table', { name: 'Account users list' });
    const ownerRow = within(table).getByRole('cell', { name: 'Olivia Rivera' }).closest('tr')!;
    expect(within(ownerRow).getByText('Account Owner')).toBeInTheDocument();
    expect(within(ownerRow).getByText('4 properties')).toBeInTheDocument();
    expect(within(ownerRow).getByText('Active')).toBeInTheDocument();
    const billRow = within(table).getByRole('cell', { name: 'Bill Payer' }).closest('tr')!;
    expect(within(billRow).getByText('Billing Contact')).toBeInTheDocument();
    expect(within(billRow).getByText('0 properties')).toBeInTheDocument();
    expect(within(billRow).getByText('Pending')).toBeInTheDocument();
  });

  it('the Account Owner cannot be removed; Resend only for Pending', async () => {
    fakeAccountApi(data());
    renderWithProviders(<AccountUsers account={account} />);

    await screen.findByRole('table', { name: 'Account users list' });
    expect(within(rowOf('Olivia Rivera')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rowOf('Olivia Rivera')).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(rowOf('Bill Payer')).getByRole('button', { name: /Resend/ })).toBeVisible();
    expect(within(rowOf('Bill Payer')).getByRole('button', { name: /Remove/ })).toBeVisible();
  });

  it("asks 'Remove {name} from this account?' before removing an account user", async () => {
    const user = userEvent.setup();
    const api = fakeAccountApi(data());
    renderWithProviders(<AccountUsers account={account} />);

    await user.click(await screen.findByRole('button', { name: 'Remove Bill Payer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Bill Payer from this account?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => {
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/accounts/9/users/5' }),
      );
    });
  });

  it("asks 'Remove {name} from {property}?' for a property user", async () => {
    const user = userEvent.setup();
    const api = fakeAccountApi(data());
    renderWithProviders(<AccountUsers account={account} />);

    await user.click(await screen.findByRole('button', { name: 'Remove Gina Guest' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Remove Gina Guest from Malibu Canyon Residence?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => {
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/properties/1/users/2' }),
      );
    });
  });

  it('invites to the account with Property Manager by default, Billing Contact on request', async () => {
    const user = userEvent.setup();
    const api = fakeAccountApi(data());
    renderWithProviders(<AccountUsers account={account} />);

    await user.click(await screen.findByRole('button', { name: 'Invite User to this account' }));
    const form = screen.getByRole('form', { name: 'Invite a user to this account' });
    const role = within(form).getByLabelText('Role');
    expect(role).toHaveValue('property_manager');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Property Manager', 'Billing Contact']);
    const send = within(form).getByRole('button', { name: 'Send Invitation' });
    expect(send).toBeDisabled();

    await fill(user, within(form).getByLabelText('Email'), 'pm@demo.test');
    await fill(user, within(form).getByLabelText('Full Name'), 'Paula Manager');
    await user.selectOptions(role, 'billing_contact');
    await user.click(send);

    await waitFor(() => {
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/accounts/9/users',
        body: { email: 'pm@demo.test', name: 'Paula Manager', role: 'billing_contact' },
      });
    });
  });

  it('invites to one property of the account from its own section', async () => {
    const user = userEvent.setup();
    const api = fakeAccountApi(data());
    renderWithProviders(<AccountUsers account={account} />);

    await user.click(
      await screen.findByRole('button', { name: 'Invite User to Topanga Ridge Retreat' }),
    );
    const form = screen.getByRole('form', { name: 'Invite a user to Topanga Ridge Retreat' });
    expect(within(form).getByLabelText('Access Level')).toHaveValue('guest');
    await fill(user, within(form).getByLabelText('Email'), 'g2@demo.test');
    await fill(user, within(form).getByLabelText('Full Name'), 'Greg Guest');
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() => {
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/properties/2/users',
        body: { email: 'g2@demo.test', name: 'Greg Guest', role: 'guest' },
      });
    });
    expect(screen.getByRole('region', { name: 'Topanga Ridge Retreat' })).toHaveTextContent(
      'No users yet.',
    );
  });

  it('a Property Manager manages property users but not account users', async () => {
    fakeAccountApi(data({ can_manage_account_users: false }));
    renderWithProviders(<AccountUsers account={account} />);

    await screen.findByRole('table', { name: 'Account users list' });
    expect(screen.queryByRole('button', { name: 'Invite User to this account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Bill Payer' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Invite User to Malibu Canyon Residence' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Gina Guest' })).toBeInTheDocument();
  });

  it('explains the account roles', async () => {
    fakeAccountApi(data());
    renderWithProviders(<AccountUsers account={account} />);

    const roles = await screen.findByRole('region', { name: 'Account roles' });
    expect(
      within(roles).getByText(
        'All properties and systems; invites and removes property users but not account users.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error with Retry when the account users cannot be loaded', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(500, { error: { code: 'internal', message: 'Server trouble' } })),
    );
    renderWithProviders(<AccountUsers account={account} />);

    expect(await screen.findByText('Account users could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Server trouble')).toBeInTheDocument();
  });
});
