import { readFile } from 'node:fs/promises';

import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
} from './support/portal-session';

const documentsTable = (page: Page) => page.getByRole('table', { name: 'Documents' });
const documentRow = (page: Page, name: string) =>
  documentsTable(page).locator('tbody tr').filter({ hasText: name });
const unique = (label: string) => `${label} ${String(Date.now()).slice(-6)}`;

async function openDocuments(page: Page, email = ADMIN_EMAIL) {
  await hideDebugPanel(page);
  await signIn(page, email);
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'HR Documents' })).toBeVisible({
    // The first visit loads the screen's code: slow on a busy machine.
    timeout: 30_000,
  });
}

async function uploadFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  options: { category?: string; folder?: string } = {},
) {
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: /^Upload Document to/ });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /^File/ }).click();
  await (await chooser).setFiles(file);
  if (options.category) await dialog.getByLabel('Category').selectOption(options.category);
  if (options.folder) await dialog.getByLabel('Folder').selectOption({ label: options.folder });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('HR Documents (/admin/documents)', () => {
  // Forms, uploads and accessibility scans: on a busy machine these take longer than 60 s.
  test.slow(true, 'forms, uploads and accessibility scans');

  test('both tabs with their summary tiles and documents; a demo document downloads', async ({
    page,
  }) => {
    await openDocuments(page);
    await expect(page.getByRole('tab', { name: 'Onboarding Documents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: 'Documents' })).toContainText(/\d+/);
    await expect(page.getByRole('article', { name: 'Total Size' })).toContainText(/KB|MB|B/);
    await expect(page.getByRole('article', { name: 'Last Updated' })).toContainText(/\d{4}/);
    const handbook = documentRow(page, 'Employee Handbook 2025');
    await expect(handbook).toContainText('Policies');
    await expect(handbook).toContainText('Alex Morgan');
    await expect(handbook).toContainText('PDF');
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await handbook.getByRole('button', { name: 'Download Employee Handbook 2025' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Employee Handbook 2025.pdf');
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('tab', { name: 'Templates & Forms' }).click();
    await expect(page).toHaveURL(/tab=templates/);
    await expect(documentRow(page, 'Offer Letter Template')).toContainText('Templates');
    await expect(documentRow(page, 'Employee Handbook 2025')).toHaveCount(0);
  });

  test('upload, edit (rename, category, folder) and delete with confirmation', async ({ page }) => {
    const name = unique('Remote Work Policy');
    await openDocuments(page);
    await uploadFile(
      page,
      { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 policy') },
      { category: 'Policies' },
    );
    await expect(page.getByText(`${name} uploaded.`)).toBeVisible();
    const row = documentRow(page, name);
    await expect(row).toContainText('Policies');
    await expect(row).toContainText('Alex Morgan');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${name}` }).click();
    expect((await download).suggestedFilename()).toBe(`${name}.pdf`);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Document name').fill(`${name} (final)`);
    await edit.getByLabel('Category').selectOption('Compliance');
    await edit.getByLabel('Folder').selectOption({ label: 'New Hire Packets' });
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = documentRow(page, `${name} (final)`);
    await expect(renamed).toContainText('Compliance');
    await expect(renamed).toContainText('New Hire Packets');

    await renamed.getByRole('button', { name: `Delete ${name} (final)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document' });
    await expect(confirm).toContainText(`Delete ${name} (final)?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: `Delete ${name} (final)` }).click();
    await page
      .getByRole('dialog', { name: 'Delete document' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(documentRow(page, `${name} (final)`)).toHaveCount(0);
  });

  test('the type limit is checked before sending, and both limits are stated', async ({ page }) => {
    await openDocuments(page);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: /^Upload Document to/ });
    await expect(dialog).toContainText('PDF, DOCX, DOC, XLSX, XLS');
    await expect(dialog).toContainText('up to 20.0 MB');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /^File/ }).click();
    await (
      await chooser
    ).setFiles({
      name: 'installer.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(dialog.getByText('installer.exe: this file type is not allowed.')).toBeVisible();
    // The 20 MB limit is checked the same way (component test: hr-screen.test.tsx).
  });

  test('Create Folder, file a document in it, filter by it, and delete the folder (documents stay)', async ({
    page,
  }) => {
    const folder = unique('Benefits');
    const name = unique('Dental Plan Summary');
    await openDocuments(page);
    await page.getByRole('tab', { name: 'Templates & Forms' }).click();
    // The button of the new tab's panel: the panels are not kept mounted, so a click on the
    // outgoing panel's button (still there for a moment) opened a dialog that went with it.
    await page
      .getByRole('tabpanel', { name: 'Templates & Forms' })
      .getByRole('button', { name: 'Create Folder' })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Create Folder in/ });
    await dialog.getByLabel('Folder name').fill(folder);
    await dialog.getByRole('button', { name: 'Create Folder' }).click();
    await expect(page.getByText(`Folder "${folder}" created.`)).toBeVisible();
    // The new folder is selected: it is empty.
    await expect(page.getByText('No documents in this folder.')).toBeVisible();

    await uploadFile(
      page,
      { name: `${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from('Plan,Cost\r\nPPO,42\r\n') },
      { category: 'Benefits', folder },
    );
    await expect(documentRow(page, name)).toContainText(folder);
    await expect(documentsTable(page).locator('tbody tr')).toHaveCount(1);

    await page.getByLabel('Folder', { exact: true }).selectOption({ label: 'All documents' });
    await expect(documentRow(page, 'Offer Letter Template')).toBeVisible();
    await page.getByLabel('Folder', { exact: true }).selectOption({ label: `${folder} (1)` });
    await expect(documentsTable(page).locator('tbody tr')).toHaveCount(1);

    await page.getByRole('button', { name: 'Delete Folder' }).click();
    await page
      .getByRole('dialog', { name: 'Delete folder' })
      .getByRole('button', { name: 'Delete Folder' })
      .click();
    await expect(page.getByLabel('Folder', { exact: true })).toHaveValue('all');
    const kept = documentRow(page, name);
    await expect(kept).toBeVisible();
    await expect(kept).not.toContainText(folder);
  });

  test('view-only staff see and download, but cannot upload, edit or delete', async ({ page }) => {
    await openDocuments(page, 'accounts@demo.test');
    await expect(documentRow(page, 'Employee Handbook 2025')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Document' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Folder' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });
});
