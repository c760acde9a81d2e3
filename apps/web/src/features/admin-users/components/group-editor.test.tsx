import { PERMISSION_IDS } from '@wildfire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { stubApi } from '@/testing/stub-api';
import type { GroupDetail } from '../api/types';
import { fill } from '../testing/fill';
import { renderScreen } from '../testing/render-screen';
import '../testing/wait-limit';
import { CreateGroupForm, EditGroup } from './group-editor';

const ALL = [...PERMISSION_IDS];

/** The checklist renders every permission of the catalogue: slow in jsdom on a busy machine. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const support: GroupDetail = {
  id: 3,
  name: 'Customer Support',
  description: 'Tickets and customers',
  permissions: ['view_users', 'view_support_tickets'],
  members: [{ id: 2, name: 'Sam Support', email: 'support@demo.test', role: 'Customer Service' }],
};

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

describe('Edit Group (spec 2.10)', INTERACTION_TIMEOUT, () => {
  it('shows the members and the permission checklist by category', async () => {
    stubApi({ 'GET /api/admin/groups/3': { body: support } });
    renderScreen(<EditGroup groupId={3} permissions={ALL} />, '/admin/group-permissions/3');

    expect(await screen.findByDisplayValue('Customer Support')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Members' })).toHaveTextContent('support@demo.test');
    expect(screen.getByLabelText('View Support Tickets')).toBeChecked();
    expect(screen.getByLabelText('View HR Data')).not.toBeChecked();
  });

  it("add-member modal: Add User is disabled while the email is blank; it ends with 'User added successfully!'", async () => {
    let group = support;
    const api = stubApi({
      'GET /api/admin/groups/3': () => ({ body: group }),
      'POST /api/admin/groups/3/members': () => {
        group = {
          ...support,
          members: [
            ...support.members,
            { id: 7, name: 'Otto Ops', email: 'ops@demo.test', role: 'Operations' },
          ],
        };
        return { status: 201, body: group };
      },
    });
    const user = userEvent.setup();
    renderScreen(<EditGroup groupId={3} permissions={ALL} />, '/admin/group-permissions/3');
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    const add = within(dialog).getByRole('button', { name: 'Add User' });
    expect(add).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Email'), '   ');
    expect(add).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Email'));
    await fill(user, within(dialog).getByLabelText('Email'), 'ops@demo.test');
    expect(add).toBeEnabled();
    await user.click(add);

    expect(await screen.findByText('User added successfully!')).toBeVisible();
    expect(api.sent('POST /api/admin/groups/3/members')[0]?.body).toEqual({
      email: 'ops@demo.test',
    });
    expect(await screen.findByText('ops@demo.test')).toBeVisible();
  });

  it("saves with 'Saving...' shown and disabled while in progress", async () => {
    let release: () => void = () => {};
    const api = stubApi({
      'GET /api/admin/groups/3': { body: support },
      'PATCH /api/admin/groups/3': (request) =>
        new Promise((resolve) => {
          release = () => {
            resolve({ body: { ...support, ...(request.body as object) } });
          };
        }),
    });
    const user = userEvent.setup();
    renderScreen(<EditGroup groupId={3} permissions={ALL} />, '/admin/group-permissions/3');
    await user.click(await screen.findByLabelText('View HR Data'));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(api.sent('PATCH /api/admin/groups/3')[0]?.body).toEqual({
      name: 'Customer Support',
      description: 'Tickets and customers',
      permissions: ['view_users', 'view_support_tickets', 'view_hr_data'],
    });
  });

  it('is read-only for staff who may only view users', async () => {
    stubApi({ 'GET /api/admin/groups/3': { body: support } });
    renderScreen(
      <EditGroup groupId={3} permissions={['view_users']} />,
      '/admin/group-permissions/3',
    );

    expect(await screen.findByDisplayValue('Customer Support')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select All/ })).not.toBeInTheDocument();
  });

  it('shows the error state with Retry when the group cannot be loaded', async () => {
    stubApi({
      'GET /api/admin/groups/3': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke.' } },
      },
    });
    renderScreen(<EditGroup groupId={3} permissions={ALL} />, '/admin/group-permissions/3');

    expect(await screen.findByText('The group could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
