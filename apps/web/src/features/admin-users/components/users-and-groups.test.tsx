import { PERMISSION_IDS } from '@wildfire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { AdminUserSummary } from '../api/types';
import { fill } from '../testing/fill';
import { page } from '../testing/fixtures';
import { UsersAndGroups } from './users-and-groups';

const INTERACTION_TIMEOUT = { timeout: 20_000 };
const ALL = [...PERMISSION_IDS];

const person = (id: number): AdminUserSummary => ({
  id,
  email: `person${String(id)}@demo.test`,
  name: `Person ${String(id).padStart(2, '0')}`,
  kind: 'staff',
  user_type: 'staff_operations',
  user_type_label: 'Operations',
  status: 'Active',
  groups: [{ id: 2, name: 'Field Operations' }],
  last_login: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

const everyone = Array.from({ length: 13 }, (_, i) => person(i + 1));

/** The users endpoint as the server pages it: search on name and email, ten a page. */
const usersRoute = () => ({
  'GET /api/admin/users': ({ url }: { url: URL }) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const at = Number(url.searchParams.get('page') ?? '1');
    const found = everyone.filter(
      (p) => p.name.toLowerCase().includes(search) || p.email.includes(search),
    );
    return { body: page(found.slice((at - 1) * 10, at * 10), found.length, at) };
  },
});

describe('Users and groups (spec 2.8)', INTERACTION_TIMEOUT, () => {
  it('lists ten users a page with Previous / Next and Page X of Y; View goes to the user', async () => {
    stubApi(usersRoute());
    const user = userEvent.setup();
    const { router } = renderScreen(<UsersAndGroups permissions={ALL} />, '/admin/users');

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(await screen.findByText('Person 13')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'View Person 13' }));
    expect(router.state.location.pathname).toBe('/admin/users/13');
  });

  it('searches on the server and hides the pager with a single page', async () => {
    const api = stubApi(usersRoute());
    const user = userEvent.setup();
    renderScreen(<UsersAndGroups permissions={ALL} />, '/admin/users');
    await screen.findByText('Page 1 of 2');

    await fill(user, screen.getByLabelText('Search users'), 'person1');

    // The search waits for typing to pause, then asks the server.
    await waitFor(
      () => {
        expect(screen.queryByText('Person 02')).not.toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
    expect(screen.getByText('Person 13')).toBeVisible();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    expect(api.sent('GET /api/admin/users').at(-1)?.url.searchParams.get('search')).toBe('person1');
  });

  it('shows an empty text when nothing matches', async () => {
    stubApi(usersRoute());
    const user = userEvent.setup();
    renderScreen(<UsersAndGroups permissions={ALL} />, '/admin/users');
    await screen.findByText('Page 1 of 2');

    await fill(user, screen.getByLabelText('Search users'), 'nobody-at-all');

    expect(await screen.findByText('No users match your search.')).toBeVisible();
  });

  it('shows the error state with Retry', async () => {
    stubApi({
      'GET /api/admin/users': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
      },
    });
    renderScreen(<UsersAndGroups permissions={ALL} />, '/admin/users');

    expect(await screen.findByText('The users could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('toggles to Groups; Edit goes to /admin/group-permissions/{id}', async () => {
    stubApi({
      ...usersRoute(),
      'GET /api/admin/groups': {
        body: page([
          {
            id: 3,
            name: 'Customer Support',
            description: 'Tickets',
            permissions: [],
            user_count: 1,
          },
        ]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<UsersAndGroups permissions={ALL} />, '/admin/users');
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('radio', { name: 'Groups' }));
    await user.click(await screen.findByRole('link', { name: 'Edit Customer Support' }));

    expect(router.state.location.pathname).toBe('/admin/group-permissions/3');
  });

  it('offers Invite New User and Create Group with their permissions only', async () => {
    stubApi(usersRoute());
    const { unmount } = renderScreen(<UsersAndGroups permissions={ALL} />, '/admin/users');
    expect(screen.getByRole('link', { name: 'Invite New User' })).toHaveAttribute(
      'href',
      '/admin/users/invite',
    );
    expect(screen.getByRole('link', { name: 'Create Group' })).toHaveAttribute(
      'href',
      '/admin/groups/create',
    );
    unmount();

    renderScreen(<UsersAndGroups permissions={['view_users']} />, '/admin/users');
    expect(screen.queryByRole('link', { name: 'Invite New User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Group' })).not.toBeInTheDocument();
  });
});
