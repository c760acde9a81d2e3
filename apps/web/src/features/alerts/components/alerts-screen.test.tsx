import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import type { AlertMessage } from '../api/get-alerts';
import { alertCountLine, ALERT_TYPE_STYLES } from '../alert-types';
import { AlertsScreen } from './alerts-screen';

const HOUR = 3_600_000;

const message = (overrides: Partial<AlertMessage> & Pick<AlertMessage, 'id'>): AlertMessage => ({
  type: 'info',
  title: `Message ${String(overrides.id)}`,
  description: 'Something happened.',
  details: null,
  timestamp: new Date(Date.now() - HOUR).toISOString(),
  property_id: 1,
  property_name: 'Malibu Canyon Residence',
  read: false,
  acknowledged: false,
  archived: false,
  alarm: null,
  ...overrides,
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake alerts API holding the messages in memory, as the server does per person. */
function fakeAlertsApi(initial: AlertMessage[]) {
  const alerts = initial.map((a) => ({ ...a }));
  const calls: string[] = [];
  const counts = () => {
    const current = alerts.filter((a) => !a.archived);
    return {
      total: current.length,
      unread: current.filter((a) => !a.read).length,
      urgent: current.filter((a) => a.type === 'urgent').length,
      unread_urgent: current.filter((a) => a.type === 'urgent' && !a.read).length,
    };
  };
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (method === 'GET' && url.pathname === '/api/alerts') {
      const archived = url.searchParams.get('archived') === 'true';
      return Promise.resolve(
        json(200, { alerts: alerts.filter((a) => a.archived === archived), counts: counts() }),
      );
    }
    const action = /^\/api\/alerts\/(\d+)\/(read|acknowledge|archive)$/.exec(url.pathname);
    if (method === 'POST' && action) {
      const alert = alerts.find((a) => a.id === Number(action[1]))!;
      if (action[2] === 'archive') alert.archived = true;
      else {
        alert.read = true;
        if (action[2] === 'acknowledge') alert.acknowledged = true;
      }
      return Promise.resolve(json(200, counts()));
    }
    if (method === 'POST' && url.pathname === '/api/alerts/read-all') {
      for (const a of alerts) if (!a.archived) a.read = true;
      return Promise.resolve(json(200, counts()));
    }
    if (method === 'POST' && url.pathname === '/api/alerts/clear-all') {
      // As the server does: an urgent alert not acknowledged is left, unless asked to acknowledge.
      const { acknowledge_urgent: acknowledgeUrgent } = JSON.parse(String(init?.body ?? '{}')) as {
        acknowledge_urgent?: boolean;
      };
      let left = 0;
      for (const a of alerts) {
        if (a.archived) continue;
        if (a.type === 'urgent' && !a.acknowledged) {
          if (!acknowledgeUrgent) {
            left++;
            continue;
          }
          a.acknowledged = true;
        }
        a.archived = true;
      }
      return Promise.resolve(json(200, { ...counts(), left_unacknowledged_urgent: left }));
    }
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, alerts };
}

const items = () => screen.getAllByRole('listitem');

describe('All Messages', () => {
  it('lists messages newest first with type, title, description, property and relative time', async () => {
    fakeAlertsApi([
      message({ id: 2, type: 'urgent', title: 'Red Flag Warning in effect' }),
      message({
        id: 1,
        type: 'maintenance',
        title: 'Annual inspection due',
        timestamp: new Date(Date.now() - 72 * HOUR).toISOString(),
        property_name: 'Ojai Valley Ranch',
      }),
    ]);
    renderWithProviders(<AlertsScreen />);

    expect(await screen.findByText('Red Flag Warning in effect')).toBeInTheDocument();
    const [first, second] = items();
    expect(within(first!).getByText('Urgent')).toBeInTheDocument();
    expect(within(first!).getByText(/Malibu Canyon Residence/)).toBeInTheDocument();
    expect(within(first!).getByText('1 hour ago')).toBeInTheDocument();
    expect(within(second!).getByText('Maintenance')).toBeInTheDocument();
    expect(within(second!).getByText('Annual inspection due')).toBeInTheDocument();
    expect(within(second!).getByText('3 days ago')).toBeInTheDocument();
  });

  it('shows the count line with the number of urgent messages', async () => {
    fakeAlertsApi([
      message({ id: 1, type: 'urgent' }),
      ...[2, 3, 4, 5].map((id) => message({ id })),
    ]);
    renderWithProviders(<AlertsScreen />);

    expect(await screen.findByText('5 messages, 1 urgent')).toBeInTheDocument();
    expect(alertCountLine({ total: 1, urgent: 0 })).toBe('1 message, 0 urgent');
  });

  it('expands a message to its details on click and on Enter', async () => {
    const user = userEvent.setup();
    fakeAlertsApi([message({ id: 1, title: 'Low pressure', details: 'Pressure recovered.' })]);
    renderWithProviders(<AlertsScreen />);

    const summary = await screen.findByRole('button', { name: /Low pressure/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pressure recovered.')).toBeVisible();

    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    summary.focus();
    await user.keyboard('{Enter}');
    expect(summary).toHaveAttribute('aria-expanded', 'true');
  });

  it('Mark as Read, Acknowledge and Archive call the server and update the list', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi([message({ id: 1, title: 'First' }), message({ id: 2 })]);
    renderWithProviders(<AlertsScreen />);

    const first = () => screen.getByText('First').closest('li')!;
    await screen.findByText('First');
    expect(within(first()).getByText('Unread')).toBeInTheDocument();

    await user.click(within(first()).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => {
      expect(within(first()).queryByText('Unread')).not.toBeInTheDocument();
    });
    expect(api.calls).toContain('POST /api/alerts/1/read');
    expect(within(first()).queryByRole('button', { name: 'Mark as Read' })).toBeNull();

    await user.click(within(first()).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => {
      expect(within(first()).getByText('Acknowledged')).toBeInTheDocument();
    });
    expect(api.calls).toContain('POST /api/alerts/1/acknowledge');

    await user.click(within(first()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => {
      expect(screen.queryByText('First')).not.toBeInTheDocument();
    });
    expect(screen.getByText('1 message, 0 urgent')).toBeInTheDocument();
  });

  it('Mark All Read marks every message read', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi([message({ id: 1 }), message({ id: 2 })]);
    renderWithProviders(<AlertsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Mark All Read' }));

    await waitFor(() => {
      expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    });
    expect(api.calls).toContain('POST /api/alerts/read-all');
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  });

  it('Clear All asks for confirmation, then archives everything and shows No messages', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi([message({ id: 1, title: 'Only one' })]);
    renderWithProviders(<AlertsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all messages?' });
    expect(api.calls).not.toContain('POST /api/alerts/clear-all');

    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));

    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/alerts/clear-all');
  });

  it('Clear All never archives an unacknowledged urgent alert unseen: it can leave them', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi([
      message({ id: 2, type: 'urgent', title: 'Water tank low' }),
      message({ id: 1, title: 'Routine note' }),
    ]);
    renderWithProviders(<AlertsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all messages?' });
    expect(dialog).toHaveTextContent('1 urgent alert has not been acknowledged: Water tank low.');
    await user.click(within(dialog).getByRole('button', { name: 'Clear the others' }));

    expect(await screen.findByText('Urgent alerts left in place')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Routine note')).not.toBeInTheDocument();
    });
    expect(screen.getByText('Water tank low')).toBeInTheDocument();
    expect(api.alerts.find((a) => a.id === 2)).toMatchObject({ archived: false });
  });

  it('Clear All can acknowledge the urgent alerts first, then archive everything', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi([message({ id: 2, type: 'urgent', title: 'Pump fault' })]);
    renderWithProviders(<AlertsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all messages?' });
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge and clear all' }));

    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(api.alerts[0]).toMatchObject({ acknowledged: true, archived: true });
  });

  it('an alarm reads Active or Cleared, with who acknowledged it', async () => {
    const user = userEvent.setup();
    fakeAlertsApi([
      message({
        id: 3,
        type: 'urgent',
        title: 'Panel offline',
        acknowledged: true,
        alarm: {
          condition: 'panel_offline',
          site_id: 'WD-1001',
          state: 'cleared',
          updated_at: null,
          cleared_at: new Date().toISOString(),
          acknowledged_by: [{ name: 'Olivia Rivera', at: new Date().toISOString() }],
        },
      }),
      message({
        id: 2,
        type: 'urgent',
        title: 'Water tank low',
        alarm: {
          condition: 'low_water',
          site_id: 'WD-1001',
          state: 'active',
          updated_at: null,
          cleared_at: null,
          acknowledged_by: [],
        },
      }),
    ]);
    renderWithProviders(<AlertsScreen />);

    const [cleared, active] = await screen.findAllByRole('listitem');
    expect(within(cleared!).getByText('Cleared')).toBeInTheDocument();
    expect(within(active!).getByText('Active')).toBeInTheDocument();
    await user.click(within(cleared!).getByRole('button', { name: /Panel offline/ }));
    expect(within(cleared!).getByText(/Acknowledged by Olivia Rivera/)).toBeInTheDocument();
  });

  it('Clear All does nothing when cancelled', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi([message({ id: 1, title: 'Keep me' })]);
    renderWithProviders(<AlertsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/alerts/clear-all');
  });

  it('shows archived messages on request', async () => {
    const user = userEvent.setup();
    fakeAlertsApi([message({ id: 1, title: 'Old news', archived: true })]);
    renderWithProviders(<AlertsScreen />);

    expect(await screen.findByText('No messages')).toBeInTheDocument();
    await user.click(screen.getByText('Archived'));

    expect(await screen.findByText('Old news')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('shows No messages when there are none', async () => {
    fakeAlertsApi([]);
    renderWithProviders(<AlertsScreen />);

    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(screen.getByText('0 messages, 0 urgent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('shows the error with a Retry button when loading fails', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(503, { error: { code: 'unavailable', message: 'Database is down' } })),
    );
    renderWithProviders(<AlertsScreen />);

    expect(await screen.findByText('Messages could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();

    fakeAlertsApi([message({ id: 1, title: 'Back again' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('refreshes the bell counts after a change', async () => {
    const user = userEvent.setup();
    fakeAlertsApi([message({ id: 1, title: 'Ring' })]);
    const { queryClient } = renderWithProviders(<AlertsScreen />);
    queryClient.setQueryData(['alerts-summary'], { total: 1 });

    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }));

    await waitFor(() => {
      expect(queryClient.getQueryState(['alerts-summary'])?.isInvalidated).toBe(true);
    });
  });

  it('gives each type its colour', () => {
    expect(ALERT_TYPE_STYLES.urgent.color).toMatch(/^red/);
    expect(ALERT_TYPE_STYLES.warning.color).toMatch(/^orange/);
    expect(ALERT_TYPE_STYLES.info.color).toMatch(/^blue/);
    expect(ALERT_TYPE_STYLES.routine.color).toMatch(/^gray/);
    expect(ALERT_TYPE_STYLES.maintenance.color).toMatch(/^yellow/);
    expect(ALERT_TYPE_STYLES.notification.color).toMatch(/^teal/);
  });
});
