import { PERMISSION_IDS } from '@wildfire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { AdminUserDetail } from '../api/types';
import { fill } from '../testing/fill';
import { UserDetail } from './user-detail';

const INTERACTION_TIMEOUT = { timeout: 20_000 };
const admin = { user_type: 'staff_superadmin', permissions: [...PERMISSION_IDS] };

const detail: AdminUserDetail = {
  user: {
    id: 7,
    email: 'ops@demo.test',
    name: 'Otto Ops',
    phone: null,
    department: 'Operations',
    kind: 'staff',
    user_type: 'staff_operations',
    user_type_label: 'Operations',
    status: 'Active',
    created_at: '2026-01-05T10:00:00.000Z',
    last_login: '2026-11-20T08:30:00.000Z',
  },
  permissions: ['view_dashboard', 'view_panels', 'panel_diagnostics'],
  direct_permissions: ['panel_diagnostics'],
  groups: [{ id: 2, name: 'Field Operations' }],
  recent_logins: [
    { at: '2026-11-20T08:30:00.000Z', ip: '203.0.113.9', user_agent: 'Firefox', location: null },
  ],
  panel_access: [
    {
      site_id: 'WD-1001',
      panel_number: '1001',
      property_name: 'Malibu',
      online: true,
      last_heartbeat: null,
      firmware: '2.1',
      battery_level: 85,
    },
    {
      site_id: 'WD-1002',
      panel_number: '1002',
      property_name: 'Topanga',
      online: true,
      last_heartbeat: null,
      firmware: '2.1',
      battery_level: 45,
    },
    {
      site_id: 'WD-1003',
      panel_number: '1003',
      property_name: 'Ojai',
      online: false,
      last_heartbeat: null,
      firmware: null,
      battery_level: 12,
    },
    {
      site_id: 'WD-1004',
      panel_number: '1004',
      property_name: 'Altadena',
      online: false,
      last_heartbeat: null,
      firmware: null,
      battery_level: null,
    },
  ],
  projects: [],
  support_tickets: [],
};

const render = (viewer = admin) =>
  renderScreen(<UserDetail userId={7} viewer={viewer} />, '/admin/users/7');

describe('User detail (spec 2.9) for any user', INTERACTION_TIMEOUT, () => {
  it('shows the info, the empty projects and tickets texts and recent logins', async () => {
    stubApi({ 'GET /api/admin/users/7': { body: detail } });
    render();

    expect(await screen.findByRole('heading', { name: 'Otto Ops' })).toBeVisible();
    expect(screen.getByText('No projects assigned to this user.')).toBeVisible();
    expect(screen.getByText('No support tickets found for this user.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Recent logins' })).toHaveTextContent('203.0.113.9');
  });

  it('colours the panel battery: above 60 green, above 30 amber, else red, and — without a value', async () => {
    stubApi({ 'GET /api/admin/users/7': { body: detail } });
    render();

    const table = await screen.findByRole('table', { name: 'Panel access' });
    const rows = within(table).getAllByRole('row').slice(1);
    const battery = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1)!;
    expect(battery(rows[0]!).querySelector('[data-battery]')).toHaveAttribute(
      'data-battery',
      'green',
    );
    expect(battery(rows[1]!).querySelector('[data-battery]')).toHaveAttribute(
      'data-battery',
      'amber',
    );
    expect(battery(rows[2]!).querySelector('[data-battery]')).toHaveAttribute(
      'data-battery',
      'red',
    );
    expect(battery(rows[3]!)).toHaveTextContent('—');
  });

  it('the permission checklist is read-only until Edit User; group grants show as held', async () => {
    stubApi({ 'GET /api/admin/users/7': { body: detail } });
    const user = userEvent.setup();
    render();

    const diagnostics = await screen.findByLabelText('Panel Diagnostics');
    expect(diagnostics).toBeChecked();
    expect(screen.getByLabelText('View Panels')).toBeChecked();
    await user.click(screen.getByLabelText('View HR Data'));
    expect(screen.getByLabelText('View HR Data')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /^Select All/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    await user.click(screen.getByLabelText('View HR Data'));
    expect(screen.getByLabelText('View HR Data')).toBeChecked();
  });

  it("Save shows 'Saving...', disabled while in progress, then returns to read-only", async () => {
    let release: () => void = () => {};
    let stored = detail;
    const api = stubApi({
      'GET /api/admin/users/7': () => ({ body: stored }),
      'PATCH /api/admin/users/7': () =>
        new Promise((resolve) => {
          release = () => {
            stored = {
              ...detail,
              user: { ...detail.user, name: 'Otto Operations' },
              direct_permissions: ['panel_diagnostics', 'view_hr_data'],
              permissions: [...detail.permissions, 'view_hr_data'],
            };
            resolve({ body: stored });
          };
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await fill(user, name, 'Otto Operations');
    await user.click(screen.getByLabelText('View HR Data'));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Edit User' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Otto Operations' })).toBeVisible();
    expect(api.sent('PATCH /api/admin/users/7')[0]?.body).toEqual({
      name: 'Otto Operations',
      permissions: ['panel_diagnostics', 'view_hr_data'],
    });
  });

  it('Cancel drops the changes and returns to read-only', async () => {
    const api = stubApi({ 'GET /api/admin/users/7': { body: detail } });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    await fill(user, screen.getByLabelText('Name'), ' Junior');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit User' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Otto Ops' })).toBeVisible();
    expect(api.sent('PATCH /api/admin/users/7')).toHaveLength(0);
  });

  it('says under Name that it is required, and shows a refusal naming no field in the notice', async () => {
    const api = stubApi({
      'GET /api/admin/users/7': { body: detail },
      'PATCH /api/admin/users/7': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only a Superadmin can do this.' } },
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('name is required');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.sent('PATCH /api/admin/users/7')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Name'), 'Otto');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a Superadmin can do this.');
    expect(api.sent('PATCH /api/admin/users/7')[0]?.body).toEqual({ name: 'Otto' });
  });

  it('offers no Edit User to staff who may only view users', async () => {
    stubApi({ 'GET /api/admin/users/7': { body: detail } });
    render({ user_type: 'staff_customer_service', permissions: ['view_users'] });

    await screen.findByRole('heading', { name: 'Otto Ops' });
    expect(screen.queryByRole('button', { name: 'Edit User' })).not.toBeInTheDocument();
  });

  it('an unknown user says so, without a Retry that cannot help (issue 36)', async () => {
    stubApi({
      'GET /api/admin/users/7': {
        status: 404,
        body: { error: { code: 'not_found', message: 'User not found.' } },
      },
    });
    render();

    expect(await screen.findByText('User not found.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a failed load that may pass shows the error state with Retry', async () => {
    stubApi({
      'GET /api/admin/users/7': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
      },
    });
    render();

    expect(await screen.findByText('Something went wrong on our side.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
