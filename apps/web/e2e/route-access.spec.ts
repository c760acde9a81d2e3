import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD, OWNER_EMAIL, ownerStorageState } from './support/accounts';
import { loginPage } from './support/login-page';

test.describe('signed out', () => {
  test('a protected page redirects to /login, and signing in there returns to it', async ({
    page,
  }) => {
    await page.goto('/pumps');

    await expect(page).toHaveURL('/login?next=%2Fpumps');
    const login = loginPage(page);
    await login.logIn(OWNER_EMAIL, DEMO_PASSWORD);

    await expect(page).toHaveURL('/pumps');
    await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();
  });

  test('an admin page redirects to /login without loading its code first', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin/connectivity');

    await expect(page).toHaveURL('/login?next=%2Fadmin%2Fconnectivity');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Only the app's entry ran, saw no stored sign-in and went on: no signed-in frame, no
    // back-office wrapper, no screen.
    expect(
      scripts.filter((script) => /\/(shell|layout|connectivity)-[\w-]+\.js$/.test(script)),
    ).toEqual([]);
  });

  test('a link that would lead to another site after signing in leads home', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await loginPage(page).logIn(OWNER_EMAIL, DEMO_PASSWORD);

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
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
