import { expect as baseExpect, test, type Page } from '@playwright/test';

import { DEMO_PASSWORD, OWNER_EMAIL } from './support/accounts';
import { linkIn, newestMailTo } from './support/mailbox';
import { signIn } from './support/portal-session';

// The machine runs several servers and browsers at once; give slow moments room.
const expect = baseExpect.configure({ timeout: 15_000 });

const SINGLE_EMAIL = 'single@demo.test';
const GUEST_EMAIL = 'guest@demo.test';

const profile = (page: Page) => page.getByRole('form', { name: 'Edit profile' });

test.describe('account area', () => {
  test('the sidebar shows who is signed in and links the four account pages', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/account');

    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav).toContainText('Olivia Rivera');
    await expect(nav).toContainText(OWNER_EMAIL);
    for (const [name, url, heading] of [
      ['Subscription', '/subscription', 'Subscription'],
      ['Payment History', '/payment-history', 'Payment History'],
      ['Manage Users', '/account/manage-users', 'Manage Account Users'],
      ['My Account', '/account', 'My Account'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('My Account', () => {
  test('Edit Profile, Save Changes: the header follows and a reload keeps it', async ({ page }) => {
    await signIn(page, SINGLE_EMAIL);
    await page.goto('/account');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = profile(page);
    await expect(form.getByLabel('Phone')).toHaveAttribute('placeholder', '(555) 123-4567');
    await expect(form.getByLabel('Timezone')).toHaveValue('America/Los_Angeles');

    await form.getByLabel('Phone').fill('12');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      form.getByText('phone must be a valid phone number, e.g. (555) 123-4567'),
    ).toBeVisible();

    // A new email needs the current password; this one belongs to another account.
    await form.getByLabel(/^Email/).fill(OWNER_EMAIL);
    await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await form.getByLabel('Phone').fill('(555) 123-4567');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('That email belongs to another account.')).toBeVisible();

    await form.getByLabel(/^Email/).fill(SINGLE_EMAIL);
    await form.getByLabel(/^Name/).fill('Sam K. Patel');
    await form.getByLabel('Timezone').selectOption('America/Chicago');
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Sam K. Patel' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('(555) 123-4567')).toBeVisible();
    await expect(page.getByText('America/Chicago')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Sam K. Patel');

    // Cancel leaves the saved profile as it was.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await profile(page).getByLabel(/^Name/).fill('Not Saved');
    await profile(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Account menu for Sam K. Patel' })).toBeVisible();
  });
});

test.describe('Subscription and Payment History', () => {
  test('the owner sees the plans, the current one and the next billing date', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/subscription');

    await expect(page.getByRole('region', { name: 'Basic plan' })).toContainText('$49/month');
    await expect(page.getByRole('region', { name: 'Basic plan' })).toContainText(
      'Up to 2 properties',
    );
    const professional = page.getByRole('region', { name: 'Professional plan' });
    await expect(professional).toContainText('$99/month');
    await expect(professional).toContainText('Current plan');
    await expect(page.getByRole('region', { name: 'Enterprise plan' })).toContainText('$199/month');
    await expect(page.getByText('Current plan: Professional')).toBeVisible();
    await expect(page.getByText(/^Next billing date: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  });

  test('the owner sees the invoices and $545.00 paid in the last 6 months', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/payment-history');

    await expect(page.getByText('Total paid in the last 6 months: $545.00')).toBeVisible();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('row')).toHaveCount(8);
    await expect(invoices.getByRole('row').filter({ hasText: 'Pending' })).toHaveCount(1);
    await expect(invoices.getByRole('row').filter({ hasText: 'Paid' })).toHaveCount(6);
    await expect(
      invoices.getByRole('row').filter({ hasText: 'Annual inspection visit' }),
    ).toContainText('$50.00');
    await expect(invoices.getByRole('row').filter({ hasText: 'Pending' })).toContainText(
      'Professional plan, monthly',
    );
    await expect(invoices.getByRole('row').nth(1)).toContainText('Visa ending 4242');
  });

  for (const path of ['/subscription', '/payment-history']) {
    test(`${path}: someone without an account is told so`, async ({ page }) => {
      await signIn(page, GUEST_EMAIL);
      await page.goto(path);

      await expect(page.getByText('No customer account')).toBeVisible();
    });
  }

  test('a Property Manager of the account is told billing is not for them (403)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = `manager-${String(Date.now())}@example.com`;
    await signIn(page, OWNER_EMAIL);
    await page.goto('/account/manage-users');
    await page.getByRole('button', { name: 'Invite User to this account' }).click();
    const form = page.getByRole('form', { name: 'Invite a user to this account' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Full Name').fill('Max Manager');
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    // Accept through the link in the email (the test server's mailbox).
    const link = linkIn(await newestMailTo(email), '/invitations/accept');

    const manager = await browser.newContext();
    const managerPage = await manager.newPage();
    await managerPage.goto(link);
    await expect(managerPage.getByText(/as Property Manager/)).toBeVisible();
    await managerPage.getByLabel(/^Choose a password/).fill('manager-password-1');
    await managerPage.getByLabel(/^Confirm the password/).fill('manager-password-1');
    await managerPage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(managerPage).toHaveURL('/');

    for (const path of ['/subscription', '/payment-history']) {
      await managerPage.goto(path);
      await expect(managerPage.getByText('Billing is not available to you')).toBeVisible();
      await expect(
        managerPage.getByText(/Billing is visible to the Account Owner and Billing Contacts\./),
      ).toBeVisible();
    }
    await manager.close();
  });
});
