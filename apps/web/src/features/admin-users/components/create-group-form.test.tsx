import { PERMISSION_IDS } from '@wildfire/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { fill } from '../testing/fill';
import { CreateGroupForm } from './create-group-form';

const ALL = [...PERMISSION_IDS];

/** The checklist renders every permission of the catalogue: slow in jsdom on a busy machine. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

describe('Create Group validation (spec 5)', INTERACTION_TIMEOUT, () => {
  it("requires a name ('Group name is required') and a description ('Group description is required')", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderScreen(<CreateGroupForm permissions={ALL} />, '/admin/groups/create');

    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    expect(await screen.findByText('Group name is required')).toBeVisible();
    expect(screen.getByText('Group description is required')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('clears the errors on edit', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderScreen(<CreateGroupForm permissions={ALL} />, '/admin/groups/create');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await screen.findByText('Group name is required');

    await fill(user, screen.getByLabelText(/^Group Name/), 'Night Shift');

    expect(screen.queryByText('Group name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Group description is required')).toBeVisible();
    await fill(user, screen.getByLabelText(/^Description/), 'After hours');
    expect(screen.queryByText('Group description is required')).not.toBeInTheDocument();
  });
});

describe('Create Group (spec 2.10, 8)', INTERACTION_TIMEOUT, () => {
  it('Select All ticks a whole category; the group is created with it and the screen goes to /admin/users', async () => {
    let release: () => void = () => {};
    const api = stubApi({
      'POST /api/admin/groups': (request) =>
        new Promise((resolve) => {
          release = () => {
            resolve({
              status: 201,
              body: { id: 9, members: [], ...(request.body as object) },
            });
          };
        }),
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<CreateGroupForm permissions={ALL} />, '/admin/groups/create');
    await fill(user, screen.getByLabelText(/^Group Name/), 'Night Shift');
    await fill(user, screen.getByLabelText(/^Description/), 'After hours');

    await user.click(screen.getByRole('checkbox', { name: 'Select All: Customer Support' }));
    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    // The visible busy state lasts as long as the real work.
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    release();
    expect(await screen.findByText('Group "Night Shift" created successfully!')).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/users');
    });
    expect(api.sent('POST /api/admin/groups')[0]?.body).toEqual({
      name: 'Night Shift',
      description: 'After hours',
      permissions: [
        'view_support_tickets',
        'create_support_tickets',
        'edit_support_tickets',
        'assign_support_tickets',
        'close_support_tickets',
      ],
    });
  });

  it('adds staff members by email to the new group', async () => {
    const api = stubApi({
      'GET /api/admin/users': ({ url }) => ({
        body: {
          items:
            url.searchParams.get('search') === 'ops@demo.test'
              ? [
                  {
                    id: 7,
                    email: 'ops@demo.test',
                    name: 'Otto Ops',
                    kind: 'staff',
                    user_type: 'staff_operations',
                    user_type_label: 'Operations',
                    status: 'Active',
                    groups: [],
                    last_login: null,
                    created_at: '2026-01-01T00:00:00.000Z',
                  },
                ]
              : [],
          total: 0,
          page: 1,
          page_size: 10,
        },
      }),
      'POST /api/admin/groups': (request) => ({
        status: 201,
        body: { id: 9, members: [], ...(request.body as object) },
      }),
    });
    const user = userEvent.setup();
    renderScreen(<CreateGroupForm permissions={ALL} />, '/admin/groups/create');
    await fill(user, screen.getByLabelText(/^Group Name/), 'Night Shift');
    await fill(user, screen.getByLabelText(/^Description/), 'After hours');
    const add = screen.getByRole('button', { name: 'Add Member' });
    expect(add).toBeDisabled();

    await fill(user, screen.getByLabelText('Member email'), 'nobody@demo.test');
    await user.click(add);
    expect(await screen.findByText('No staff member with that email.')).toBeVisible();
    await user.clear(screen.getByLabelText('Member email'));
    await fill(user, screen.getByLabelText('Member email'), 'ops@demo.test');
    await user.click(add);
    expect(await screen.findByRole('table', { name: 'Members' })).toHaveTextContent('Otto Ops');

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await screen.findByText('Group "Night Shift" created successfully!');
    expect(api.sent('POST /api/admin/groups')[0]?.body).toMatchObject({ member_ids: [7] });
  });

  it("says 'Failed to create group. Please try again.' when the server fails", async () => {
    stubApi({
      'POST /api/admin/groups': {
        status: 500,
        body: { error: { code: 'internal', message: 'boom' } },
      },
    });
    const user = userEvent.setup();
    renderScreen(<CreateGroupForm permissions={ALL} />, '/admin/groups/create');
    await fill(user, screen.getByLabelText(/^Group Name/), 'Night Shift');
    await fill(user, screen.getByLabelText(/^Description/), 'After hours');

    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    expect(await screen.findByText('Failed to create group. Please try again.')).toBeVisible();
  });
});
