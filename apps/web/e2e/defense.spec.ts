import { test, type Page } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { ALTADENA, expect, MALIBU, signIn } from './support/portal-session';

const tile = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Current Status' })
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByText(label, { exact: true }) });

test.describe('structure defense', () => {
  test('status tiles and the manual controls with the structure warning', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/structure-defense');

    await expect(page.getByRole('heading', { level: 1, name: 'Structure Defense' })).toBeVisible();
    await expect(tile(page, 'Status')).toContainText(/Error|Active|Running|Standby/);
    await expect(tile(page, 'Health')).toContainText(/Error|Active|Operational/);
    await expect(tile(page, 'Last activation')).toContainText(/minutes? ago|Never/);
    await expect(tile(page, 'Run length')).toContainText(/\d+ min/);
    await expect(tile(page, 'Minutes remaining')).toContainText(/\d+ min/);
    await expect(tile(page, 'Test run')).toContainText(/In progress|Not running/);
    await expect(page.getByText('Coverage area')).toHaveCount(0);

    const controls = page.getByRole('region', { name: 'Manual Controls' });
    await expect(controls).toContainText('Structure defense safety warning');
    await controls.getByRole('button', { name: 'Activate Manual Mode' }).click();
    await controls.getByRole('button', { name: /^(Activate|Deactivate)$/ }).click();
    await expect(page.getByRole('dialog')).toContainText(
      new RegExp(`(Start|Stop) structure defense at ${MALIBU.name}\\?`),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  test('a guest sees the status and no controls', async ({ page }) => {
    await signIn(page, 'guest@demo.test', { siteId: MALIBU.siteId });
    await page.goto('/structure-defense');

    await expect(tile(page, 'Status')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Manual Controls' })).toContainText(
      'As Guest you can see the state of this system',
    );
    await expect(page.getByRole('button', { name: 'Activate Manual Mode' })).toHaveCount(0);
  });

  test('says there is no status for a panel that never reported', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: ALTADENA.siteId });
    await page.goto('/structure-defense');
    await expect(
      page.getByText(
        'The panel at this property has not reported yet, so there is no status to show.',
      ),
    ).toBeVisible();
  });

  test('asks for a property when none is selected', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/structure-defense');
    await expect(page.getByText('Select a property to see its structure defense.')).toBeVisible();
  });
});

test.describe('perimeter defense', () => {
  test('status tiles with the coverage area and the perimeter warning', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/perimeter-defense');

    await expect(page.getByRole('heading', { level: 1, name: 'Perimeter Defense' })).toBeVisible();
    await expect(tile(page, 'Status')).toContainText(/Error|Active|Running|Standby/);
    await expect(tile(page, 'Coverage area')).toContainText(/\d\.\d acres/);
    await expect(page.getByRole('region', { name: 'Manual Controls' })).toContainText(
      'Perimeter defense safety warning',
    );
  });
});
