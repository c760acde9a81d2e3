import { expect as baseExpect, test, type Page } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { MALIBU, PHONE_VIEWPORT, SUPPORT_EMAIL, signIn } from './support/portal-session';

// Several browser-test runs share this machine; a screen can take a few seconds to settle.
const expect = baseExpect.configure({ timeout: 15_000 });

const selectedProperty = (page: Page) => page.getByRole('region', { name: 'Selected property' });

const ADMIN_EMAIL = 'admin@demo.test';
const GUEST_EMAIL = 'guest@demo.test';
const MALIBU_ADDRESS = '3700 Las Flores Canyon Rd, Malibu, CA 90265';
const LOCATION_FAILED = 'Unable to get your current location. Please try again.';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Property sections' });
const debugPanel = (page: Page) => page.getByRole('region', { name: 'Debug panel' });
const mapBand = (page: Page) => page.getByRole('region', { name: 'Property map' });

test.describe('header', () => {
  test('owner: Home, Properties and Help, no Admin; the user menu lists the account pages', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/alerts');

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.getByRole('button', { name: /account menu/i }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('owner@demo.test');
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(menu.getByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    await expect(menu.getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(menu.getByRole('menuitem', { name: 'Payment History' })).toHaveAttribute(
      'href',
      '/payment-history',
    );
    await expect(menu.getByRole('menuitem', { name: 'Manage Users' })).toHaveAttribute(
      'href',
      '/account/manage-users',
    );
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('guest (one site): the link reads Property and goes home; no Admin link', async ({
    page,
  }) => {
    await signIn(page, GUEST_EMAIL);
    await page.goto('/alerts');

    await expect(mainNav(page).getByRole('link', { name: 'Property' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('staff see the Admin link', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/help');

    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  test('Properties clears the selection and opens the list', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');
    await expect(selectedProperty(page).getByText(MALIBU_ADDRESS)).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Properties' }).click();

    await expect(page).toHaveURL('/properties');
    expect(await page.evaluate(() => sessionStorage.getItem('selected_site_id'))).toBeNull();
    await expect(sidebar(page)).toHaveCount(0);
  });

  test('the bell counts unread urgent alerts from the server', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/help');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const summary = (await (
      await page.request.get('/api/alerts/summary', {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      })
    ).json()) as { unread_urgent: number };

    const name =
      summary.unread_urgent > 0
        ? `Alerts, ${String(summary.unread_urgent)} unread urgent`
        : 'Alerts';
    const bell = page.getByRole('banner').getByRole('link', { name, exact: true });
    await expect(bell).toHaveAttribute('href', '/alerts');
    await bell.click();
    await expect(page).toHaveURL('/alerts');
  });
});

test.describe('sidebar', () => {
  test('is hidden on the welcome screen', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/');

    await expect(page.getByText('Welcome to Wildfire Defense')).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(mapBand(page)).toHaveCount(0);
  });

  test('lists the property sections and highlights Settings on the account pages', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    const nav = sidebar(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Structure Defense',
      'Perimeter Defense',
      'Manage Users',
      'Alerts',
      'Settings',
    ]);
    await expect(nav.getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/subscription');
    await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on a phone its links live in the burger drawer', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Structure Defense' }).click();

    await expect(page).toHaveURL('/structure-defense');
  });
});

test.describe('map band', () => {
  test("shows the selected property's marker, name and address", async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    const band = mapBand(page);
    await expect(band).toBeVisible();
    expect((await band.boundingBox())?.height).toBe(375);
    await expect(band.getByRole('button', { name: MALIBU.name })).toBeVisible();
    await expect(selectedProperty(page).getByText(MALIBU_ADDRESS)).toBeVisible();
    await expect(band.getByRole('button', { name: 'Centre on property' })).toBeVisible();
  });

  test("a marker's popup View Details selects the property and goes home", async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/alerts');
    await expect(selectedProperty(page).getByText('No property selected')).toBeVisible();

    await mapBand(page).getByRole('button', { name: 'Topanga Ridge Retreat' }).click();
    await page.getByRole('button', { name: 'View Details' }).click();

    await expect(page).toHaveURL('/');
    await expect(
      selectedProperty(page).getByText('1440 N Topanga Canyon Blvd, Topanga, CA 90290'),
    ).toBeVisible();
  });

  test('My location: shows the failure text when the location is refused', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    await mapBand(page).getByRole('button', { name: 'My location' }).click();

    await expect(page.getByRole('alert').filter({ hasText: LOCATION_FAILED })).toBeVisible();
  });

  test('My location: pins the user when the browser knows where they are', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 34.05, longitude: -118.25 });
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    await mapBand(page).getByRole('button', { name: 'My location' }).click();

    await expect(mapBand(page).getByRole('button', { name: 'Your location' })).toBeVisible();
  });

  test('on /help the map gives way to a muted looping video', async ({ page }) => {
    // The browser tests ask for reduced motion (playwright.config.ts); this one does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/help');

    await expect(selectedProperty(page).getByText(MALIBU_ADDRESS)).toBeVisible();
    await expect(mapBand(page)).toHaveCount(0);
    const video = page.locator('video[aria-hidden="true"]');
    await expect(video).toHaveAttribute('loop', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  });
});

test.describe('debug panel', () => {
  test('staff who configure the system see it collapsed, opened it stays open, token cut to 8 characters', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/help');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    if (!token) throw new Error('no token stored');

    const panel = debugPanel(page);
    await expect(panel).toBeVisible();
    const details = panel.getByRole('group', { name: 'Debug details' });
    await expect(details).toBeHidden();
    await panel.getByRole('button', { name: 'Expand' }).click();
    for (const section of ['Authentication', 'Application', 'Local storage', 'Session']) {
      await expect(panel.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(panel.getByText(`${token.slice(0, 8)}…`).first()).toBeVisible();
    expect(await page.content()).not.toContain(token);

    // Remembered for this person: the next page opens with it open.
    await page.reload();
    await expect(debugPanel(page).getByRole('group', { name: 'Debug details' })).toBeVisible();
    await debugPanel(page).getByRole('button', { name: 'Collapse' }).click();
  });

  test('it is docked below the footer, covering nothing', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/help');
    const panel = debugPanel(page);
    await expect(panel).toBeVisible();
    const position = await panel.evaluate((node) => getComputedStyle(node).position);
    expect(position).toBe('static');
    const footerBottom = await page
      .locator('footer')
      .last()
      .evaluate((node) => node.getBoundingClientRect().bottom);
    const panelTop = await panel.evaluate((node) => node.getBoundingClientRect().top);
    expect(panelTop).toBeGreaterThanOrEqual(footerBottom - 1);
  });

  test('staff without system_configuration do not see it', async ({ page }) => {
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/help');
    await expect(page.locator('footer').last()).toBeVisible();
    await expect(debugPanel(page)).toHaveCount(0);
  });

  test('customers never see it', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    await expect(mapBand(page)).toBeVisible();
    await expect(debugPanel(page)).toHaveCount(0);
  });
});
