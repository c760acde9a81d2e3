import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
} from './support/portal-session';

/** A group name nobody has used yet on this server. */
const freshName = (label: string) =>
  `${label} ${String(Date.now())}-${String(test.info().workerIndex)}`;

const groupsTable = (page: Page) => page.getByRole('table', { name: 'Groups' });

async function openGroups(page: Page) {
  await page.goto('/admin/users?view=groups');
  await expect(groupsTable(page)).toBeVisible();
}

test.describe('Create Group', () => {
  test('validation texts, Select All, then the group is created and listed', async ({ page }) => {
    const name = freshName('Night Shift');
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await openGroups(page);
    await page.getByRole('link', { name: 'Create Group' }).click();
    await expect(page).toHaveURL('/admin/groups/create');

    await page.getByRole('button', { name: 'Create Group' }).click();
    await expect(page.getByText('Group name is required')).toBeVisible();
    await expect(page.getByText('Group description is required')).toBeVisible();
    await page.getByLabel(/^Group Name/).fill(name);
    await expect(page.getByText('Group name is required')).toHaveCount(0);
    await expect(page.getByText('Group description is required')).toBeVisible();
    await page.getByLabel(/^Description/).fill('After-hours support');
    await expect(page.getByText('Group description is required')).toHaveCount(0);

    await page.getByLabel('Member email').fill('pm@demo.test');
    await page.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByRole('table', { name: 'Members' })).toContainText('Priya Nair');

    await page.getByLabel('Select All: Customer Support').check();
    await expect(page.getByLabel('Close Support Tickets', { exact: true })).toBeChecked();
    await expect(page.getByText('5 selected')).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Group' }).click();

    await expect(page.getByText(`Group "${name}" created successfully!`)).toBeVisible();
    await expect(page).toHaveURL('/admin/users');
    await page
      .locator('label')
      .filter({ hasText: /^Groups$/ })
      .click();
    await page.getByLabel('Search groups').fill(name);
    const listed = groupsTable(page).getByRole('row').filter({ hasText: name });
    // Five permissions, one member.
    await expect(listed.getByRole('cell').nth(2)).toHaveText('5');
    await expect(listed.getByRole('cell').nth(3)).toHaveText('1');
  });
});

test.describe('Edit Group', () => {
  test('adds a member by email; the member gains the group’s permissions at once', async ({
    page,
  }) => {
    const name = freshName('Partner Desk');
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/groups/create');
    await page.getByLabel(/^Group Name/).fill(name);
    await page.getByLabel(/^Description/).fill('Helps partners');
    await page.getByLabel('View Partners', { exact: true }).check();
    await page.getByRole('button', { name: 'Create Group' }).click();
    await expect(page).toHaveURL('/admin/users');

    await page
      .locator('label')
      .filter({ hasText: /^Groups$/ })
      .click();
    await page.getByLabel('Search groups').fill(name);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/group-permissions\/\d+$/);
    await expect(page.getByText('No members in this group yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    const addUser = dialog.getByRole('button', { name: 'Add User' });
    await expect(addUser).toBeDisabled();
    await dialog.getByLabel('Email').fill('newhire@demo.test');
    await expect(addUser).toBeEnabled();
    await addUser.click();

    await expect(page.getByText('User added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members).toContainText('newhire@demo.test');

    await members.getByRole('link', { name: 'Noah Bennett' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Noah Bennett' })).toBeVisible();
    // The user's groups (the "created" notification may still show the name too).
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByLabel('View Partners', { exact: true })).toBeChecked();
  });

  test('a sample group: members, permissions and Save Changes', async ({ page }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/group-permissions/3');

    await expect(page.getByLabel(/^Group Name/)).toHaveValue('Customer Support');
    await expect(page.getByRole('table', { name: 'Members' })).toContainText('support@demo.test');
    await expect(page.getByLabel('View Support Tickets', { exact: true })).toBeChecked();
    await expect(page.getByLabel('View HR Data', { exact: true })).not.toBeChecked();

    await page.getByLabel(/^Description/).fill('Help customers: tickets, properties and alerts.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Group "Customer Support" saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Description/)).toHaveValue(
      'Help customers: tickets, properties and alerts.',
    );
  });
});
