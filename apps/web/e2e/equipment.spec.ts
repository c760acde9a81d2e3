import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { ALTADENA, expect, MALIBU, signIn } from './support/portal-session';

test.describe('pumps', () => {
  test('one card per pump with ON/OFF and pressure in PSI', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/pumps');

    await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();
    for (const name of ['Pump #1', 'Pump #2']) {
      const card = page.getByRole('region', { name });
      await expect(card).toContainText(/ON|OFF/);
      await expect(card).toContainText(/\d+\.\d{2} PSI/);
    }
  });

  test('No Pumps Available for a panel that never reported', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: ALTADENA.siteId });
    await page.goto('/pumps');
    await expect(page.getByRole('heading', { name: 'No Pumps Available' })).toBeVisible();
  });

  test('asks for a property when none is selected', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/pumps');

    await expect(page.getByText('Select a property to see its pumps.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Properties' }).click();
    await expect(page).toHaveURL('/properties');
  });
});

test.describe('valves', () => {
  test('an owner renames a valve, sees it after a reload, and restores the default', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/valves');

    const supply = page.getByRole('region', { name: 'Water Supply' });
    await expect(supply).toContainText('Type: Water Supply');
    await supply.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Valve name').fill('Well house');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: 'Well house' })).toBeVisible();

    await page.reload();
    const renamed = page.getByRole('region', { name: 'Well house' });
    await expect(renamed).toContainText('Type: Water Supply');

    await renamed.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Valve name').fill('');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: 'Water Supply' })).toBeVisible();
  });

  test('a guest sees the valves without Rename', async ({ page }) => {
    await signIn(page, 'guest@demo.test', { siteId: MALIBU.siteId });
    await page.goto('/valves');

    await expect(page.getByRole('region', { name: 'Perimeter Defense' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  });

  test('No Valves Available for a panel that never reported', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: ALTADENA.siteId });
    await page.goto('/valves');
    await expect(page.getByRole('heading', { name: 'No Valves Available' })).toBeVisible();
  });

  test('asks for a property when none is selected', async ({ page }) => {
    await signIn(page, 'empty@demo.test');
    await page.goto('/valves');
    await expect(page.getByText('Select a property to see its valves.')).toBeVisible();
  });
});
