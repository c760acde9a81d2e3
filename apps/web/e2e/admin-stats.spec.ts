import { test } from '@playwright/test';

import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE_VIEWPORT,
  signIn,
} from './support/portal-session';

test.describe('analytics and statistics', () => {
  test('eight cards against last month, both charts and the recent activity', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/admin/stats');

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toContainText('Properties');
    await expect(cards.first()).toContainText('vs last month');
    await expect(page.getByRole('article', { name: 'Revenue' })).toContainText('$');

    const growth = page.getByRole('region', { name: 'Systems Online Growth' });
    // The figures are in a table for screen readers: seven months, the last holding the demo panels.
    await expect(growth.getByRole('row')).toHaveCount(8);
    await expect(growth.getByRole('row').last()).toContainText(/\d/);
    await expect(page.getByRole('region', { name: 'Installation Trends' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('empty charts and activity say so', async ({ page }) => {
    await signIn(page, 'admin@demo.test', { theme: 'dark' });
    await page.setViewportSize(PHONE_VIEWPORT);
    const months = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({
        json: {
          generated_at: new Date().toISOString(),
          cards: [],
          installation_trends: months.map((month) => ({ month, started: 0, completed: 0 })),
          systems_online_growth: months.map((month) => ({ month, systems: 0 })),
          fleet_now: { online: 0, fault: 0, offline: 0, never_reported: 0 },
          recent_activity: [],
        },
      }),
    );
    await page.goto('/admin/stats');
    await expect(
      page.getByText('No installation projects started or completed in these months.'),
    ).toBeVisible();
    await expect(page.getByText('No systems installed yet.')).toBeVisible();
    await expect(page.getByText('No activity yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an error shows what failed with Retry', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something went wrong.' } },
      }),
    );
    await page.goto('/admin/stats');
    await expect(page.getByText('Could not load the statistics')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('needs the statistics permission: Customer Service is turned away', async ({ page }) => {
    await signIn(page, 'support@demo.test');
    await page.goto('/admin/stats');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
