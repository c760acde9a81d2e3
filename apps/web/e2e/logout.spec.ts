import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD, OWNER_EMAIL } from './support/accounts';
import { loginPage } from './support/login-page';

// Logs in afresh: logging out revokes the session, so the shared saved state must not be used.
test('logout returns to /login and the old token stops working', async ({ page, request }) => {
  const login = loginPage(page);
  await login.open();
  await login.logIn(OWNER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  if (!token) throw new Error('No access token was stored after login');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/login');
  await expect(login.submit).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

  const response = await request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(401);
});
