import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MemoryRouter } from 'react-router';

import { renderWithProviders } from '@/testing/render';
import type { Member } from '../api/get-property-users';
import { ManagePropertyUsers } from './manage-property-users';
import { liveConnection } from '@/testing/stub-api';

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

const malibu = {
  id: 1,
  name: 'Malibu Canyon Residence',
  address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
  location: null,
  site_id: 'WD-1001',
  role: 'owner',
  status: 'Online',
  connection: liveConnection(),
  problems: [],
  system_status: 'STANDBY',
  service_provider: null,
};

const member = (overrides: Partial<Member> & Pick<Member, 'id' | 'name'>): Member => ({
  email: `${overrides.name.split(' ')[0]!.toLowerCase()}@demo.test`,
  role: 'guest',
  role_label: 'Guest',
  status: 'Active',
  assigned_date: '2025-03-04T12:00:00.000Z',
  removable: true,
  ...overrides,
});

const owner = member({
  id: 1,
  name: 'Olivia Rivera',
  role: 'owner',
  role_label: 'Owner',
  removable: false,
});
const guest = member({ id: 2, name: 'Gina Guest' });
const pending = member({ id: 3, name: 'Pat Pending', status: 'Pending' });

/** A fake server for one property's users. */
function fakeMembersApi({
  users = [owner, guest, pending],
  canManage = true,
  invite,
  emailed = 'logged',
}: {
  users?: Member[];
  canManage?: boolean;
  invite?: (body: { email: string; name: string; role: string }) => Response;
  /** What became of each invitation email (the server says so in its answer). */
  emailed?: 'logged' | 'sent' | 'failed';
} = {}) {
  const list = [...users];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/properties') {
        return Promise.resolve(json(200, { properties: [malibu] }));
      }
      if (url.pathname === '/api/properties/1/users' && method === 'GET') {
        return Promise.resolve(json(200, { users: list, can_manage: canManage }));
      }
      if (url.pathname === '/api/properties/1/users' && method === 'POST') {
        const request = body as { email: string; name: string; role: string };
        const answer = invite?.(request);
        if (answer) return Promise.resolve(answer);
        const created = member({
          id: 10 + list.length,
          name: request.name,
          email: request.email,
          role: request.role,
          role_label: 'Guest',
          status: 'Pending',
        });
        list.push(created);
        return Promise.resolve(json(201, { ...created, invitation_email: emailed }));
      }
      const one = /^\/api\/properties\/1\/users\/(\d+)(\/resend)?$/.exec(url.pathname);
      if (one && method === 'POST')
        return Promise.resolve(json(200, { invitation_email: emailed }));
      if (one && method === 'DELETE') {
        list.splice(
          list.findIndex((m) => m.id === Number(one[1])),
          1,
        );
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
    }),
  );
  return { calls };
}

const selectMalibu = () => {
  sessionStorage.setItem('selected_site_id', 'WD-1001');
};

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

afterEach(() => {
  sessionStorage.clear();
});

describe('Manage Users (property)', () => {
  it('asks for a property when none is selected', async () => {
    fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    expect(
      await screen.findByText('Please select a property first to manage its users'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it("lists the property's users with email, user type, assigned date and status", async () => {
    selectMalibu();
    fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await screen.findByRole('cell', { name: 'Olivia Rivera' });
    const ownerRow = rowOf('Olivia Rivera');
    expect(within(ownerRow).getByText('olivia@demo.test')).toBeInTheDocument();
    expect(within(ownerRow).getByText('Owner')).toBeInTheDocument();
    expect(within(ownerRow).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(within(ownerRow).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Pat Pending')).getByText('Pending')).toBeInTheDocument();
  });

  it('offers Resend only for Pending users, and no Remove for the Owner', async () => {
    selectMalibu();
    fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await screen.findByRole('cell', { name: 'Olivia Rivera' });
    expect(within(rowOf('Pat Pending')).getByRole('button', { name: /Resend/ })).toBeVisible();
    expect(within(rowOf('Gina Guest')).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(rowOf('Olivia Rivera')).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(rowOf('Olivia Rivera')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rowOf('Gina Guest')).getByRole('button', { name: /Remove/ })).toBeVisible();
  });

  it('Resend sends the invitation again', async () => {
    const user = userEvent.setup();
    selectMalibu();
    const api = fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await user.click(
      await screen.findByRole('button', { name: 'Resend invitation to Pat Pending' }),
    );

    expect(await screen.findByText('Invitation sent again to pat@demo.test.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/properties/1/users/3/resend' }),
    );
  });

  it('says when the invitation email could not be delivered, on invite and on Resend', async () => {
    const user = userEvent.setup();
    selectMalibu();
    fakeMembersApi({ emailed: 'failed' });
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await user.click(await screen.findByRole('button', { name: /^Invite User/ }));
    await fill(user, screen.getByLabelText('Email'), 'far@demo.test');
    await fill(user, screen.getByLabelText('Full Name'), 'Farah Away');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText(
        'far@demo.test is invited, but the invitation email could not be delivered. Try Resend later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invitation sent to far@demo.test.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resend invitation to Pat Pending' }));
    expect(
      await screen.findByText(
        'The invitation email to pat@demo.test could not be delivered. Try Resend again later.',
      ),
    ).toBeInTheDocument();
  });

  it("Remove asks 'Remove {name} from this property?' and removes only after confirming", async () => {
    const user = userEvent.setup();
    selectMalibu();
    const api = fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await user.click(await screen.findByRole('button', { name: 'Remove Gina Guest' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Gina Guest from this property?')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => {
      expect(screen.queryByRole('cell', { name: 'Gina Guest' })).not.toBeInTheDocument();
    });
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/properties/1/users/2' }),
    );
  });

  it('the invitation form opens and closes with Invite User', async () => {
    const user = userEvent.setup();
    selectMalibu();
    fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    const toggle = await screen.findByRole('button', { name: /^Invite User/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Email')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Email')).toBeVisible();

    await user.click(toggle);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('sends only with both email and full name; Guest is the default access level', async () => {
    const user = userEvent.setup();
    selectMalibu();
    const api = fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await user.click(await screen.findByRole('button', { name: /^Invite User/ }));
    const send = screen.getByRole('button', { name: 'Send Invitation' });
    const level = screen.getByLabelText('Access Level');
    expect(level).toHaveValue('guest');
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Guest', 'Property Manager', 'Property User', 'Emergency Contact']);
    expect(send).toBeDisabled();

    await fill(user, screen.getByLabelText('Email'), 'new@demo.test');
    expect(send).toBeDisabled();
    await fill(user, screen.getByLabelText('Full Name'), '   ');
    expect(send).toBeDisabled();
    await user.clear(screen.getByLabelText('Full Name'));
    await fill(user, screen.getByLabelText('Full Name'), 'Nora New');
    expect(send).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(send).toBeDisabled();
    await fill(user, screen.getByLabelText('Email'), 'new@demo.test');

    await user.click(send);

    expect(await screen.findByText('Invitation sent to new@demo.test.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/properties/1/users',
      body: { email: 'new@demo.test', name: 'Nora New', role: 'guest' },
    });
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(
      within(
        await screen.findByRole('cell', { name: 'Nora New' }).then((c) => c.closest('tr')!),
      ).getByText('Pending'),
    ).toBeInTheDocument();
  });

  it('shows the server validation message and keeps the form', async () => {
    const user = userEvent.setup();
    selectMalibu();
    fakeMembersApi({
      invite: () =>
        json(400, {
          error: {
            code: 'bad_request',
            message: 'Email must be a valid email address',
            fields: { email: 'Email must be a valid email address' },
          },
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await user.click(await screen.findByRole('button', { name: /^Invite User/ }));
    await fill(user, screen.getByLabelText('Email'), 'not-an-email');
    await fill(user, screen.getByLabelText('Full Name'), 'Nora New');
    await user.selectOptions(screen.getByLabelText('Access Level'), 'emergency_contact');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(
      (await screen.findByText('Email must be a valid email address')).closest('[role="alert"]'),
    ).toHaveTextContent('The invitation was not sent');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
  });

  it('shows the conflict when the person already has access', async () => {
    const user = userEvent.setup();
    selectMalibu();
    fakeMembersApi({
      invite: () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'gina@demo.test already has access to this property.',
          },
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await user.click(await screen.findByRole('button', { name: /^Invite User/ }));
    await fill(user, screen.getByLabelText('Email'), 'gina@demo.test');
    await fill(user, screen.getByLabelText('Full Name'), 'Gina Guest');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(
      (await screen.findByText('gina@demo.test already has access to this property.')).closest(
        '[role="alert"]',
      ),
    ).toHaveTextContent('The invitation was not sent');
  });

  it('someone who may not manage sees the users but no form, Resend or Remove', async () => {
    selectMalibu();
    fakeMembersApi({ canManage: false });
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    await screen.findByRole('cell', { name: 'Olivia Rivera' });
    expect(screen.queryByRole('button', { name: /Invite User/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('explains the access levels', async () => {
    selectMalibu();
    fakeMembersApi();
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    const levels = await screen.findByRole('region', { name: 'Access levels' });
    expect(
      within(levels).getByText('Full view and control, invite and remove users, manage settings.'),
    ).toBeInTheDocument();
    expect(within(levels).getByText('View status and alerts only.')).toBeInTheDocument();
    expect(
      within(levels).getByText('Receives critical alerts by email and SMS.'),
    ).toBeInTheDocument();
    for (const label of [
      'Owner',
      'Property Manager',
      'Property User',
      'Guest',
      'Emergency Contact',
    ]) {
      expect(within(levels).getByText(label)).toBeInTheDocument();
    }
  });

  it('shows the error with Retry when the users cannot be loaded', async () => {
    selectMalibu();
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).endsWith('/api/properties')
          ? json(200, { properties: [malibu] })
          : json(503, { error: { code: 'unavailable', message: 'Database is down' } }),
      ),
    );
    renderWithProviders(
      <MemoryRouter>
        <ManagePropertyUsers />
      </MemoryRouter>,
    );

    expect(await screen.findByText('Users could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
