import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { ALTADENA, expect, MALIBU, noSidewaysScroll, signIn } from './support/portal-session';

test.describe('dashboard', () => {
  test('shows the selected property: System Status STANDBY, temperatures, weather and freshness', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const status = page.getByRole('region', { name: 'System Status' });
    await expect(status).toContainText('STANDBY');
    await expect(status).toContainText('Agitator Pump');
    await expect(status).toContainText('Perimeter Defense');
    await expect(status).toContainText('Structure Defense');
    await expect(page.getByRole('region', { name: 'Temperature Sensors' })).toContainText('°F');
    await expect(page.getByRole('region', { name: 'Weather' })).toContainText(
      'Weather is unavailable for this property right now.',
    );
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Emergency' })).toContainText(
      'Emergency safety warning',
    );
  });

  test('selects the property from ?property= in the address', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto(`/?property=${MALIBU.siteId}`);

    await expect(page.getByRole('region', { name: 'System Status' })).toContainText('STANDBY');
  });

  test('shows System Offline with the support contacts when the panel never reported', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: ALTADENA.siteId });
    const config = (await (await page.request.get('/api/config')).json()) as {
      support_email: string;
      support_phone: string;
    };
    await page.goto('/');

    await expect(page.getByRole('heading', { name: 'System Offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: config.support_email })).toHaveAttribute(
      'href',
      `mailto:${config.support_email}`,
    );
    await expect(page.getByText(config.support_phone)).toBeVisible();
    await expect(page.getByRole('region', { name: 'System Status' })).toHaveCount(0);
  });
});

test.describe('emergency manual control', () => {
  test('an owner activates after manual mode and confirmation; the command is sent', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Emergency' });

    await expect(panel.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Activate Manual Mode' }).click();
    await panel.getByRole('button', { name: 'Activate', exact: true }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Start the wildfire defense system at ${MALIBU.name}?`);
    await dialog.getByRole('button', { name: 'Activate' }).click();

    const progress = panel.getByRole('status', { name: /command status/ });
    await expect(progress).toContainText('Requested: sent to the panel');
    // The button offers to stop only once the panel's tags confirm the system runs.
    await expect(progress).toContainText("Running — confirmed by the panel's tags");

    // Leave the demo system as it was: stop it again.
    await panel.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(
      `Stop the wildfire defense system at ${MALIBU.name}?`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(progress).toContainText('Requested: sent to the panel');
  });

  test('a guest sees the state and no controls', async ({ page }) => {
    await signIn(page, 'guest@demo.test', { siteId: MALIBU.siteId });
    await page.goto('/');

    const panel = page.getByRole('region', { name: 'Emergency' });
    await expect(panel).toContainText(/STANDBY|ACTIVE/);
    await expect(panel).toContainText('As Guest you can see the state of this system');
    await expect(page.getByRole('button', { name: 'Activate Manual Mode' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
  });
});

test.describe('the dashboard on a phone in a hurry', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('at 375 px the first screen shows the system state, readiness and the start/stop control', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Emergency' });
    await expect(panel).toContainText(/STANDBY|ACTIVE/);
    await expect(panel).toContainText(/Ready|Not ready/);

    const control = panel.getByRole('button', {
      name: /^(Activate Manual Mode|Deactivate)$/,
    });
    await expect(control).toBeInViewport({ ratio: 1 });
    await expect(panel.getByText(/^(STANDBY|ACTIVE)$/)).toBeInViewport();
    await expect(panel.getByText(/^(Ready|Not ready)$/)).toBeInViewport();
    // Nothing was scrolled to get there.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await noSidewaysScroll(page);

    // Tank level, line pressure and connection as tiles.
    for (const tile of ['Water tank', 'Line pressure', 'Connection']) {
      await expect(page.getByRole('group', { name: tile })).toBeVisible();
    }
  });

  test('every table on the customer screens reads at 375 px without sideways scrolling', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    for (const [path, table] of [
      ['/properties', 'Your properties'],
      ['/diagnostics', 'SCADA tags table'],
      ['/payment-history', 'Invoices'],
      ['/manage-users', 'Users of Malibu Canyon Residence'],
      ['/account', 'Signed-in devices'],
    ] as const) {
      await page.goto(path);
      const shown = page.getByRole('table', { name: table });
      await expect(shown, path).toBeVisible();
      // Rows read as cards: the column's name beside each value, nothing wider than the screen.
      await expect(shown.locator('thead')).not.toBeInViewport();
      await noSidewaysScroll(page);
    }
  });

  test('manual mode survives navigation for the session', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Emergency' });
    await panel.getByRole('button', { name: 'Activate Manual Mode' }).click();
    await page.goto('/structure-defense');
    await expect(page.getByText('Manual mode is on.')).toBeVisible();
    await page.goto('/');
    await expect(panel.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  });
});
