import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD, OWNER_EMAIL, UNKNOWN_EMAIL } from './support/accounts';
import { loginPage } from './support/login-page';

// The spec's words, typed out here on purpose: this checks the shared constant too.
const LOGIN_FAILED = 'Login failed, please check your email and password and try again';

test.describe('login', () => {
  test('the demo owner logs in and lands on the dashboard', async ({ page }) => {
    const login = loginPage(page);
    await login.open();
    await login.logIn(OWNER_EMAIL, DEMO_PASSWORD);

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
    const setAt = await page.evaluate(() => Number(window.localStorage.getItem('token_set_time')));
    expect(token).toBeTruthy();
    expect(setAt).toBeGreaterThan(0);
  });

  test('signing in and drawing the dashboard break no Content-Security-Policy rule', async ({
    page,
  }) => {
    // zod must know it may not compile parsers before the first schema exists
    // (src/lib/zod-setup.ts); otherwise its probe shows up here as an 'unsafe-eval' violation.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const login = loginPage(page);
    await login.open();
    await login.logIn(OWNER_EMAIL, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const violations = await page.evaluate(
      () => (window as unknown as { violations: string[] }).violations,
    );
    expect(violations).toEqual([]);
  });

  test('wrong credentials show the exact failure text', async ({ page }) => {
    const login = loginPage(page);
    await login.open();
    await login.logIn(UNKNOWN_EMAIL, 'not-the-password');

    await expect(login.error).toHaveText(LOGIN_FAILED);
    await expect(page).toHaveURL('/login');
    await expect(login.submit).toBeEnabled();
  });

  test("typing fetches the app's code ahead, without starting the app", async ({ page }) => {
    const login = loginPage(page);
    await login.open();
    const appEntry = await page.locator('meta[name="wildfire-app-entry"]').getAttribute('content');
    expect(appEntry).toMatch(/^\/assets\/.+\.js$/);
    const fetched = page.waitForRequest((request) => request.url().endsWith(appEntry ?? '-'));

    await login.email.pressSequentially('owner@');

    await fetched;
    await expect(page).toHaveURL('/login');
    await expect(login.email).toHaveValue('owner@');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the failure text clears as soon as the user types', async ({ page }) => {
    const login = loginPage(page);
    await login.open();
    await login.logIn(UNKNOWN_EMAIL, 'still-not-the-password');
    await expect(login.error).toHaveText(LOGIN_FAILED);

    await login.password.pressSequentially('x');

    await expect(login.error).toBeHidden();
  });

  test('the background video plays from this origin', async ({ page }) => {
    // The browser tests ask for reduced motion (playwright.config.ts); this one does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const videoResponse = page.waitForResponse((response) => /\.webm(\?|$)/.test(response.url()));
    await loginPage(page).open();

    const response = await videoResponse;
    expect(response.status()).toBeLessThan(400);
    expect(response.headers()['content-type']).toContain('video/webm');
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(2);
  });

  test('people who ask for reduced motion get the still background, no video', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const login = loginPage(page);
    await login.open();

    await expect(login.password).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('fits a 375 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const login = loginPage(page);
    await login.open();

    await expect(login.submit).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('follows the stored dark theme choice', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('theme', 'dark');
    });
    await loginPage(page).open();

    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('terms of use and privacy policy open without signing in', async ({ page }) => {
    await loginPage(page).open();

    await page.getByRole('link', { name: 'Terms of Use' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    // A real document for this product, not a heading alone.
    await expect(
      page.getByRole('heading', { name: 'What the portal does, and what it cannot do' }),
    ).toBeVisible();
    await expect(page.getByText(/every screen says "Panel offline"/)).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const heading of ['What we keep', 'Who sees it', 'How long we keep it']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const deletion = page.getByRole('heading', { name: 'How to delete your account' });
    await expect(deletion).toBeVisible();
    // The support contacts of this deployment, as links.
    await expect(
      page.locator('section', { has: deletion }).getByRole('link').first(),
    ).toHaveAttribute('href', /^mailto:/);
  });
});
