import { test } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, MALIBU, signIn } from './support/portal-session';

/** View Customer Dashboard: the customer root with `?property=` in a new tab, read-only for staff. */
test.describe('staff view of a customer dashboard', () => {
  test('staff see the customer property read-only, with no controls', async ({ page }) => {
    await signIn(page, 'support@demo.test');
    await page.goto(`/?property=${MALIBU.siteId}`);

    await expect(
      page.getByRole('alert').filter({ hasText: 'Staff view (read-only)' }),
    ).toContainText(`You are seeing ${MALIBU.name} as its Guests see it.`);
    const panel = page.getByRole('region', { name: 'Emergency' });
    await expect(panel).toContainText(/STANDBY|ACTIVE/);
    await expect(page.getByRole('button', { name: 'Activate Manual Mode' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a customer cannot open someone else property this way', async ({ page }) => {
    await signIn(page, 'single@demo.test');
    await page.goto(`/?property=${MALIBU.siteId}`);
    await expect(page.getByRole('heading', { name: 'Welcome to Wildfire Defense' })).toBeVisible();
    await expect(page.getByText('Staff view (read-only)')).toHaveCount(0);
    await expect(page.getByText(MALIBU.name)).toHaveCount(0);
  });
});
