import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PanelTag } from '@/lib/site-data';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { PanelLogList } from './panel-log-list';
import { TagTable } from './tag-table';
import { readableTime, tagsToCsv } from './tags-csv';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const at = Date.UTC(2025, 6, 1, 18, 30, 0);
const tags: PanelTag[] = [
  { tag: 'SYSTEM_STATUS', value: 0, group: 'system', timestamp: at },
  { tag: 'PUMP_1_PRESSURE', value: 61.2, group: 'pumps', timestamp: at },
  { tag: 'THREAT_LEVEL', value: 'High, "wind"', group: 'fire_risk', timestamp: at },
];

const tagsEndpoint = (list: PanelTag[]) => ({ body: { _embedded: { tags: list } } });

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  // Notifications live in a module-wide store that outlives each rendered tree.
  notifications.clean();
});

describe('diagnostics tag table', INTERACTION_TIMEOUT, () => {
  it('lists every tag with group, tag, value and a readable local timestamp', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsEndpoint(tags) });
    renderWithProviders(<TagTable siteId="WD-1001" />);

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('GroupTagValueTimestamp');
    // Sorted by group, then tag.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['fire_risk', 'THREAT_LEVEL', 'High, "wind"', readableTime(at)]);
    expect(rows[2]).toHaveTextContent('PUMP_1_PRESSURE');
    expect(rows[3]).toHaveTextContent('SYSTEM_STATUS');
  });

  it('copies the table to the clipboard as CSV', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsEndpoint(tags) });
    // After setup: user-event installs its own clipboard, which this replaces.
    const user = userEvent.setup();
    const writeText = stubClipboard(() => Promise.resolve());
    renderWithProviders(<TagTable siteId="WD-1001" />);

    await user.click(await screen.findByRole('button', { name: 'Copy CSV' }));

    expect(writeText).toHaveBeenCalledWith(tagsToCsv(tags));
    expect(await screen.findByText('Copied 3 tags to the clipboard as CSV.')).toBeInTheDocument();
  });

  it('only logs a clipboard failure', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsEndpoint(tags) });
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('denied')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<TagTable siteId="WD-1001" />);

    await user.click(await screen.findByRole('button', { name: 'Copy CSV' }));

    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith('Copy CSV failed', expect.any(Error));
    });
    expect(screen.queryByText(/Copied/)).not.toBeInTheDocument();
  });

  it('writes CSV with a header row and quotes fields that need it', () => {
    const csv = tagsToCsv(tags).split('\r\n');
    expect(csv[0]).toBe('Group,Tag,Value,Timestamp');
    expect(csv[1]).toBe(
      `fire_risk,THREAT_LEVEL,"High, ""wind""",${JSON.stringify(readableTime(at))}`,
    );
    expect(csv).toHaveLength(4);
  });

  it('says so when the panel has not reported any tags', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsEndpoint([]) });
    renderWithProviders(<TagTable siteId="WD-1004" />);
    expect(
      await screen.findByText('The panel at this property has not reported any tags yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy CSV' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the tags cannot be loaded', async () => {
    stubApi({
      'GET /api/tags/control-center': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke.' } },
      },
    });
    renderWithProviders(<TagTable siteId="WD-1001" />);
    expect(await screen.findByText('Could not load the panel data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('recent panel logs', INTERACTION_TIMEOUT, () => {
  it('asks for the 20 most recent entries and lists timestamp, level and message', async () => {
    const api = stubApi({
      'GET /api/panel-logs': {
        body: {
          logs: [
            { timestamp: '2025-07-01T18:28:00.000Z', level: 'INFO', message: 'Heartbeat' },
            { timestamp: '2025-07-01T14:30:00.000Z', level: 'WARN', message: 'Link dropped' },
          ],
        },
      },
    });
    renderWithProviders(<PanelLogList siteId="WD-1001" />);

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('INFO');
    expect(rows[1]).toHaveTextContent('Heartbeat');
    expect(rows[2]).toHaveTextContent('WARN');
    // In the person's zone (America/Los_Angeles by default), whatever the browser's is.
    expect(rows[2]).toHaveTextContent('Jul 1, 2025, 7:30:00 AM');
    const url = api.sent('GET /api/panel-logs')[0]?.url;
    expect(url?.searchParams.get('site_id')).toBe('WD-1001');
    expect(url?.searchParams.get('limit')).toBe('20');
  });

  it('says so when the panel has logged nothing', async () => {
    stubApi({ 'GET /api/panel-logs': { body: { logs: [] } } });
    renderWithProviders(<PanelLogList siteId="WD-1004" />);
    expect(
      await screen.findByText('The panel at this property has not logged anything yet.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry when the logs cannot be loaded, and Retry recovers', async () => {
    const user = userEvent.setup();
    let down = true;
    stubApi({
      'GET /api/panel-logs': () =>
        down
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Try again shortly.' } } }
          : {
              body: {
                logs: [
                  { timestamp: '2025-07-01T18:28:00.000Z', level: 'INFO', message: 'Heartbeat' },
                ],
              },
            },
    });
    renderWithProviders(<PanelLogList siteId="WD-1001" />);
    expect(await screen.findByText('Could not load the panel logs')).toBeInTheDocument();
    expect(screen.getByText('Try again shortly.')).toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Heartbeat')).toBeInTheDocument();
  });
});
