import { expect as baseExpect, test, type Page } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { signIn } from './support/portal-session';

// Several browser-test runs share this machine; a screen can take a few seconds to settle.
const expect = baseExpect.configure({ timeout: 15_000 });

const selectedProperty = (page: Page) => page.getByRole('region', { name: 'Selected property' });

const SINGLE_EMAIL = 'single@demo.test';
const EMPTY_EMAIL = 'empty@demo.test';

const welcome = (page: Page) => page.getByRole('heading', { name: 'Welcome to Wildfire Defense' });

test.describe('welcome page', () => {
  test('owner: View My Properties and the three link lists, without sidebar or map', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/');

    await expect(welcome(page)).toBeVisible();
    for (const list of ['System Controls', 'Resources', 'Support']) {
      await expect(page.getByRole('heading', { name: list })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Property sections' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Property map' })).toHaveCount(0);

    await page.getByRole('link', { name: 'View My Properties' }).click();
    await expect(page).toHaveURL('/properties');
    await expect(page.getByRole('table', { name: 'Your properties' })).toBeVisible();
  });

  test('every link of the lists opens a real screen', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/');
    await expect(welcome(page)).toBeVisible();
    const links = page.locator('main section').getByRole('link');
    const labels = await links.allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(9);

    for (const label of labels) {
      const link = page.locator('main section').getByRole('link', { name: label, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      // Unknown paths fall back to /; a real screen keeps its address and shows its heading.
      await expect(page, `${label} opens ${href}`).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(welcome(page)).toBeVisible();
    }
  });

  test('single site: the button reads View My Property and lands on the dashboard', async ({
    page,
  }) => {
    await signIn(page, SINGLE_EMAIL);
    await page.goto('/');

    await page.getByRole('link', { name: 'View My Property' }).click();

    await expect(page).toHaveURL('/');
    await expect(selectedProperty(page).getByText('2116 Main St, Julian, CA 92036')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('selected_site_id'))).toBe('WD-1005');
  });

  test('no properties: still welcomed; the list then says none is available', async ({ page }) => {
    await signIn(page, EMPTY_EMAIL);
    await page.goto('/');

    await expect(welcome(page)).toBeVisible();
    await page.getByRole('link', { name: 'View My Properties' }).click();
    await expect(page.getByRole('heading', { name: 'No properties available' })).toBeVisible();
  });
});
