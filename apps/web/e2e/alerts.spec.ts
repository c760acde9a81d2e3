import { expect as baseExpect, test, type Page } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { expectNoSeriousA11yViolations, signIn } from './support/portal-session';

// The machine runs several servers and browsers at once; give slow moments room.
const expect = baseExpect.configure({ timeout: 15_000 });

const SINGLE_EMAIL = 'single@demo.test';
const EMPTY_EMAIL = 'empty@demo.test';

/** The counts the server holds for whoever is signed in on this page. */
async function serverCounts(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get('/api/alerts/summary', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  return (await response.json()) as { total: number; urgent: number };
}

const message = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

test.describe('All Messages', () => {
  test('shows the count line with the urgent count, newest first, and expands details', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/alerts');

    await expect(page.getByRole('heading', { level: 1, name: 'All Messages' })).toBeVisible();
    const redFlag = message(page, 'Red Flag Warning in effect');
    await expect(redFlag).toBeVisible();
    const counts = await serverCounts(page);
    expect(counts.urgent).toBeGreaterThanOrEqual(1);
    await expect(
      page.getByText(`${String(counts.total)} messages, ${String(counts.urgent)} urgent`),
    ).toBeVisible();

    await expect(redFlag.getByText('Urgent', { exact: true })).toBeVisible();
    await expect(redFlag).toContainText('Malibu Canyon Residence');
    await expect(redFlag).toContainText(/hours? ago/);

    // Newest first: the 2-hour-old Red Flag Warning comes before the 3-day-old inspection.
    const titles = await page.getByRole('listitem').allInnerTexts();
    const redFlagAt = titles.findIndex((t) => t.includes('Red Flag Warning in effect'));
    const inspectionAt = titles.findIndex((t) => t.includes('Annual inspection due'));
    expect(redFlagAt).toBeGreaterThanOrEqual(0);
    expect(redFlagAt).toBeLessThan(inspectionAt);

    const details = redFlag.getByText(/Gusty offshore winds/);
    await expect(details).toBeHidden();
    await redFlag.getByRole('button', { name: /Red Flag Warning in effect/ }).click();
    await expect(details).toBeVisible();
  });

  test('Mark as Read persists after a reload', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/alerts');

    const weekly = message(page, 'Weekly test run completed');
    await expect(weekly.getByText('Unread', { exact: true })).toBeVisible();
    await weekly.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(weekly.getByText('Unread', { exact: true })).toBeHidden();

    await page.reload();
    await expect(message(page, 'Weekly test run completed')).toBeVisible();
    await expect(
      message(page, 'Weekly test run completed').getByRole('button', { name: 'Mark as Read' }),
    ).toHaveCount(0);
  });

  test('Clear All asks first, archives everything, and the archive still holds them', async ({
    page,
  }) => {
    await signIn(page, SINGLE_EMAIL);
    await page.goto('/alerts');
    await expect(message(page, 'Agitator cycle completed')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear all messages?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(message(page, 'Agitator cycle completed')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All' }).click();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('No messages', { exact: true })).toBeVisible();
    await expect(page.getByText('0 messages, 0 urgent')).toBeVisible();

    await page.reload();
    await expect(page.getByText('No messages', { exact: true })).toBeVisible();
    await page.getByText('Archived', { exact: true }).click();
    await expect(message(page, 'Agitator cycle completed')).toBeVisible();
  });

  test('someone without alerts sees No messages', async ({ page }) => {
    await signIn(page, EMPTY_EMAIL);
    await page.goto('/alerts');

    await expect(page.getByText('No messages', { exact: true })).toBeVisible();
    await expect(page.getByText('0 messages, 0 urgent')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
