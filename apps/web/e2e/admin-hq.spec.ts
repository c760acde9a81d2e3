import { test } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  SUPPORT_EMAIL,
} from './support/portal-session';

test.describe('HQ hub', () => {
  test('the search finds a demo panel and a user, and opens them', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/embers-hq');
    await expect(page.getByRole('heading', { level: 1, name: 'Embers HQ' })).toBeVisible();
    for (const column of ['Operations', 'Administration', 'Resources', 'Fire Resources']) {
      await expect(
        page.getByRole('heading', { level: 2, name: column, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Documentation' }).last()).toHaveAttribute(
      'href',
      '/admin/documentation',
    );

    const search = page.getByRole('textbox', { name: /Search panels/ });
    await search.fill('1001');
    await search.press('Enter');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'Panel 1001' })).toHaveAttribute(
      'href',
      '/admin/property/1001',
    );

    await search.fill('olivia');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const user = results.getByRole('link', { name: 'Olivia Rivera' });
    await expect(user).toBeVisible();
    await expect(user).toHaveAttribute('href', /\/admin\/users\/\d+$/);
  });

  test('nothing found says so and names what was searched', async ({ page }) => {
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/embers-hq?q=zzzz-nothing');
    // Customer Support may not view users or projects: they are not searched.
    await expect(
      page.getByText(
        'No results for “zzzz-nothing”. Searched: Panels, Properties, Support Tickets.',
      ),
    ).toBeVisible();
  });
});

test.describe('Fire Resources', () => {
  test('the six outside links open in a new tab without a handle on the portal', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL, { theme: 'light' });
    await page.goto('/admin/fire-resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Fire Resources' })).toBeVisible();
    const links = page.getByRole('main').getByRole('link', { name: /opens in a new tab/ });
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    for (const kind of [
      'National wildfire tracker',
      'Live fire map',
      'Emergency incident app',
      'Fire-watch site',
      'Scanner-audio site',
      'California camera site',
    ]) {
      await expect(page.getByText(kind, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});
