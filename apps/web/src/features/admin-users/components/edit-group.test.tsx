import { PERMISSION_IDS } from '@wildfire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { GroupDetail } from '../api/types';
import { fill } from '../testing/fill';
import { EditGroup } from './edit-group';

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
