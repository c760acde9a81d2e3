import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
} from './support/portal-session';

const propertiesTable = (page: Page) => page.getByRole('table', { name: 'Properties' });
const propertyRows = (page: Page) => propertiesTable(page).locator('tbody tr');

test.describe('Properties (/admin/properties)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
  });

  test('lists properties and searches by panel ID, name or address on the server', async ({
    page,
  }) => {
    await page.goto('/admin/properties');
    await expect(propertyRows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const search = page.getByLabel('Search properties');

    await search.fill('1003');
    await expect(propertyRows(page)).toHaveCount(1);
    await expect(propertyRows(page)).toContainText('Ojai Valley Ranch');

    await search.fill('topanga RIDGE');
    await expect(propertyRows(page)).toHaveCount(1);
    await expect(propertyRows(page)).toContainText('1002');

    await search.fill('Las Flores Canyon');
    await expect(propertyRows(page)).toHaveCount(1);
    await expect(propertyRows(page)).toContainText('Malibu Canyon Residence');

    await search.fill('zzz-no-such-place');
    await expect(page.getByText('No properties match "zzz-no-such-place".')).toBeVisible();
  });

  test('row buttons open Files, Notes and the panel detail', async ({ page }) => {
    await page.goto('/admin/properties');
    await page.getByLabel('Search properties').fill('1005');
    await expect(propertyRows(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Files of Julian Hillside Cabin' }).click();
    await expect(page).toHaveURL(/\/admin\/property\/1005\/files$/);
    await page.goBack();
    await page.getByLabel('Search properties').fill('1005');
    await page.getByRole('link', { name: 'Notes of Julian Hillside Cabin' }).click();
    await expect(page).toHaveURL(/\/admin\/property\/1005\/notes$/);
    await page.goBack();
    await page.getByLabel('Search properties').fill('1005');
    await page.getByRole('link', { name: 'View Julian Hillside Cabin' }).click();
    await expect(page).toHaveURL(/\/admin\/property\/1005$/);
    await expect(page.getByRole('region', { name: 'Panel Information' })).toBeVisible();
  });

  test('+ Add New Property creates the property and its panel, saying when it could not be placed', async ({
    page,
  }) => {
    const panelNumber = 2000 + (Date.now() % 7000);
    await page.goto('/admin/properties');
    await page.getByRole('button', { name: '+ Add New Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await dialog.getByRole('button', { name: 'Create Property' }).click();
    await expect(dialog.getByText('Property name is required')).toBeVisible();

    await dialog.getByLabel('Property name').fill(`E2E Ridge House ${String(panelNumber)}`);
    await dialog.getByLabel('Address').fill('1 Unplaceable Test Road, Nowhere');
    await dialog.getByLabel('Owner email').fill('single@demo.test');
    await dialog.getByLabel('Panel number').fill(String(panelNumber));
    await dialog.getByRole('button', { name: 'Create Property' }).click();
    // No geocoder is reachable from the test machine: created without coordinates, and said so.
    await expect(page.getByRole('status').filter({ hasText: 'created with panel' })).toContainText(
      'without map coordinates',
    );
    await page.getByLabel('Search properties').fill(String(panelNumber));
    await expect(propertyRows(page)).toHaveCount(1);
    await expect(propertyRows(page)).toContainText(`E2E Ridge House ${String(panelNumber)}`);
  });
});

test.describe('Property files and notes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
  });

  test('upload, download and delete a file; limits are checked before sending', async ({
    page,
  }) => {
    await page.goto('/admin/property/1003/files');
    await expect(page.getByText('Up to 10.0 MB')).toBeVisible();
    const name = `inspection-${String(Date.now())}.txt`;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload File' }).click();
    await (
      await chooser
    ).setFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from('All sprinklers tested.'),
    });
    const files = page.getByRole('table', { name: 'Files' });
    await expect(files.getByRole('row').filter({ hasText: name })).toContainText('Alex Morgan');
    // Away from the button just clicked: the check is about the page at rest, not its hover colour.
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${name}` }).click();
    expect((await download).suggestedFilename()).toBe(name);

    const wrongType = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload File' }).click();
    await (
      await wrongType
    ).setFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'tool.exe: this file type is not allowed' }),
    ).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(files.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('notes: newest first with author and time; blank text is ignored', async ({ page }) => {
    await page.goto('/admin/property/1004/notes');
    const text = page.getByLabel('New note');
    await text.fill('   ');
    await page.getByRole('button', { name: 'Add Note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });

    const first = `Site visit booked ${String(Date.now())}`;
    await text.fill(first);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(notes.getByRole('listitem').first()).toContainText(first);
    const second = `Gate code changed ${String(Date.now())}`;
    await text.fill(second);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(notes.getByRole('listitem').first()).toContainText(second);
    await expect(notes.getByRole('listitem').first()).toContainText('Alex Morgan');
    await expect(notes.getByRole('listitem').nth(1)).toContainText(first);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
  });
});
