import { expect, test, type Page } from '@playwright/test';

import { DEMO_PASSWORD, OWNER_EMAIL } from './support/accounts';
import { loginPage } from './support/login-page';

/** Signs the demo owner in through the sign-in page; returns the session's access token. */
async function signInAfresh(page: Page): Promise<string> {
  const login = loginPage(page);
  await login.open();
  await login.logIn(OWNER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  if (!token) throw new Error('No access token was stored after login');
  return token;
}

// Logs in afresh: logging out revokes the session, so the shared saved state must not be used.
test('logout returns to /login and the old token stops working', async ({ page, request }) => {
  const login = loginPage(page);
  const token = await signInAfresh(page);

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

test('a session ended elsewhere sends the user to sign in again, told why, and back', async ({
  page,
  request,
}) => {
  const login = loginPage(page);
  const token = await signInAfresh(page);

  // The session ends on the server (signed out everywhere else, or revoked by staff).
  const revoked = await request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  // A 401 right after signing in does not end the session (the spec's grace period): this
  // session is made a minute old.
  await page.evaluate(() => {
    window.localStorage.setItem('token_set_time', String(Date.now() - 60_000));
  });
  await page.goto('/alerts');

  await expect(page).toHaveURL('/login?next=%2Falerts');
  await expect(login.error).toHaveText('Your session has expired. Please log in again.');
  // Shown once: a reload of the sign-in page does not repeat it.
  await page.reload();
  await expect(login.submit).toBeVisible();
  await expect(login.error).toBeHidden();

  await login.logIn(OWNER_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/alerts');
});
