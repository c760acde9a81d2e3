import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { expect, MALIBU, signIn } from './support/portal-session';

/** The installable app (issue 34): its manifest, its service worker, and the offline shell. */
test.describe('installable web app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the manifest names the app, starts standalone at /, and its icons are real PNGs', async ({
    request,
  }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Wildfire Defense Portal',
      short_name: 'Wildfire',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(
      ['192x192 any', '512x512 any', '512x512 maskable'].sort(),
    );
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const bytes = await png.body();
      // The PNG's own width and height (IHDR) are the size the manifest says.
      const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      expect(`${String(width)}x${String(height)}`).toBe(icon.sizes);
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('the pages link the manifest and give a theme colour for each theme', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
    ).toHaveCount(1);
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
    ).toHaveCount(1);
  });

  test("the browser's own installability check finds nothing missing", async ({ page }) => {
    await page.goto('/login', { waitUntil: 'load' });
    // The check Lighthouse's installable-manifest audit reported (Lighthouse 12 dropped its PWA
    // category): Chromium's, asked through the DevTools protocol.
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's browser contexts are incognito profiles, where nothing installs; every other
    // reason (manifest, icons, start URL, display, service worker) would be listed.
    expect(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    const { errors } = (await devtools.send('Page.getAppManifest')) as {
      errors: Array<{ message: string }>;
    };
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  test('the service worker controls the page, and offline a reload shows the last known state with its age', async ({
    page,
    context,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/');
    const status = page.getByRole('region', { name: 'System Status' });
    await expect(status).toContainText('STANDBY');

    // Registered after the page loaded; it takes the page over once it has the shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // A visit with the worker in charge keeps the answers behind the dashboard.
    await page.reload();
    await expect(status).toContainText('STANDBY');
    await expect(page.getByText(/^Updated /)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: /^Offline — last known state from / }),
    ).toBeVisible();
    await expect(status).toContainText('STANDBY');
    // Never shown as live: the values are greyed as last known, each with its age.
    await expect(page.locator('[data-last-known]')).toBeVisible();
    await expect(page.getByText(/^Last known, /).first()).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(
      'Last known: Online',
    );

    // The sign-in page is its own document offline too, with where to go next in its query.
    const signInPage = await page.goto('/login?next=%2Falerts');
    expect(signInPage?.fromServiceWorker()).toBe(true);
    // Signed in already, the sign-in page sends the person on to where they were going.
    await expect(page).toHaveURL(/\/alerts$/);

    await context.setOffline(false);
  });
});
