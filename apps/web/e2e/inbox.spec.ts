import { expect as baseExpect, test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { signIn } from './support/portal-session';

// The machine runs several servers and browsers at once; give slow moments room.
const expect = baseExpect.configure({ timeout: 15_000 });

const WELCOME = 'Welcome to your wildfire defense portal';

test.describe('Inbox', () => {
  test('opening an unread message shows it and it stays read after a reload', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/inbox');

    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const welcome = page.getByRole('listitem').filter({ hasText: WELCOME });
    await expect(welcome.getByText('Unread', { exact: true })).toBeVisible();
    await expect(welcome).toContainText('From Wildfire Defense Support');
    const body = welcome.getByText(/Your portal shows your system live/);
    await expect(body).toBeHidden();

    await welcome.getByRole('button', { name: new RegExp(WELCOME) }).click();
    await expect(body).toBeVisible();
    await expect(welcome.getByText('Unread', { exact: true })).toBeHidden();

    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: WELCOME })).toBeVisible();
    await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
  });

  test('someone without messages sees the empty inbox', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/inbox');

    await expect(page.getByText('No messages in your inbox.')).toBeVisible();
  });
});
