import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  signIn,
  SUPPORT_EMAIL,
  hideDebugPanel,
} from './support/portal-session';

const alertsTable = (page: Page) => page.getByRole('table', { name: 'Alerts' });

/** Every active customer: the demo's four, plus any another spec has added by now. */
let allCustomers = 0;

async function openCreateModal(page: Page) {
  const audience = page.waitForResponse((r) => r.url().includes('/api/admin/broadcasts/audience'));
  await page.getByRole('button', { name: '+ Create New Alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Alert' });
  await expect(dialog).toBeVisible();
  allCustomers = ((await (await audience).json()) as { all_users: number }).all_users;
  expect(allCustomers).toBeGreaterThanOrEqual(4);
  // The recipient count comes from the server.
  await expect(dialog.getByText(/^Recipients: \d+$/)).toBeVisible();
  return dialog;
}

test.describe('Alert broadcasts', () => {
  test('creating an alert: preview, Sending..., the success text, and the new row with its deliveries', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alert Broadcasts' })).toBeVisible();
    await expect(alertsTable(page)).toBeVisible();

    const dialog = await openCreateModal(page);
    // The modal keeps keyboard focus inside it.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const preview = dialog.getByRole('button', { name: 'Preview' });
    const sendButton = dialog.getByRole('button', { name: 'Send Alert' });
    // Preview and Send wait for a title and a message.
    await expect(preview).toBeDisabled();
    await expect(sendButton).toBeDisabled();
    // Defaults: email on, SMS off, push on.
    await expect(dialog.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Push' })).toBeChecked();

    const title = `Smoke plume sighted ${String(Date.now())}`;
    await dialog.getByRole('textbox', { name: 'Alert Title' }).fill(title);
    await expect(preview).toBeDisabled();
    await dialog
      .getByRole('textbox', { name: 'Alert Message' })
      .fill('Smoke seen north of Malibu Canyon. Keep your system ready.');
    await expect(preview).toBeEnabled();
    await expect(dialog.getByText(`Recipients: ${String(allCustomers)}`)).toBeVisible();
    await expect(sendButton).toBeEnabled();

    // Selected Users with nobody chosen: nothing to send to.
    await dialog.getByRole('radio', { name: 'Selected Users' }).check();
    await expect(dialog.getByText('Recipients: 0')).toBeVisible();
    await expect(sendButton).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /Olivia Rivera/ }).check();
    await expect(dialog.getByText('Recipients: 1')).toBeVisible();
    await dialog.getByRole('radio', { name: /All Users/ }).check();

    await preview.click();
    await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await expect(
      dialog.getByText(`To ${String(allCustomers)} users by In-app, Email, Push`),
    ).toBeVisible();

    await sendButton.click();
    await expect(
      page.getByText(`Alert sent successfully to ${String(allCustomers)} users!`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = alertsTable(page).getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    // By keyboard: the row toggles are real buttons.
    await row.getByRole('button', { name: `View More: ${title}` }).press('Enter');
    const details = page.getByRole('table', { name: `Delivery details of ${title}` });
    await expect(details).toBeVisible();
    // Delivery runs in the background; the screen follows it until every channel is done.
    await expect(details.getByRole('row', { name: /In-app/ })).toHaveText(/In-app\s*0\s*0\s*4\s*0/);
    // The test server has no mail server: the mails reached nobody, so they count as failed.
    await expect(details.getByRole('row', { name: /Email/ })).toHaveText(/Email\s*0\s*0\s*0\s*4/);
    // And the screen says why, per channel.
    await expect(page.getByRole('list', { name: 'Why deliveries failed' })).toContainText(
      'Email, 4 people: No mail server (SMTP_URL): kept in the mailbox folder, not sent.',
    );
    await expect(page.getByText('Alex Morgan').first()).toBeVisible();
    await page.getByRole('button', { name: `View Less: ${title}` }).press('Enter');
    await expect(details).toBeHidden();
  });

  test('Send shows Sending... and stays disabled while the request runs', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/broadcasts', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      return route.fallback();
    });
    await page.goto('/admin/alerts');
    const dialog = await openCreateModal(page);
    await dialog.getByRole('textbox', { name: 'Alert Title' }).fill('Held send');
    await dialog
      .getByRole('textbox', { name: 'Alert Message' })
      .fill('This request is held by the test.');
    await dialog.getByRole('button', { name: 'Send Alert' }).click();
    const sending = dialog.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(
      page.getByText(`Alert sent successfully to ${String(allCustomers)} users!`),
    ).toBeVisible();
  });

  test('search on the message and the filters narrow the list; no match shows the empty state', async ({
    page,
  }) => {
    // The active alarms above the list bring its Search button under the floating debug panel.
    await hideDebugPanel(page);
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/alerts');
    await expect(alertsTable(page)).toBeVisible();
    // Customer Support may look but not send.
    await expect(page.getByRole('button', { name: '+ Create New Alert' })).toHaveCount(0);

    const search = page.getByRole('textbox', { name: 'Search alert messages' });
    await search.fill('RED FLAG');
    await search.press('Enter');
    await expect(page.getByText('1 alert found')).toBeVisible();
    await expect(alertsTable(page)).toContainText(
      'Red Flag Warning for the Santa Monica Mountains',
    );

    await search.fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Urgent' }).click();
    await expect(page).toHaveURL(/type=urgent/);
    await expect(alertsTable(page)).toContainText('Evacuation order lifted');
    await expect(alertsTable(page)).not.toContainText('Panel firmware update');

    // Urgent AND Past Month: the demo's urgent alert is 45 days old.
    await page.getByRole('combobox', { name: 'Time', exact: true }).click();
    await page.getByRole('option', { name: 'Past Month' }).click();
    await expect(page.getByText('No alerts match your search and filters.')).toBeVisible();
    await expect(page.getByText('0 alerts found')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(alertsTable(page)).toContainText('Evacuation order lifted');
  });
});
