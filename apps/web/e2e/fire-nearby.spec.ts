import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import {
  expect,
  expectAccessiblePart,
  noSidewaysScroll,
  PHONE_VIEWPORT,
  signIn,
  TOPANGA,
} from './support/portal-session';

/**
 * The Fire nearby card (issue 35) against the e2e server, which has no network: the fire data
 * cannot be fetched, and the card must say it is unknown, never that there is no fire.
 */
test.describe('Fire nearby card', () => {
  test('says the fire data is unknown without network, and an Owner sets automatic activation', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL, { siteId: TOPANGA.siteId });
    await page.goto('/');
    const card = page.getByRole('region', { name: /Fire nearby/ });
    await expect(card).toBeVisible();
    await expect(card.getByText('Fire data unknown')).toBeVisible();
    await expect(card).not.toContainText('No fire perimeter within 30 miles');
    await expect(card).toContainText(
      'Satellite hotspots (NASA FIRMS): off (no FIRMS map key configured)',
    );
    await expectAccessiblePart(page, 'section[aria-labelledby="fire-nearby"]');

    // The Owner opens the rule's form, turns automatic activation on at 5 miles, and it is kept.
    const change = card.getByRole('button', { name: 'Change automatic activation' });
    await change.click();
    await card.getByRole('switch', { name: /Start the system when a fire comes near/ }).check();
    const distance = card.getByRole('textbox', { name: 'Fire within (miles)' });
    await distance.fill('5');
    await card.getByRole('button', { name: 'Save automatic activation' }).click();
    await expect(page.getByText('Automatic activation saved.')).toBeVisible();
    await page.reload();
    await expect(card).toContainText('Automatic activation: on, within 5 miles.');
    await change.click();
    await expect(
      card.getByRole('switch', { name: /Start the system when a fire comes near/ }),
    ).toBeChecked();
    await expect(card.getByRole('textbox', { name: 'Fire within (miles)' })).toHaveValue('5');

    // Back off, as the demo starts.
    await card.getByRole('switch', { name: /Start the system when a fire comes near/ }).uncheck();
    await card.getByRole('button', { name: 'Save automatic activation' }).click();
    await expect(page.getByText('Automatic activation saved.').first()).toBeVisible();
  });

  test('is readable on a phone in the dark theme', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, OWNER_EMAIL, { siteId: TOPANGA.siteId });
    await page.goto('/');
    const card = page.getByRole('region', { name: /Fire nearby/ });
    await expect(card.getByText('Fire data unknown')).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessiblePart(page, 'section[aria-labelledby="fire-nearby"]');
  });
});
