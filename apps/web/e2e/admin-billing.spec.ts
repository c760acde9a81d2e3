import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
  SUPPORT_EMAIL,
} from './support/portal-session';

const subscriptionRows = (page: Page) =>
  page.getByRole('table', { name: 'Subscriptions' }).locator('tbody tr');
const invoiceRows = (page: Page) =>
  page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('Subscriptions (/admin/subscriptions)', () => {
  test.beforeEach(async ({ page }) => {
    await hideDebugPanel(page);
  });

  test('every account with owner, plan, price, status, next billing and properties; filters and search', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    test.slow();
    await page.goto('/admin/subscriptions');
    const rivera = subscriptionRows(page).filter({ hasText: 'Rivera Family' });
    await expect(rivera).toContainText('Olivia Rivera', { timeout: 30_000 });
    await expect(rivera).toContainText('$99/month');
    await expect(rivera).toContainText('Active');
    await expect(rivera).toContainText('4 of 5');
    await expect(page.getByText(/^Showing \d+ of \d+ accounts$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await choose(page, 'Status', 'Past Due');
    await expect(subscriptionRows(page)).toHaveCount(1);
    await expect(subscriptionRows(page)).toContainText('Ortiz Residence');

    await choose(page, 'Status', 'All statuses');
    await choose(page, 'Plan', 'Enterprise');
    // Retrying assertions only: the rows of the list before the filter are still on the page
    // for a moment, and a snapshot of them (`.all()`) waited for rows that were gone.
    await expect(subscriptionRows(page).first()).toContainText('$199/month');
    await expect(subscriptionRows(page).filter({ hasNotText: '$199/month' })).toHaveCount(0);

    await choose(page, 'Plan', 'All plans');
    await page.getByLabel('Search subscriptions').fill('PATEL');
    await expect(subscriptionRows(page)).toHaveCount(1);
    await expect(subscriptionRows(page)).toContainText('Sam Patel');

    await page.getByLabel('Search subscriptions').fill('zzz-no-such-account');
    await expect(page.getByText('No subscriptions match these filters.')).toBeVisible();
  });

  test('a plan change shows on the customer’s Subscription screen', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/subscriptions');
    await page.getByLabel('Search subscriptions').fill('Patel Household');
    // The search is debounced: the list is the searched one before the plan is read and changed.
    await expect(page.getByText('Showing 1 of 1 accounts')).toBeVisible();
    const row = subscriptionRows(page).filter({ hasText: 'Patel Household' });
    const target = (await row.textContent())!.includes('Professional') ? 'Basic' : 'Professional';
    await page.getByRole('button', { name: 'Change subscription of Patel Household' }).click();
    const form = page.getByRole('form', { name: 'Change subscription' });
    await form.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: new RegExp(`^${target} `) }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Patel Household: ${target} plan, Active.`)).toBeVisible();
    await expect(row).toContainText(target);

    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await signIn(customerPage, 'single@demo.test');
    await customerPage.goto('/subscription');
    await expect(customerPage.getByText(`Current plan: ${target}`)).toBeVisible();
    await customer.close();
  });

  test('a plan too small for the account’s properties cannot be chosen', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/subscriptions');
    await page.getByLabel('Search subscriptions').fill('Rivera');
    await page.getByRole('button', { name: 'Change subscription of Rivera Family' }).click();
    const form = page.getByRole('form', { name: 'Change subscription' });
    await form.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: /^Basic / }).click();
    await expect(form.getByText('Basic allows up to 2 properties.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('view-only staff see the list without Change', async ({ page }) => {
    await signIn(page, 'accounts@demo.test');
    await page.goto('/admin/subscriptions');
    await expect(subscriptionRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Change subscription/ })).toHaveCount(0);
  });
});

test.describe('Payments (/admin/payments)', () => {
  test.beforeEach(async ({ page }) => {
    await hideDebugPanel(page);
  });

  test('invoices with totals; status, date range and account filters; Mark Paid', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/payments');
    await expect(invoiceRows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article', { name: 'Total Billed' })).toContainText('$');
    await expectNoSeriousA11yViolations(page);

    await choose(page, 'Status', 'Failed');
    // The table refreshes after the pick: wait until no row of another status is left.
    await expect(invoiceRows(page).filter({ hasNotText: 'Failed' })).toHaveCount(0);
    await expect(invoiceRows(page).first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'Paid' })).toContainText('$0.00');

    await choose(page, 'Status', 'All statuses');
    await page.getByLabel('Search payments').fill('Patel');
    await expect(invoiceRows(page).filter({ hasNotText: 'Patel Household' })).toHaveCount(0);
    await expect(invoiceRows(page).first()).toBeVisible();
    const day = (await invoiceRows(page).first().locator('time').getAttribute('datetime'))!;
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await expect(
      invoiceRows(page).filter({ hasNot: page.locator(`time[datetime="${day}"]`) }),
    ).toHaveCount(0);
    await expect(invoiceRows(page).first()).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('2000-01-01');
    await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();

    await page.getByLabel('From', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByLabel('Search payments').fill('');
    await choose(page, 'Status', 'Pending');
    // As above: the first row is read only once the table shows the pending invoices alone.
    await expect(invoiceRows(page).filter({ hasNotText: 'Pending' })).toHaveCount(0);
    const first = invoiceRows(page).first();
    const id = (await first.getByRole('cell').first().textContent())!;
    await page.getByRole('button', { name: `Mark ${id} paid` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark Paid' }).click();
    await expect(page.getByText(`${id} is marked Paid.`)).toBeVisible();
    await expect(invoiceRows(page).filter({ hasText: id })).toHaveCount(0);
    await choose(page, 'Status', 'Paid');
    await page.getByLabel('Search payments').fill(id);
    await expect(invoiceRows(page)).toHaveCount(1);
  });

  test('view-only staff have no Mark Paid; Customer Service cannot open Payments', async ({
    page,
  }) => {
    await signIn(page, 'accounts@demo.test');
    await page.goto('/admin/payments');
    await expect(invoiceRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);

    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/payments');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
