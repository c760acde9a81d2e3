import { test, type APIRequestContext } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { demoToken, expect, signIn, TOPANGA } from './support/portal-session';

/**
 * A value the panel reports reaches an open screen by itself: the simulated panel behind the
 * demo property loses its water (staff fault injection), and the Diagnostics row changes
 * without the page being reloaded. Topanga, so the Malibu specs are not disturbed.
 */
async function injectAsStaff(request: APIRequestContext, action: 'low_water' | 'clear') {
  const token = await demoToken(request, 'admin@demo.test');
  const response = await request.post(`/api/admin/simulator/${TOPANGA.siteId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { action },
  });
  expect(response.status(), `simulator ${action}`).toBe(204);
}

test.describe('live updates', () => {
  test('a panel value changes on the open screen without a reload', async ({ page, request }) => {
    await signIn(page, OWNER_EMAIL, { siteId: TOPANGA.siteId });
    await page.goto('/diagnostics');

    const tankRow = page
      .getByRole('region', { name: 'SCADA Tags' })
      .getByRole('row')
      .filter({ hasText: 'WATER_TANK_LEVEL' });
    const valueCell = tankRow.getByRole('cell').nth(2);
    await expect(valueCell).not.toHaveText('0');
    // Marks this page load: a reload or navigation would lose it.
    await page.evaluate(() => {
      (window as unknown as { __sameLoad: boolean }).__sameLoad = true;
    });

    try {
      await injectAsStaff(request, 'low_water');
      await expect(valueCell).toHaveText('0');
      expect(
        await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
      ).toBe(true);
    } finally {
      await injectAsStaff(request, 'clear');
    }
    await expect(valueCell).not.toHaveText('0');
  });
});
