import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { ActivityEntry } from '../api/types';
import { page } from '../testing/fixtures';
import { ActivityLog, UserActivityLog } from './activity-log';

const entry = (id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: '2026-11-20T08:30:00.000Z',
  user_id: 1,
  action: `action ${String(id)}`,
  url: '/api/admin/groups',
  referrer: 'http://localhost/admin/users',
  ip: '127.0.0.1',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) a very long agent string',
  ...overrides,
});

const twelve = Array.from({ length: 12 }, (_, i) => entry(12 - i));

const activityRoute = (path: string, entries: ActivityEntry[]) => ({
  [`GET ${path}`]: ({ url }: { url: URL }) => {
    const at = Number(url.searchParams.get('page') ?? '1');
    return { body: page(entries.slice((at - 1) * 10, at * 10), entries.length, at) };
  },
});

describe('activity log (spec 2.15)', () => {
  it('has the spec columns, - for an empty referrer and the user agent truncated at 300px', async () => {
    stubApi(activityRoute('/api/admin/activity', [entry(1, { referrer: null })]));
    renderScreen(<ActivityLog />, '/admin/user-logs');

    const table = await screen.findByRole('table', { name: 'Activity log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'DateTime',
      'User ID',
      'Action',
      'URL',
      'Referrer',
      'IP Address',
      'User Agent',
    ]);
    const cells = within(table).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent(/^-$/);
    expect(within(table).getByTestId('user-agent')).toHaveStyle({ maxWidth: '300px' });
  });

  it("pages ten rows with Previous / Next and 'Page X of Y'", async () => {
    stubApi(activityRoute('/api/admin/activity', twelve));
    const user = userEvent.setup();
    renderScreen(<ActivityLog />, '/admin/user-logs');

    const table = await screen.findByRole('table', { name: 'Activity log' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(await screen.findByText('action 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
  });

  it('shows no pager with a single page', async () => {
    stubApi(activityRoute('/api/admin/activity', twelve.slice(0, 3)));
    renderScreen(<ActivityLog />, '/admin/user-logs');

    await screen.findByRole('table', { name: 'Activity log' });
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('is the same table on a user’s activity sub-page', async () => {
    stubApi(activityRoute('/api/admin/users/7/activity', [entry(5)]));
    renderScreen(<UserActivityLog userId={7} />, '/admin/users/7/activity');

    expect(await screen.findByRole('table', { name: 'Activity log' })).toHaveTextContent(
      'action 5',
    );
  });

  it('shows the error state with Retry', async () => {
    stubApi({
      'GET /api/admin/activity': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
      },
    });
    renderScreen(<ActivityLog />, '/admin/user-logs');

    expect(await screen.findByText('The activity log could not be loaded')).toBeVisible();
  });
});
