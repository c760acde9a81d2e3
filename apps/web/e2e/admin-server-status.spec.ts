import { test } from '@playwright/test';

import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE_VIEWPORT,
  signIn,
} from './support/portal-session';

const ADMIN = 'admin@demo.test';

test.describe('server status', () => {
  test('shows this deployment: instances, fleet, CPU, memory, events; range and Refresh', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin/server-status');

    await expect(page.getByRole('heading', { name: 'Server Status', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ up$/)).toBeVisible();
    await expect(page.getByText(/^of \d+ installed$/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: /CPU share of one core per instance, 1h/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /Memory usage on/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Events' })).toContainText('Started version');
    // Alert delivery against the targets (issue 34): every channel, email and SMS with theirs.
    const delivery = page.getByRole('table', { name: 'Alert delivery times' });
    await expect(delivery.getByRole('row', { name: /^Email/ })).toContainText('under 30.0 s');
    await expect(delivery.getByRole('row', { name: /^SMS/ })).toContainText('under 10.0 s');
    await expect(delivery.getByRole('row', { name: /^Call/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live connections by instance' })).toContainText(
      /pid \d+: \d+ browser/,
    );

    await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('1h');
    await expect(page.getByRole('combobox', { name: 'Refresh interval' })).toHaveValue('30s');
    const ranged = page.waitForResponse((r) =>
      r.url().includes('/api/admin/system/status?range=5m'),
    );
    await page.getByRole('combobox', { name: 'Time range' }).click();
    await page.getByRole('option', { name: '5m', exact: true }).click();
    await ranged;
    await expect(page.getByRole('img', { name: /per instance, 5m/ })).toBeVisible();

    const refreshed = page.waitForResponse((r) => r.url().includes('/api/admin/system/status'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refreshed).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
  });

  test('Server Management lists the running instance as Up', async ({ page }) => {
    await signIn(page, ADMIN, { theme: 'dark' });
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/admin/servers');
    const table = page.getByRole('group', { name: 'Server instance table' });
    await expect(table.getByRole('row').nth(1)).toContainText('Up');
    await expectNoSeriousA11yViolations(page);
  });

  test('needs the system logs permission: Customer Service is turned away', async ({ page }) => {
    await signIn(page, 'support@demo.test');
    await page.goto('/admin/server-status');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
