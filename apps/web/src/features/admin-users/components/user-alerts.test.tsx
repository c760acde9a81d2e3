import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { UserAlert } from '../api/types';
import { page } from '../testing/fixtures';
import { UserAlerts } from './user-records';

const alert = (id: number, overrides: Partial<UserAlert> = {}): UserAlert => ({
  id,
  at: '2026-11-20T08:30:00.000Z',
  type: 'urgent',
  title: `Alert ${String(id)}`,
  read: false,
  email: null,
  text: null,
  ...overrides,
});

const PATH = '/admin/users/7/alerts';

describe("a user's alerts (back-office)", () => {
  it('says how each alert reached the person by email and by text', async () => {
    stubApi({
      'GET /api/admin/users/7/alerts': {
        body: page([
          alert(4, { email: 'sent', text: 'delivered' }),
          alert(5, { email: 'failed', text: 'retrying' }),
          alert(3, { email: 'retrying', text: 'failed' }),
          alert(2, { email: 'logged', text: 'sent' }),
          alert(1, { type: 'warning', read: true }),
        ]),
      },
    });
    renderScreen(<UserAlerts userId={7} />, PATH);

    const table = await screen.findByRole('table', { name: 'Alerts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Title', 'Read', 'Email', 'Text']);
    const cellsOf = (title: string) =>
      within(within(table).getByText(title).closest('tr')!)
        .getAllByRole('cell')
        .slice(3)
        .map((c) => c.textContent);
    expect(cellsOf('Alert 5')).toEqual(['Unread', 'Failed', 'Failed, trying again']);
    expect(cellsOf('Alert 4')).toEqual(['Unread', 'Sent', 'Delivered']);
    expect(cellsOf('Alert 3')).toEqual(['Unread', 'Failed, trying again', 'Failed']);
    expect(cellsOf('Alert 2')).toEqual(['Unread', 'Kept in log (no mail server)', 'Sent']);
    expect(cellsOf('Alert 1')).toEqual(['Read', 'Not emailed', 'Not texted']);
  });

  it('says so when no alert was sent to the person', async () => {
    stubApi({ 'GET /api/admin/users/7/alerts': { body: page([]) } });
    renderScreen(<UserAlerts userId={7} />, PATH);

    expect(await screen.findByText('No alerts sent to this user.')).toBeVisible();
  });

  it('shows the error state when the alerts cannot be loaded', async () => {
    stubApi({
      'GET /api/admin/users/7/alerts': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
      },
    });
    renderScreen(<UserAlerts userId={7} />, PATH);

    expect(await screen.findByText('The alerts could not be loaded')).toBeVisible();
  });
});
