import { expect, test } from '@playwright/test';

import { ownerStorageState } from './support/accounts';

test.describe('signed out', () => {
  test('a protected page redirects to /login', async ({ page }) => {
    await page.goto('/pumps');

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('an admin page redirects to /login', async ({ page }) => {
    await page.goto('/admin/connectivity');

    await expect(page).toHaveURL('/login');
  });
});

test.describe('signed in', () => {
  test.use({ storageState: ownerStorageState });

  test('/login redirects to /', async ({ page }) => {
    await page.goto('/login');

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no-such-screen');

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a screen opens directly by its address', async ({ page }) => {
    await page.goto('/pumps');

    await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();
  });
});
