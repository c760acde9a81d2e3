import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statistics } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { StatisticsScreen } from './statistics-screen';

const MONTHS = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

const nothingYet: Statistics = {
  generated_at: '2026-11-20T10:00:00.000Z',
  cards: [],
  installation_trends: MONTHS.map((month) => ({ month, started: 0, completed: 0 })),
  systems_online_growth: MONTHS.map((month) => ({ month, systems: 0, reporting: 0 })),
  fleet_now: { online: 0, fault: 0, offline: 0, never_reported: 0 },
  recent_activity: [],
};

describe('Analytics and statistics', { timeout: 20_000 }, () => {
  it('empty charts and activity say so', async () => {
    stubApi({ 'GET /api/admin/stats': { body: nothingYet } });
    renderWithProviders(<StatisticsScreen />);
    expect(
      await screen.findByText('No installation projects started or completed in these months.'),
    ).toBeVisible();
    expect(screen.getByText('No systems installed yet.')).toBeVisible();
    expect(screen.getByText('No activity yet.')).toBeVisible();
  });

  it('an error shows what failed with Retry, which loads the figures', async () => {
    let down = true;
    stubApi({
      'GET /api/admin/stats': () =>
        down
          ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } }
          : { body: nothingYet },
    });
    const user = userEvent.setup();
    renderWithProviders(<StatisticsScreen />);
    expect(await screen.findByText('Could not load the statistics')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No activity yet.')).toBeVisible();
  });

  it('each bar shows its value, and screen readers get the figures as a table', async () => {
    stubApi({
      'GET /api/admin/stats': {
        body: {
          ...nothingYet,
          installation_trends: MONTHS.map((month, i) => ({ month, started: i, completed: 0 })),
          systems_online_growth: MONTHS.map((month, i) => ({
            month,
            systems: 10 + i,
            reporting: i,
          })),
        },
      },
    });
    renderWithProviders(<StatisticsScreen />);
    const chart = await screen.findByRole('region', { name: 'Systems Online Growth' });
    // Printed on the bars (hidden from screen readers, which read the table instead).
    for (const value of ['10', '13', '16']) {
      expect(
        [...chart.querySelectorAll('[aria-hidden] span')].some((s) => s.textContent === value),
      ).toBe(true);
    }
    const table = screen.getByRole('table', { name: 'Systems Online Growth' });
    expect(table).toHaveTextContent('Nov16');
  });
});
