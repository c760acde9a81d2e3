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

const partnersTable = (page: Page) => page.getByRole('table', { name: 'Service partners' });
const partnerRows = (page: Page) => partnersTable(page).locator('tbody tr');
const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ partners$/);

test.describe('Service Partners (/admin/contractors)', () => {
  test.beforeEach(async ({ page }) => {
    // Long flows with several accessibility scans: three times the usual time on a busy machine.
    test.slow();
    await hideDebugPanel(page);
  });

  test('stat cards toggle a filter with its badge and Showing N of M; whole-star ratings', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL, { theme: 'light' });
    await page.goto('/admin/contractors');
    await expect(partnerRows(page).first()).toBeVisible(LOADED);
    await expect(showing(page)).toBeVisible();
    const all = Number(/of (\d+)/.exec((await showing(page).textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThanOrEqual(7);
    await expect(
      partnersTable(page)
        .getByRole('row')
        .filter({ hasText: 'Canyon Fire Systems' })
        .getByRole('img', { name: 'Rated 5 out of 5 stars' }),
    ).toBeVisible();

    const cards = page.getByRole('group', { name: 'Partner filters' });
    const onboarding = cards.getByRole('button', { name: /Waiting to be Onboarded/ });
    const count = Number((await onboarding.textContent())?.match(/(\d+)$/)?.[1]);
    await onboarding.click();
    await expect(onboarding).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Filter: Waiting to be Onboarded')).toBeVisible();
    await expect(
      page.getByText(`Showing ${String(count)} of ${String(all)} partners`),
    ).toBeVisible();
    await expect(partnerRows(page)).toHaveCount(count);
    await expect(partnersTable(page)).toContainText('Sierra Ember Defense');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page.getByText('Filter: Waiting to be Onboarded')).toHaveCount(0);
    await expect(page.getByText(`Showing ${String(all)} of ${String(all)} partners`)).toBeVisible();

    const approval = cards.getByRole('button', { name: /Waiting for Approval/ });
    await approval.click();
    await expect(partnerRows(page)).toHaveCount(1);
    await expect(partnersTable(page)).toContainText('Pacific Crest Fire Protection');
    await approval.click();
    await expect(approval).toHaveAttribute('aria-pressed', 'false');
  });

  test('search on company, contact, location or specialty with the Search button or Enter; empty text', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/contractors');
    await expect(partnerRows(page).first()).toBeVisible(LOADED);
    const box = page.getByPlaceholder('Search partners...');
    await box.fill('VENTURA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(partnerRows(page)).toHaveCount(1);
    await expect(partnersTable(page)).toContainText('Ridgeline Installations');
    await expect(partnersTable(page)).toContainText('Expired');

    await box.fill('hannah');
    await box.press('Enter');
    await expect(partnerRows(page)).toHaveCount(1);
    await expect(partnersTable(page)).toContainText('Backcountry Water Works');

    await box.fill('zzz-no-such-partner');
    await box.press('Enter');
    await expect(page.getByText('No partners found matching your criteria.')).toBeVisible();
  });

  test('View, Projects and Messages open the partner’s real pages; a message is kept and listed first', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/contractors');
    await page.getByRole('link', { name: 'View Canyon Fire Systems' }).click();
    await expect(page.getByRole('heading', { name: 'Canyon Fire Systems' })).toBeVisible(LOADED);
    await expect(page.getByRole('region', { name: 'Partner Details' })).toContainText('Marco Diaz');
    await expect(page.getByRole('table', { name: 'Crew' })).toContainText('Carlos Mendez');
    await expect(page.getByRole('region', { name: 'Assigned Properties' })).toContainText(
      'Malibu Canyon Residence',
    );

    await page
      .getByRole('navigation', { name: 'Partner pages' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await expect(page).toHaveURL(/\/admin\/contractors\/\d+\/projects$/);
    const projects = page.getByRole('table', { name: 'Partner projects' });
    await expect(projects).toContainText('PRJ-001');
    await expect(projects).toContainText('Deposit Waived');

    await page
      .getByRole('navigation', { name: 'Partner pages' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await expect(page).toHaveURL(/\/admin\/contractors\/\d+\/messages$/);
    const subject = `Badge renewal ${String(Date.now())}`;
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Please send the renewed crew badges.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem').first()).toContainText(subject);
    await expect(messages.getByRole('listitem').first()).toContainText('Alex Morgan');
  });

  test('Add Partner: checked, then waiting to be onboarded with certification Pending', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/contractors');
    await page.getByRole('button', { name: '+ Add Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Partner' });
    await dialog.getByRole('button', { name: 'Add Partner' }).click();
    await expect(dialog.getByText('Company name is required')).toBeVisible(LOADED);
    const company = `Mojave Mist Systems ${String(Date.now())}`;
    await dialog.getByLabel('Company name').fill(company);
    await dialog.getByLabel('Contact name').fill('Ana Ruiz');
    await dialog.getByLabel('Email').fill('ana@mojavemist.example');
    await dialog.getByLabel('Phone').fill('(760) 555-0101');
    await dialog.getByRole('combobox', { name: 'Service type' }).click();
    await page.getByRole('option', { name: 'Both' }).click();
    await dialog.getByLabel('Location').fill('Palmdale, CA');
    await dialog.getByRole('button', { name: 'Add Partner' }).click();
    await expect(page.getByRole('heading', { name: company })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Partner Details' })).toContainText(
      'Waiting Onboarding',
    );
    await expect(page.getByRole('region', { name: 'Partner Details' })).toContainText('Pending');
  });

  test('an expired partner says it cannot take new projects', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/contractors');
    await expect(partnerRows(page).first()).toBeVisible(LOADED);
    await page.getByPlaceholder('Search partners...').fill('Ridgeline');
    await page.getByPlaceholder('Search partners...').press('Enter');
    await expect(partnerRows(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'View Ridgeline Installations' }).click();
    await expect(page.getByText('Certification expired')).toBeVisible();
    await expect(
      page.getByText('Expired means renewal is required before new project assignments.', {
        exact: false,
      }),
    ).toBeVisible();
  });
});
