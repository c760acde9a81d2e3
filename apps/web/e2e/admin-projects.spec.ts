import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
} from './support/portal-session';

/** The first screen after a navigation may take long on a busy machine (live data, lazy modules). */
const LOADED = { timeout: 60_000 };

const PM_EMAIL = 'pm@demo.test'; // Project Managers group; Regional Manager waiver authority

const projectsTable = (page: Page) => page.getByRole('table', { name: 'Projects' });
const projectRows = (page: Page) => projectsTable(page).locator('tbody tr');
const statusButtons = (page: Page) => page.getByRole('group', { name: 'Filter by status' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test.describe('Project Management (/admin/projects)', () => {
  test.beforeEach(async ({ page }) => {
    // Long flows with several accessibility scans: three times the usual time on a busy machine.
    test.slow();
    await hideDebugPanel(page);
  });

  test('status buttons with counts filter the list; search; deposit status shown; empty text', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL, { theme: 'light' });
    await page.goto('/admin/projects');
    await expect(projectRows(page).first()).toBeVisible(LOADED);
    for (const status of [
      'All',
      'Planning',
      'Approved',
      'In Progress',
      'On Hold',
      'Completed',
      'Cancelled',
    ]) {
      await expect(
        statusButtons(page).getByRole('button', { name: new RegExp(`^${status} \\(\\d+\\)$`) }),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Projects Guide' })).toHaveAttribute(
      'href',
      '/admin/projects-guide',
    );
    await expectNoSeriousA11yViolations(page);

    await statusButtons(page)
      .getByRole('button', { name: /^On Hold/ })
      .click();
    await expect(projectRows(page)).toHaveCount(1);
    await expect(projectsTable(page)).toContainText('Julian water storage expansion');
    await expect(projectsTable(page)).toContainText('Deposit Partial');
    await expect(projectsTable(page)).toContainText('$22,000.00');

    await statusButtons(page).getByRole('button', { name: /^All/ }).click();
    await page.getByLabel('Search projects').fill('prj-003');
    await expect(projectRows(page)).toHaveCount(1);
    await expect(projectsTable(page)).toContainText('Deposit Waived');
    await page.getByLabel('Search projects').fill('Backcountry');
    await expect(
      statusButtons(page).getByRole('button', { name: /^On Hold \(1\)$/ }),
    ).toBeVisible();
    await page.getByLabel('Search projects').fill('zzz-no-such-project');
    await expect(page.getByText('No projects found matching your criteria.')).toBeVisible();
  });

  test('+ New Project: checked, no Expired contractor, created and opened as Planning with its deposit', async ({
    page,
  }) => {
    await signIn(page, PM_EMAIL);
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: '+ New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByText('Project name is required')).toBeVisible(LOADED);

    const name = `Topanga guest cottage sprinklers ${String(Date.now())}`;
    await dialog.getByLabel('Project name').fill(name);
    await dialog.getByRole('combobox', { name: 'Property' }).fill('topanga');
    await page.getByRole('option', { name: /Topanga Ridge Retreat/ }).click();
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Upgrade' }).click();
    await dialog.getByLabel('Estimate (USD)').fill('20000');
    await dialog.getByRole('combobox', { name: 'Contractor' }).click();
    await expect(
      page.getByRole('option', { name: 'Ridgeline Installations (certification expired)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: /^Canyon Fire Systems/ }).click();
    await dialog.getByRole('button', { name: 'Create Project' }).click();

    await expect(page).toHaveURL(/\/admin\/projects\/PRJ-\d{3,}$/);
    await expect(page.getByRole('heading', { name: 'Topanga Ridge Retreat' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Project Info' })).toContainText(name);
    const deposit = page.getByRole('region', { name: 'Deposit' });
    await expect(deposit).toContainText('$6,000.00');
    await expect(deposit).toContainText('Deposit Pending');
    await expect(page.getByRole('list', { name: 'Project history' })).toContainText(
      'Project created at Topanga Ridge Retreat',
    );
  });

  test('deposit waiver: refused beyond the authority, recorded with approver and reason within it; then Approved', async ({
    page,
  }) => {
    await signIn(page, PM_EMAIL);
    await page.goto('/admin/projects/PRJ-005');
    const deposit = page.getByRole('region', { name: 'Deposit' });
    await expect(deposit).toContainText('$54,000.00', LOADED);
    await expect(deposit).toContainText(
      'Waiving a deposit of $54,000.00 needs CEO authority (any amount); your authority (Regional Manager) covers up to $15,000.00.',
    );
    await expect(deposit.getByRole('button', { name: 'Waive Deposit' })).toHaveCount(0);

    // Approved is refused while the deposit is Pending.
    await page
      .getByRole('region', { name: 'Project Info' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText(
      'The project cannot move to Approved until its deposit is collected or waived: the deposit is Pending',
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/projects/PRJ-010');
    await expect(deposit).toContainText('Your deposit waiver authority: Regional Manager.', LOADED);
    await deposit.getByRole('button', { name: 'Waive Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Waive Deposit' });
    await dialog.getByRole('button', { name: 'Waive Deposit' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Repeat customer, three successful projects');
    await dialog.getByRole('button', { name: 'Waive Deposit' }).click();
    await expect(deposit).toContainText('Deposit Waived');
    await expect(deposit).toContainText('Approved by Priya Nair');
    await expect(deposit).toContainText('Reason: Repeat customer, three successful projects');
    await expect(page.getByRole('list', { name: 'Project history' })).toContainText(
      'waived by Priya Nair: Repeat customer, three successful projects',
    );

    await page
      .getByRole('region', { name: 'Project Info' })
      .getByRole('button', { name: 'Edit' })
      .click();
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Project Info' })).toContainText('Approved');
    await expect(
      page.getByRole('list', { name: 'Project history' }).getByRole('listitem').first(),
    ).toContainText('Status changed from Planning to Approved');
  });

  test('detail tabs: header links, site map at zoom 18, Property Users, Contractor Team, App Updates, Send Message', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/projects/PRJ-001');
    await expect(page.getByRole('heading', { name: 'Malibu Canyon Residence' })).toBeVisible(
      LOADED,
    );
    await expect(page.getByRole('link', { name: 'Canyon Fire Systems' })).toHaveAttribute(
      'href',
      /\/admin\/contractors\/\d+$/,
    );
    await expect(page.getByRole('link', { name: 'Olivia Rivera' })).toHaveAttribute(
      'href',
      /\/admin\/users\/\d+$/,
    );
    await expect(
      page.getByRole('region', { name: /^Site map of Malibu Canyon Residence/ }),
    ).toHaveAttribute('data-zoom', '18');

    await page.getByRole('button', { name: 'Message Client Rep' }).click();
    const message = page.getByRole('dialog', { name: 'Message to the Client Rep' });
    await message
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('The final pressure test passed.');
    await message.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent to Olivia Rivera.')).toBeVisible();

    await tab(page, 'Property Users').click();
    const users = page.getByRole('table', { name: 'Property users' });
    await expect(users.getByRole('row').filter({ hasText: 'Olivia Rivera' })).toContainText(
      'Primary',
    );
    await expect(users.getByRole('row').filter({ hasText: 'Grace Kim' })).toContainText(
      'View Only',
    );

    await tab(page, 'Contractor Team').click();
    await expect(page.getByRole('table', { name: 'Contractor team' })).toContainText('Marco Diaz');

    await tab(page, 'App Updates').click();
    await expect(page.getByRole('list', { name: 'App updates' })).toBeVisible();
    await page.getByRole('button', { name: '+ Record Update' }).click();
    const record = page.getByRole('dialog', { name: 'Record App Update' });
    await record.getByRole('combobox', { name: 'Update type' }).click();
    await page.getByRole('option', { name: 'Check In' }).click();
    const text = `Crew on site ${String(Date.now())}`;
    await record.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await record.getByRole('button', { name: 'Record Update' }).click();
    await expect(
      page.getByRole('list', { name: 'App updates' }).getByRole('listitem').first(),
    ).toContainText(text);
    await expectNoSeriousA11yViolations(page);
  });

  test('Internal Notes: blank ignored, a new note on top, the form back to Medium and not private', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/projects/PRJ-004?tab=internal-notes');
    const add = page.getByRole('button', { name: 'Add Note' });
    const text = page.getByLabel('New note');
    await text.fill('   ');
    await expect(add).toBeDisabled();
    const note = `Crane access from the north gate ${String(Date.now())}`;
    await text.fill(note);
    await page.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByRole('switch', { name: /Private/ }).check();
    await add.click();
    const notes = page.getByRole('list', { name: 'Internal notes' });
    await expect(notes.getByRole('listitem').first()).toContainText(note, LOADED);
    await expect(notes.getByRole('listitem').first()).toContainText('Private');
    await expect(notes.getByRole('listitem').first()).toContainText('Alex Morgan');
    await expect(text).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('Medium');
    await expect(page.getByRole('switch', { name: /Private/ })).not.toBeChecked();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown project says so', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/projects/PRJ-999');
    await expect(page.getByText('Project not found')).toBeVisible(LOADED);
  });
});
