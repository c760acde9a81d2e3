import { test, type Page } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
} from './support/portal-session';

const contentTable = (page: Page) => page.getByRole('table', { name: 'Content' });
const contentRows = (page: Page) => contentTable(page).locator('tbody tr');
const rowOf = (page: Page, title: string) => contentRows(page).filter({ hasText: title });

/** A 2 × 2 PNG, small enough to upload in a moment. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBDAYGBgYGAADsRAP9Wn/TuQAAAABJRU5ErkJggg==',
  'base64',
);

async function moveTo(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Change status of ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('CMS (/admin/cms)', () => {
  test.beforeEach(async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
  });

  test('stats cards and the Content Library: filter by type, search title, category and tags', async ({
    page,
  }) => {
    await page.goto('/admin/cms');
    await expect(page.getByRole('article', { name: 'Published' })).toContainText(/\d+/);
    await expect(page.getByRole('article', { name: 'Total Views' })).toContainText(/\d/);
    await expect(contentRows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    await expect(contentRows(page)).toHaveCount(2);
    for (const row of await contentRows(page).all()) await expect(row).toContainText('Video');

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    await page.getByLabel('Search content').fill('SANTA ANA WINDS');
    await expect(contentRows(page)).toHaveCount(1);
    await expect(contentRows(page)).toContainText(
      'Red Flag Warning: what it means for your system',
    );
    await expect(contentRows(page)).toContainText('Published');

    await page.getByLabel('Search content').fill('zzz-nothing-like-this');
    await expect(page.getByText('No content matches these filters.')).toBeVisible();
  });

  test('the workflow: a new draft goes to review, is approved, published (served to the product), archived and deleted', async ({
    page,
  }) => {
    const title = `Ember season notice ${String(Date.now())}`;
    await page.goto('/admin/cms');
    await page.getByRole('button', { name: 'New Content' }).click();
    const form = page.getByRole('form', { name: 'New content' });
    await form.getByRole('button', { name: 'Save Draft' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Page Copy' }).click();
    await form.getByLabel('Category').fill('Notices');
    await form.getByLabel('Tags').fill('embers, notice');
    await form.getByLabel('Body').fill('Clear gutters before the wind arrives.');
    await form.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText(`“${title}” saved as a draft.`)).toBeVisible();

    await page.getByLabel('Search content').fill(title);
    await expect(rowOf(page, title)).toContainText('Draft');
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    expect((await page.request.get(`/api/content/${slug}`)).status()).toBe(404);

    await moveTo(page, title, 'Send to Review');
    await expect(rowOf(page, title)).toContainText('In Review');
    await moveTo(page, title, 'Approve');
    await expect(rowOf(page, title)).toContainText('Approved');
    await moveTo(page, title, 'Publish');
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(rowOf(page, title)).toContainText('Published');

    const served = await page.request.get(`/api/content/${slug}`);
    expect(served.status()).toBe(200);
    expect(((await served.json()) as { title: string }).title).toBe(title);
    await page.reload();
    await page.getByLabel('Search content').fill(title);
    // Views is the seventh column: the one request above counted one view.
    await expect(rowOf(page, title).getByRole('cell').nth(6)).toHaveText('1');

    await moveTo(page, title, 'Archive');
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(rowOf(page, title)).toContainText('Archived');
    expect((await page.request.get(`/api/content/${slug}`)).status()).toBe(404);

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No content matches these filters.')).toBeVisible();
  });

  test('Media Library: upload within the limits, preview, download and delete', async ({
    page,
  }) => {
    await page.goto('/admin/cms');
    await page.getByRole('tab', { name: 'Media Library' }).click();
    await expect(page.getByRole('article', { name: 'Topanga ridge pump house.png' })).toBeVisible();
    await expect(page.getByText(/Images up to 10\.0 MB/)).toBeVisible();

    const name = `crew-${String(Date.now())}.png`;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Media' }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG });
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Alex Morgan');
    await expect(card.getByRole('img', { name })).toBeVisible();

    await page.getByRole('button', { name: `Preview ${name}` }).click();
    const preview = page.getByRole('dialog', { name });
    await expect(preview.getByRole('img', { name })).toBeVisible();
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${name}` }).click();
    expect((await download).suggestedFilename()).toBe(name);

    const wrongType = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Media' }).click();
    await (
      await wrongType
    ).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'logo.svg: this file type is not allowed' }),
    ).toBeVisible();

    // Mantine's segmented control hides the radio itself; its label is what a user clicks.
    await page
      .locator('label')
      .filter({ hasText: /^Videos$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Videos' })).toBeChecked();
    await expect(page.getByText('No videos yet.')).toBeVisible();
    await page.locator('label').filter({ hasText: /^All$/ }).click();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test('Templates: Use Template makes a draft in the Content Library', async ({ page }) => {
    const title = `A Julian story ${String(Date.now())}`;
    await page.goto('/admin/cms');
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Use template Customer story' }).click();
    const form = page.getByRole('form', { name: 'Use template' });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Create Draft' }).click();
    await expect(page.getByRole('tab', { name: 'Content Library' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByLabel('Search content').fill(title);
    await expect(rowOf(page, title)).toContainText('Blog Post');
    await expect(rowOf(page, title)).toContainText('Draft');
  });

  test('Analytics: views per day over 30 days and the top content, counted from real views', async ({
    page,
  }) => {
    await page.goto('/admin/cms');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const chart = page.getByRole('region', { name: 'Views per day, last 30 days' });
    await expect(chart.getByRole('row')).toHaveCount(31);
    const top = page.getByRole('table', { name: 'Top content' });
    await expect(top.getByRole('row').nth(1)).toContainText(
      'How structure defense kept a Malibu home standing',
    );
    const total = page.getByRole('article', { name: 'Total Views' }).last();
    const before = Number((await total.textContent())!.replace(/\D/g, ''));
    await page.request.get('/api/content/red-flag-warning-what-it-means');
    await page.reload();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(total).toContainText(new Intl.NumberFormat('en-US').format(before + 1));
    await expectNoSeriousA11yViolations(page);
  });

  test('the customer Help screen shows the published help page copy', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/help');
    await expect(
      page.getByRole('region', { name: 'Before fire season: your five-minute check' }),
    ).toContainText('Santa Ana wind season');
  });
});
