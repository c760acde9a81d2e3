import { expect as baseExpect, test, type Page } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { signIn, TOPANGA } from './support/portal-session';

// Several browser-test runs share this machine; a screen can take a few seconds to settle.
const expect = baseExpect.configure({ timeout: 15_000 });

const selectedProperty = (page: Page) => page.getByRole('region', { name: 'Selected property' });

const SINGLE_EMAIL = 'single@demo.test';
const EMPTY_EMAIL = 'empty@demo.test';

const table = (page: Page) => page.getByRole('table', { name: 'Your properties' });
const map = (page: Page) => page.getByRole('region', { name: 'Map of your properties' });

test.describe('properties', () => {
  test('owner: a map and a table of the four properties; View selects one', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Properties' })
      .click();

    await expect(page).toHaveURL('/properties');
    await expect(table(page).getByRole('row')).toHaveCount(5);
    const altadena = table(page).getByRole('row', { name: /Altadena Foothills Home/ });
    // The never-reported panel: Never reported as its status and its system status.
    await expect(altadena.getByText('Never reported')).toHaveCount(2);
    await expect(table(page).getByRole('row', { name: /Malibu Canyon Residence/ })).toContainText(
      'Online',
    );
    // Ojai has no coordinates yet: it is listed but has no marker.
    await expect(map(page).locator('.leaflet-marker-icon')).toHaveCount(3);
    await expect(map(page).getByRole('button', { name: 'Ojai Valley Ranch' })).toHaveCount(0);

    await table(page)
      .getByRole('button', { name: `View ${TOPANGA.name}` })
      .click();

    await expect(page).toHaveURL('/');
    await expect(
      selectedProperty(page).getByText('1440 N Topanga Canyon Blvd, Topanga, CA 90290'),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('selected_site_id'))).toBe(
      TOPANGA.siteId,
    );
  });

  test('single site: selected automatically, straight to its dashboard', async ({ page }) => {
    await signIn(page, SINGLE_EMAIL);
    await page.goto('/properties');

    await expect(page).toHaveURL('/');
    await expect(selectedProperty(page).getByText('2116 Main St, Julian, CA 92036')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Property' }),
    ).toHaveAttribute('href', '/');
  });

  test('no properties: "No properties available"', async ({ page }) => {
    await signIn(page, EMPTY_EMAIL);
    await page.goto('/properties');

    await expect(page.getByRole('heading', { name: 'No properties available' })).toBeVisible();
    await expect(table(page)).toHaveCount(0);
  });
});
