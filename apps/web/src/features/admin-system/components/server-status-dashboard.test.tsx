import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerStatus } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ServerStatusDashboard } from './server-status-dashboard';

const status: ServerStatus = {
  now: '2026-11-20T10:00:00.000Z',
  range: '1h',
  instances: [],
  database: { driver: 'pglite', size_bytes: 1_000_000, connections: null },
  panels: { total: 5, online: 4 },
  ingest: {
    state: 'ok',
    received_last_minute: 120,
    stored_last_minute: 118,
    newest_stored_age_s: 0,
    waiting: 2,
    subscriptions: [{ topic: 'wildfire/v1/panels/+/+', granted: true, qos: 1 }],
    quarantine: { total: 0, recent: [] },
  },
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
    expect(screen.getByText('No panel message has been quarantined.')).toBeVisible();
  });

  it('shows ingest and the quarantine: stalled in red, each refused message with its reason and first bytes', async () => {
    stubApi({
      'GET /api/admin/system/status': () => ({
        body: {
          ...status,
          ingest: {
            ...status.ingest,
            state: 'stalled',
            stored_last_minute: 0,
            newest_stored_age_s: 45,
            quarantine: {
              total: 3,
              recent: [
                {
                  id: 7,
                  site_id: 'WD-1002',
                  topic: 'wildfire/v1/panels/WD-1002/log',
                  received_at: '2026-11-20T09:59:00.000Z',
                  reason: 'message.message: must not contain the NUL character',
                  head: '{"ts":1,"message":"a\\u0000b"}',
                },
              ],
            },
          },
        },
      }),
    });
    renderWithProviders(<ServerStatusDashboard />);
    expect(
      await screen.findByText('Stalled: messages arrive but nothing was stored for 30 s'),
    ).toBeVisible();
    expect(screen.getByText(/newest stored 45 s ago/)).toBeVisible();
    expect(screen.getByText(/3 in quarantine/)).toBeVisible();
    expect(screen.getByText('message.message: must not contain the NUL character')).toBeVisible();
    expect(screen.getByText('{"ts":1,"message":"a\\u0000b"}')).toBeVisible();
    expect(screen.getByText(/wildfire\/v1\/panels\/\+\/\+ \(granted, QoS 1\)/)).toBeVisible();
  });
});
