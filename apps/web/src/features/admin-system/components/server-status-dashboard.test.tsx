import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerStatus } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { stubApi } from '../../../testing/stub-api';
import { ServerStatusDashboard } from './server-status-dashboard';

const status: ServerStatus = {
  now: '2026-11-20T10:00:00.000Z',
  range: '1h',
  instances: [],
  database: { driver: 'pglite', size_bytes: 1_000_000, connections: null },
  panels: { total: 5, online: 4 },
  host: { hostname: 'wd-1', total_memory_bytes: 8e9, free_memory_bytes: 4e9, cpus: 2 },
  events: [],
};

describe('Server status', { timeout: 20_000 }, () => {
  it('an error shows Retry, which loads the figures once the server answers', async () => {
    let down = true;
    stubApi({
      'GET /api/admin/system/status': () =>
        down
          ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } }
          : { body: status },
    });
    const user = userEvent.setup();
    renderWithProviders(<ServerStatusDashboard />);
    expect(await screen.findByText('Could not load the server status')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('of 5 installed')).toBeVisible();
  });
});
