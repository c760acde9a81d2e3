import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { PanelCredentials } from './panel-credentials';

const SLOW = { timeout: 20_000 };
const none = { exists: false, issued_at: null, last_connected_at: null };
const issued = {
  exists: true,
  issued_at: '2026-01-05T10:00:00.000Z',
  last_connected_at: '2026-01-05T10:05:00.000Z',
};

describe('Panel detail: broker credentials', SLOW, () => {
  it('staff with manage_panels issue credentials and see the secret once', async () => {
    const api = stubApi({
      'POST /api/admin/panels/1001/credentials': {
        status: 201,
        body: { username: 'WD-1001', password: 'S3cret-shown-once', issued_at: issued.issued_at },
      },
    });
    renderWithProviders(<PanelCredentials panelId="1001" credentials={none} canManage />);
    expect(screen.getByText('None')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Issue Credentials' }));
    expect(await screen.findByText('S3cret-shown-once')).toBeVisible();
    expect(screen.getByText('WD-1001')).toBeVisible();
    expect(api.sent('POST /api/admin/panels/1001/credentials')).toHaveLength(1);
  });

  it('shows when they were issued and last used; rotating and revoking ask first', async () => {
    const api = stubApi({
      'DELETE /api/admin/panels/1001/credentials': { status: 204 },
    });
    renderWithProviders(<PanelCredentials panelId="1001" credentials={issued} canManage />);
    expect(screen.getAllByText('Issued')).toHaveLength(2);
    expect(screen.getByText('Last Connected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate Credentials' }));
    expect(
      screen.getByText(/the panel is disconnected until its gateway has the new one/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await expect.poll(() => api.sent('DELETE /api/admin/panels/1001/credentials').length).toBe(1);
  });

  it('staff without manage_panels only see the state', () => {
    stubApi({});
    renderWithProviders(<PanelCredentials panelId="1001" credentials={issued} canManage={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Last Connected')).toBeVisible();
  });
});
