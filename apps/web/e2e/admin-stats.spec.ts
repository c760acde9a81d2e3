import { test } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, signIn } from './support/portal-session';

test.describe('analytics and statistics', () => {
  test('eight cards against last month, both charts and the recent activity', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/admin/stats');

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toContainText('Properties');
    // Against last month, or saying there was none last month (never "New vs last month").
    await expect(cards.first()).toContainText(/(vs|none) last month/);
    await expect(page.getByRole('article', { name: 'Revenue' })).toContainText('$');

    const growth = page.getByRole('region', { name: 'Systems Online Growth' });
    // The figures are in a table for screen readers: seven months, the last holding the demo panels.
    await expect(growth.getByRole('row')).toHaveCount(8);
    await expect(growth.getByRole('row').last()).toContainText(/\d/);
    await expect(page.getByRole('region', { name: 'Installation Trends' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('needs the statistics permission: Customer Service is turned away', async ({ page }) => {
    await signIn(page, 'support@demo.test');
    await page.goto('/admin/stats');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
