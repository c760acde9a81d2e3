import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { ALTADENA, expect, MALIBU, signIn } from './support/portal-session';

test.describe('diagnostics', () => {
  test('lists every tag, copies them as CSV and shows the recent panel logs', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/diagnostics');

    const tags = page.getByRole('region', { name: 'SCADA Tags' });
    await expect(tags.getByRole('columnheader')).toHaveText(['Group', 'Tag', 'Value', 'Timestamp']);
    await expect(tags.getByRole('row').filter({ hasText: 'SYSTEM_STATUS' })).toContainText(
      'system',
    );
    const rowCount = (await tags.getByRole('row').count()) - 1;
    expect(rowCount).toBeGreaterThan(20);

    await tags.getByRole('button', { name: 'Copy CSV' }).click();
    await expect(
      page.getByText(`Copied ${String(rowCount)} tags to the clipboard as CSV.`),
    ).toBeVisible();
    const csv = await page.evaluate(() => navigator.clipboard.readText());
    expect(csv.split('\r\n')[0]).toBe('Group,Tag,Value,Timestamp');
    expect(csv.split('\r\n')).toHaveLength(rowCount + 1);

    const logs = page.getByRole('region', { name: 'Recent Panel Logs' });
    await expect(logs.getByRole('columnheader')).toHaveText(['Timestamp', 'Level', 'Message']);
    await expect(logs).toContainText('Heartbeat: gateway online');
    await expect(logs).toContainText('WARN');
    expect(await logs.getByRole('row').count()).toBeLessThanOrEqual(21);
  });

  test('empty states for a panel that never reported', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: ALTADENA.siteId });
    await page.goto('/diagnostics');

    await expect(
      page.getByText('The panel at this property has not reported any tags yet.'),
    ).toBeVisible();
    await expect(
      page.getByText('The panel at this property has not logged anything yet.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy CSV' })).toHaveCount(0);
  });
});
