import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { ADMIN_EMAIL, expect, MALIBU, signIn } from './support/portal-session';

test('a broadcast to the property WD-1001 reaches its owner in Inbox and Alerts', async ({
  page,
  browser,
}) => {
  // Two signed-in sessions on a shared machine: more room than the default 30 s.
  test.setTimeout(90_000);
  const title = `Crews staging near Malibu ${String(Date.now())}`;
  const message = 'Fire crews are staging on Malibu Canyon Road. Expect traffic; no action needed.';

  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/alerts');
  await page.getByRole('button', { name: '+ Create New Alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Alert' });
  await dialog.getByRole('combobox', { name: 'Alert Type' }).click();
  await page.getByRole('option', { name: 'Warning' }).click();
  await dialog.getByRole('textbox', { name: 'Alert Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Alert Message' }).fill(message);
  await dialog.getByRole('radio', { name: 'Property' }).check();
  await dialog.getByRole('combobox', { name: 'Property' }).fill(MALIBU.siteId);
  await page.getByRole('option', { name: new RegExp(MALIBU.siteId) }).click();
  // The owner and the guest have the Malibu property (other specs may have added members).
  const recipients = dialog.getByText(/^Recipients: \d+$/);
  await expect(recipients).toBeVisible();
  const count = Number((await recipients.textContent())!.split(': ')[1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await dialog.getByRole('checkbox', { name: 'SMS' }).check();
  await dialog.getByRole('button', { name: 'Send Alert' }).click();
  await expect(page.getByText(`Alert sent successfully to ${String(count)} users!`)).toBeVisible();

  // Delivered on every channel: the list follows the background delivery to Sent.
  const row = page
    .getByRole('table', { name: 'Alerts' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER_EMAIL);
  await owner.goto('/inbox');
  const mail = owner.getByRole('listitem').filter({ hasText: title });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText('From Alex Morgan');

  await owner.goto('/alerts');
  const alert = owner.getByRole('listitem').filter({ hasText: title });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Warning');
  await expect(alert).toContainText(message);
  await expect(alert).toContainText(MALIBU.name);
  await ownerContext.close();
});
