import { test, type Page } from '@playwright/test';

import { linkIn, newestMailTo } from './support/mailbox';
import {
  ADMIN_EMAIL,
  demoToken,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
} from './support/portal-session';

/** An address nobody has used yet on this server. */
const freshEmail = (label: string) =>
  `${label}-${String(Date.now())}-${String(test.info().workerIndex)}@example.com`;

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
/** The links to a user's sub-pages. */
const recordLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'User records' }).getByRole('link', { name, exact: true });

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The newest invitation link mailed to `email`, from the test server's mailbox. */
const invitationLink = async (email: string) =>
  linkIn(await newestMailTo(email), '/invitations/accept');

async function openUser(page: Page, name: string) {
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(name);
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.describe('Users and groups list', () => {
  test('the Superadmin pages through users ten at a time and searches by name or email', async ({
    page,
  }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/users');

    await expect(usersTable(page).getByRole('row')).toHaveCount(11);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(usersTable(page)).toBeVisible();

    await page.getByLabel('Search users').fill('SUPPORT@demo');
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'support@demo.test')).toContainText('Customer Service');
    await expect(page.getByText(/^Page \d+ of/)).toHaveCount(0);

    await page
      .locator('label')
      .filter({ hasText: /^Groups$/ })
      .click();
    await page.getByLabel('Search groups').fill('');
    const groups = page.getByRole('table', { name: 'Groups' });
    for (const name of [
      'System Administrators',
      'Field Operations',
      'Customer Support',
      'Project Managers',
    ]) {
      await expect(groups).toContainText(name);
    }
  });

  test('empty state: a search with no match', async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill('no-such-person-anywhere');

    await expect(page.getByText('No users match your search.')).toBeVisible();
  });
});

test.describe('User detail', () => {
  test('Edit User, Save and the activity log records the change', async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await openUser(page, 'Omar Haddad');

    const viewHr = page.getByLabel('View HR Data', { exact: true });
    await expect(viewHr).not.toBeChecked();
    // Read-only until Edit User.
    await viewHr.click({ force: true });
    await expect(viewHr).not.toBeChecked();

    await page.getByRole('button', { name: 'Edit User' }).click();
    await page.getByLabel('Department').fill('Field Service');
    await viewHr.check();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('button', { name: 'Edit User' })).toBeVisible();
    await expect(page.getByText('Field Service')).toBeVisible();
    await expect(page.getByLabel('View HR Data', { exact: true })).toBeChecked();

    await page.reload();
    await expect(page.getByText('Field Service')).toBeVisible();

    await recordLink(page, 'Activity').click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Activity' })).toBeVisible();

    await page.goto('/admin/user-logs');
    const log = page.getByRole('table', { name: 'Activity log' });
    await expect(
      log.getByRole('row').filter({ hasText: '/api/admin/users/' }).first(),
    ).toBeVisible();
  });

  test('Cancel leaves the user unchanged', async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await openUser(page, 'Priya Nair');

    await page.getByRole('button', { name: 'Edit User' }).click();
    await page.getByLabel('Department').fill('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('button', { name: 'Edit User' })).toBeVisible();
    await expect(page.getByText('Not saved')).toHaveCount(0);
  });

  test('a customer: panel access with battery, properties sub-page and the spec empty texts', async ({
    page,
  }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await openUser(page, 'Olivia Rivera');

    const panels = page.getByRole('table', { name: 'Panel access' });
    await expect(panels).toBeVisible();
    await expect(panels.getByRole('row')).not.toHaveCount(1);
    // Projects at her properties.
    await expect(page.getByText('Malibu perimeter line extension')).toBeVisible();
    // A customer's tickets are their own.
    await expect(page.getByText('Pump #2 pressure drops during the weekly test')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent logins' })).toBeVisible();

    await recordLink(page, 'Properties').click();
    await expect(page.getByRole('table', { name: 'Properties' })).toContainText(
      'Malibu Canyon Residence',
    );
    await page.getByRole('link', { name: '← User details' }).click();
    await recordLink(page, 'Support Tickets').click();
    await expect(page.getByRole('table', { name: 'Support tickets' })).toContainText(
      'Altadena panel shows System Offline since the install',
    );
    await page.getByRole('link', { name: '← User details' }).click();
    await recordLink(page, 'Projects').click();
    const projects = page.getByRole('table', { name: 'Projects' });
    await expect(projects.getByRole('row').filter({ hasText: 'PRJ-001' })).toContainText('Owner');
    await projects.getByRole('link', { name: 'Malibu perimeter line extension' }).click();
    await expect(page).toHaveURL(/\/admin\/projects\/PRJ-001$/);
    await page.goBack();
    await page.getByRole('link', { name: '← User details' }).click();
    await recordLink(page, 'Login History').click();
    await expect(page.getByRole('table', { name: 'Login history' })).toBeVisible();
  });

  test('a person with no properties: the spec empty text', async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await openUser(page, 'Evan Brooks');
    await expect(page.getByText('No support tickets found for this user.')).toBeVisible();
    await expect(page.getByText('No projects assigned to this user.')).toBeVisible();
    await recordLink(page, 'Support Tickets').click();
    await expect(page.getByText('No support tickets found for this user.')).toBeVisible();
    await page.getByRole('link', { name: '← User details' }).click();
    await recordLink(page, 'Properties').click();

    await expect(page.getByText('No properties assigned to this user.')).toBeVisible();
  });

  test('Alerts: each alert with how it reached the person; the empty state', async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await openUser(page, 'Olivia Rivera');
    await recordLink(page, 'Alerts').click();

    const alerts = page.getByRole('table', { name: 'Alerts' });
    await expect(alerts.getByRole('columnheader')).toHaveText([
      'Date',
      'Type',
      'Title',
      'Read',
      'Email',
      'Text',
    ]);
    // Alarms other specs raised on this server come first (newest first): page on to the
    // demo's broadcasts, the annual inspection (21 days ago) before the evacuation (45 days).
    const pager = page.getByRole('navigation', { name: 'Alerts pages' });
    const pageTo = async (title: string) => {
      await expect(alerts.getByRole('row').nth(1)).toBeVisible();
      for (let i = 0; i < 20 && !(await row(page, title).isVisible()); i++) {
        const next = pager.getByRole('button', { name: 'Next' });
        if (!(await next.isVisible()) || (await next.isDisabled())) break;
        const first = await alerts.getByRole('row').nth(1).textContent();
        await next.click();
        await expect(alerts.getByRole('row').nth(1)).not.toHaveText(first ?? '');
      }
    };
    // Its email kept in the log (no mail server here); it was not texted.
    await pageTo('Annual inspection season');
    await expect(row(page, 'Annual inspection season')).toContainText(
      'Kept in log (no mail server)Not texted',
    );
    // The evacuation went by email and by text, both kept in the logs (no SMS gateway either).
    await pageTo('Evacuation order lifted');
    await expect(row(page, 'Evacuation order lifted')).toContainText(
      'Kept in log (no mail server)Kept in log (no SMS gateway)',
    );

    // Staff receive no customer alerts.
    await page.goto('/admin/users');
    await openUser(page, 'Sofia Chen');
    await recordLink(page, 'Alerts').click();
    await expect(page.getByText('No alerts sent to this user.')).toBeVisible();
  });
});

test.describe('Invite User', () => {
  test('validation texts, a real invitation, and the invitee signs in from the emailed link', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = freshEmail('staff-invitee');
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Invite New User' }).click();
    await expect(page).toHaveURL('/admin/users/invite');

    await page.getByRole('button', { name: 'Send Invitation' }).click();
    for (const text of [
      'Email is required',
      'First name is required',
      'Last name is required',
      'Please select a user type',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await page.getByLabel(/^Email/).fill('not-an-email');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Superadmin' })).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^First Name/).fill('Ivy');
    await page.getByLabel(/^Last Name/).fill('Invitee');
    await page.getByLabel(/^User Type/).selectOption({ label: 'Operations' });
    await page.getByLabel(/^Custom Message/).fill('Welcome to the team.');
    await page.getByRole('button', { name: 'Send Invitation' }).click();

    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(page).toHaveURL('/admin/users');
    await page.getByLabel('Search users').fill(email);
    await expect(row(page, email)).toContainText('Invited');

    const invitee = await browser.newContext();
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(await invitationLink(email));
    await inviteePage.getByLabel(/^Choose a password/).fill('a-long-enough-password');
    await inviteePage.getByLabel(/^Confirm the password/).fill('a-long-enough-password');
    await inviteePage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(
      inviteePage.getByRole('button', { name: 'Account menu for Ivy Invitee' }),
    ).toBeVisible();
    await invitee.close();

    await page.reload();
    await expect(row(page, email)).toContainText('Active');
  });

  test('the same email twice: the server’s reason is shown', async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/users/invite');
    await page.getByLabel(/^Email/).fill('support@demo.test');
    await page.getByLabel(/^First Name/).fill('Sofia');
    await page.getByLabel(/^Last Name/).fill('Chen');
    await page.getByLabel(/^User Type/).selectOption({ label: 'Customer Service' });
    await page.getByRole('button', { name: 'Send Invitation' }).click();

    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/admin/users/invite');
  });
});

test.describe('Activity log (/admin/user-logs)', () => {
  test('each change through the API is a row; ten a page with Previous / Next and Page X of Y', async ({
    page,
  }) => {
    // Eleven changes made straight through the API, without a referrer.
    const token = await demoToken(page.request, ADMIN_EMAIL);
    const users = await page.request.get('/api/admin/users?search=pm%40demo.test', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { items } = (await users.json()) as { items: Array<{ id: number }> };
    const pmId = items[0]!.id;
    for (let i = 1; i <= 11; i += 1) {
      const changed = await page.request.patch(`/api/admin/users/${String(pmId)}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { department: `Delivery ${String(i)}` },
      });
      expect(changed.ok()).toBeTruthy();
    }

    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/user-logs');
    const log = page.getByRole('table', { name: 'Activity log' });
    await expect(log.getByRole('row')).toHaveCount(11);
    // Newest first: the sign-in above and the eleven changes lead the log.
    const change = log
      .getByRole('row')
      .filter({ hasText: `/api/admin/users/${String(pmId)}` })
      .first();
    await expect(change).toBeVisible();
    // Referrer: '-' when empty (the API calls sent none).
    await expect(change.getByRole('cell').nth(4)).toHaveText('-');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
