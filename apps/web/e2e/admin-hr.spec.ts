import { readFile } from 'node:fs/promises';

import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
} from './support/portal-session';

const staffTable = (page: Page) => page.getByRole('table', { name: 'Staff members' });
const staffRows = (page: Page) => staffTable(page).locator('tbody tr');
const countLine = (page: Page) => page.getByText(/^Showing \d+ staff members?$/);
const unique = (label: string) => `${label}${String(Date.now()).slice(-6)}`;

async function openHr(page: Page, email = ADMIN_EMAIL) {
  await hideDebugPanel(page);
  await signIn(page, email);
  await page.goto('/admin/hr');
  await expect(page.getByRole('heading', { level: 1, name: 'Human Resources' })).toBeVisible({
    // The first visit loads the screen's code: slow on a busy machine.
    timeout: 30_000,
  });
}

test.describe('Human Resources (/admin/hr)', () => {
  // Forms, uploads and accessibility scans: on a busy machine these take longer than 60 s.
  test.slow(true, 'forms, uploads and accessibility scans');

  test('Staff Members: current and prior staff, the department filter and the count line', async ({
    page,
  }) => {
    await openHr(page);
    await expect(page.getByRole('link', { name: 'HR Guide' })).toHaveAttribute(
      'href',
      '/admin/documentation',
    );
    await expect(staffRows(page).first()).toBeVisible();
    await expect(countLine(page)).toBeVisible();
    await expect(staffTable(page)).toContainText('Alex Morgan');
    await expect(staffTable(page)).toContainText(/EMP-\d{3}/);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    await page.getByText('Prior Staff', { exact: true }).click();
    const jordan = staffRows(page).filter({ hasText: 'Jordan Ellis' });
    await expect(jordan).toContainText('Resigned');
    await expect(jordan).toContainText('Ended');
    await expect(jordan.getByRole('link', { name: 'View Jordan Ellis' })).toBeVisible();
    await expect(page).toHaveURL(/view=prior/);

    await page.getByText('Current Staff', { exact: true }).click();
    await expect(page).not.toHaveURL(/view=prior/);
    await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Engineering' });
    await expect(staffRows(page).filter({ hasText: 'Alex Morgan' })).toHaveCount(0);
    // Retried as a whole: the list passes through its earlier rows while the filter applies, and
    // a row count taken once went stale before the rows were checked.
    await expect(async () => {
      const engineers = await staffRows(page).count();
      expect(engineers).toBeGreaterThan(0);
      await expect(staffRows(page).filter({ hasNotText: 'Engineering' })).toHaveCount(0, {
        timeout: 1_000,
      });
      await expect(countLine(page)).toHaveText(
        `Showing ${String(engineers)} staff member${engineers === 1 ? '' : 's'}`,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(
      staffRows(page)
        .first()
        .getByRole('link', { name: /^Edit / }),
    ).toBeVisible();
  });

  test("Add Staff: the required-field notice, then 'Staff member added successfully!' with an uploaded document", async ({
    page,
  }) => {
    const last = unique('Rivera');
    await openHr(page);
    await page.getByRole('link', { name: 'New Staff Member' }).click();
    await expect(page).toHaveURL(/\/admin\/hr\/add-staff$/);
    const form = page.getByRole('form', { name: 'Add staff member' });
    await form.getByLabel('First Name').fill('Jamie');
    await form.getByRole('button', { name: 'Add Staff Member' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Please fill in the following required fields: Personal Email, Last Name, Role, Department, Hire Date',
    );
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Personal Email').fill('jamie.rivera@example.com');
    await form.getByLabel('Last Name').fill(last);
    await form.getByLabel(/^Role/).fill('Installation Technician');
    await form.getByLabel(/^Department/).selectOption({ label: 'Operations' });
    await form.getByLabel('Hire Date').fill('2025-02-03');
    await form.getByLabel(/^Salary/).fill('67500');
    await form.getByLabel('City').fill('Temecula');

    // A file of the wrong type is refused as soon as it is picked.
    const wrong = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: /^NDA/ }).click();
    await (
      await wrong
    ).setFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') });
    await expect(form.getByText('scan.jpg: NDA takes .pdf, .doc, .docx files only.')).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: /^NDA/ }).click();
    await (
      await chooser
    ).setFiles({
      name: 'Signed NDA.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 signed'),
    });
    await form.getByRole('button', { name: 'Add Staff Member' }).click();

    await expect(page.getByText('Staff member added successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/hr$/);
    await page.getByLabel('Search staff').fill(last);
    await expect(staffRows(page)).toHaveCount(1);
    await expect(staffRows(page)).toContainText('Installation Technician');

    // The document went up with the record and downloads from the staff page.
    await staffRows(page)
      .getByRole('link', { name: `Jamie ${last}`, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Jamie ${last}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal' })).toContainText('$67,500.00');
    const documents = page.getByRole('table', { name: 'Documents' });
    await expect(documents).toContainText('Signed NDA.pdf');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Signed NDA.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Signed NDA.pdf');
  });

  test('Edit a current staff member; a prior status needs an end date and moves them to Prior Staff', async ({
    page,
  }) => {
    const last = unique('Ortega');
    await openHr(page);
    // A record of this test's own, so the demo staff stay as they are.
    await page.goto('/admin/hr/add-staff');
    const add = page.getByRole('form', { name: 'Add staff member' });
    await add.getByLabel('Personal Email').fill('sam.ortega@example.com');
    await add.getByLabel('First Name').fill('Sam');
    await add.getByLabel('Last Name').fill(last);
    await add.getByLabel(/^Role/).fill('Crew Lead');
    await add.getByLabel(/^Department/).selectOption({ label: 'Operations' });
    await add.getByLabel('Hire Date').fill('2024-05-06');
    await add.getByRole('button', { name: 'Add Staff Member' }).click();
    await expect(page).toHaveURL(/\/admin\/hr$/);

    await page.getByLabel('Search staff').fill(last);
    await page.getByRole('link', { name: `Edit Sam ${last}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit Sam ${last}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit staff member' });
    await form.getByLabel('City').fill('Murrieta');
    await form.getByLabel('Status').selectOption('Resigned');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('End Date is required for prior staff')).toBeVisible();
    await form.getByLabel('End Date').fill('2025-06-30');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`Sam ${last} updated.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/hr$/);

    await page.getByText('Prior Staff', { exact: true }).click();
    await page.getByLabel('Search staff').fill(last);
    await expect(staffRows(page)).toHaveCount(1);
    await expect(staffRows(page)).toContainText('Resigned');
    await expect(staffRows(page)).toContainText('Murrieta');
    await expect(staffRows(page)).toContainText('Ended Jun 30, 2025');
  });

  test('View a prior staff member: the record, read-only, with personal data for HR Permissions holders', async ({
    page,
  }) => {
    await openHr(page);
    await page.getByText('Prior Staff', { exact: true }).click();
    await page.getByRole('link', { name: 'View Jordan Ellis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jordan Ellis' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Position' })).toContainText(
      'Installation Technician',
    );
    await expect(page.getByText('Resigned').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal' })).toContainText(
      'jordan.ellis@example.net',
    );
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
  });

  test('without HR Permissions the salary and personal data are not shown (accounts@ views only)', async ({
    page,
  }) => {
    await openHr(page, 'accounts@demo.test');
    await expect(page.getByRole('link', { name: 'New Staff Member' })).toHaveCount(0);
    await page.getByLabel('Search staff').fill('Noah');
    await page.getByRole('link', { name: 'View Noah Bennett' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Noah Bennett' })).toBeVisible();
    await expect(
      page.getByText(
        'Salary, personal data and documents are visible to holders of the HR Permissions permission.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal' })).toHaveCount(0);
    await expect(page.getByText('noah.bennett@example.com')).toHaveCount(0);
  });

  test('Departments: head counts, View Details and Add Department', async ({ page }) => {
    const name = unique('Research ');
    await openHr(page);
    await page.getByRole('tab', { name: 'Departments' }).click();
    const departmentsTab = page.getByRole('tabpanel', { name: 'Departments' });
    const engineering = page.getByRole('article', { name: 'Engineering' });
    await expect(engineering).toContainText(/Head count: \d+/);
    await expect(page.getByRole('article', { name: 'Design' })).toBeVisible();
    await engineering.getByRole('button', { name: 'View Details of Engineering' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByRole('list', { name: 'Staff of Engineering' })).toContainText(
      'Ethan Brooks',
    );
    await page.keyboard.press('Escape');

    await departmentsTab.getByRole('button', { name: 'Add Department' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Department' });
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(dialog.getByText('Department name is required')).toBeVisible();
    await dialog.getByLabel('Department name').fill(name);
    await dialog.getByLabel('Description').fill('Fire behaviour studies');
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(page.getByRole('article', { name })).toContainText('Head count: 0');

    await departmentsTab.getByRole('button', { name: 'Add Department' }).click();
    await dialog.getByLabel('Department name').fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `A department named "${name.toUpperCase()}" already exists.`,
    );
  });

  test('Reports: total staff, retention, tenure; Export Staff List, payroll and department analysis download as CSV', async ({
    page,
  }) => {
    await openHr(page);
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByRole('article', { name: 'Total Staff' })).toContainText(/\d+/);
    await expect(page.getByRole('article', { name: 'Retention Rate' })).toContainText(/\d+\.\d%/);
    await expect(page.getByRole('article', { name: 'Average Tenure' })).toContainText(
      /\d+\.\d years/,
    );

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Staff List' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^staff-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Staff ID,First Name,Last Name,Work Email,Position,Department,Work Location,City,Status,Hire Date,End Date',
    );
    expect(csv).toContain('Jordan,Ellis');

    const payroll = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate Payroll Report' }).click();
    const payrollCsv = await readFile((await (await payroll).path())!, 'utf8');
    expect(payrollCsv).toContain('Annual Salary (USD)');
    expect(payrollCsv).toContain('185000.00');

    await page.getByRole('button', { name: 'Department Analysis' }).click();
    const analysis = page.getByRole('table', { name: 'Department Analysis' });
    await expect(analysis.getByRole('row').filter({ hasText: 'Engineering' })).toBeVisible();
    const departments = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await departments).suggestedFilename()).toMatch(/^department-analysis-.*\.csv$/);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
  });
});
