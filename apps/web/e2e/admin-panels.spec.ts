import { test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  demoToken,
  expect,
  expectNoSeriousA11yViolations,
  PHONE_VIEWPORT,
  signIn,
} from './support/portal-session';

const DEMO_PROPERTIES = [
  'Malibu Canyon Residence',
  'Topanga Ridge Retreat',
  'Ojai Valley Ranch',
  'Altadena Foothills Home',
  'Julian Hillside Cabin',
];

const panelsTable = (page: Page) => page.getByRole('table', { name: 'Panels' });
const panelRows = (page: Page) => panelsTable(page).locator('tbody tr');

/** A demo user's id, looked up as staff would (the Users screen's API). */
async function staffId(page: Page, email: string): Promise<number> {
  const token = await demoToken(page.request, ADMIN_EMAIL);
  const response = await page.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: Array<{ id: number; email: string }> };
  const found = items.find((u) => u.email === email);
  if (!found) throw new Error(`${email} not found`);
  return found.id;
}

test.describe('Panels (/admin/connectivity)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
  });

  test('lists every demo panel with the spec columns, from the server', async ({ page }) => {
    await page.goto('/admin/connectivity');
    // The five demo panels (the Properties spec may add more on the same server).
    for (const name of DEMO_PROPERTIES) {
      await expect(panelRows(page).filter({ hasText: name })).toHaveCount(1);
    }
    for (const column of [
      'Panel ID',
      'Property Name',
      'Address',
      'Assigned User',
      'Ping Time',
      'Digi Status',
      'Log',
      'System Status',
      'Last Update',
      'Actions',
    ]) {
      await expect(panelsTable(page).getByRole('columnheader', { name: column })).toBeVisible();
    }
    const topanga = panelRows(page).filter({ hasText: 'Topanga Ridge Retreat' });
    await expect(topanga).toContainText('1002');
    await expect(topanga.getByRole('link', { name: 'Omar Haddad' })).toBeVisible();
    // Altadena never reported: Offline, no last update.
    await expect(panelRows(page).filter({ hasText: '1004' })).toContainText('Offline');
    await expectNoSeriousA11yViolations(page);
  });

  test('a ping time above 150 ms is shown as a warning, others are not', async ({ page }) => {
    await page.goto('/admin/connectivity');
    await expect(panelRows(page).filter({ hasText: 'Malibu Canyon Residence' })).toBeVisible();
    const pings = panelRows(page).locator('[data-ping-warning]');
    const count = await pings.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const cell = pings.nth(i);
      const ms = Number(/(\d+) ms/.exec((await cell.textContent()) ?? '')?.[1]);
      await expect(cell).toHaveAttribute('data-ping-warning', ms > 150 ? 'true' : 'false');
      if (ms > 150) await expect(cell.getByText('Slow')).toBeVisible();
    }
  });

  test('the userId/userName filter shows one staff member’s panels; Clear Filter shows all', async ({
    page,
  }) => {
    const opsId = await staffId(page, 'ops@demo.test');
    await page.goto(`/admin/connectivity?userId=${String(opsId)}&userName=Omar%20Haddad`);
    await expect(page.getByText('Panels assigned to')).toContainText('Omar Haddad');
    await expect(panelRows(page)).toHaveCount(2);
    await expect(panelRows(page).nth(0)).toContainText('1002');
    await expect(panelRows(page).nth(1)).toContainText('1005');
    await page.getByRole('link', { name: 'Clear Filter' }).click();
    await expect(page).toHaveURL(/\/admin\/connectivity$/);
    for (const name of DEMO_PROPERTIES) {
      await expect(panelRows(page).filter({ hasText: name })).toHaveCount(1);
    }
  });

  test("no panels for a user: 'No panels found for user: {name}'", async ({ page }) => {
    const pmId = await staffId(page, 'pm@demo.test');
    await page.goto(`/admin/connectivity?userId=${String(pmId)}&userName=Priya%20Nair`);
    await expect(page.getByText('No panels found for user: Priya Nair')).toBeVisible();
  });

  test('the Digi status and log links open the gateway history and the message log', async ({
    page,
  }) => {
    await page.goto('/admin/connectivity');
    await page.getByRole('link', { name: /^Digi status of panel 1001/ }).click();
    await expect(page).toHaveURL(/\/admin\/digi-status\/1001$/);
    await expect(page.getByRole('heading', { name: 'Gateway now' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Gateway history' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'View MQTT Log' }).click();
    await expect(page).toHaveURL(/\/admin\/mqtt-log\/1001$/);
    await expect(page.getByRole('table', { name: 'MQTT messages' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the MQTT log shows a payload as text, never as markup', async ({ page }) => {
    const hostile = '<img src=x onerror="window.__xss=1">';
    await page.route('**/api/admin/panels/1001/mqtt-log*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: Array<Record<string, unknown>> };
      body.items = [
        {
          id: 1,
          at: new Date().toISOString(),
          direction: 'up',
          channel: 'log',
          payload: hostile,
          valid: false,
          error: 'not JSON',
        },
      ];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/admin/mqtt-log/1001');
    await expect(page.getByText(hostile)).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('panel pages of an unknown panel say Property Not Found', async ({ page }) => {
    await page.goto('/admin/property/9999');
    await expect(page.getByText('Property Not Found')).toBeVisible();
    await expect(page.getByText('Panel ID 9999 not found in the system.')).toBeVisible();
    await page.goto('/admin/digi-status/9999');
    await expect(page.getByText('Panel ID 9999 not found in the system.')).toBeVisible();
  });

  test('works at 375 px: each panel is a card with its links', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/admin/connectivity');
    const cards = page.getByRole('list', { name: 'Panels' }).getByRole('listitem');
    const malibu = cards.filter({ hasText: 'Malibu Canyon Residence' });
    await expect(malibu).toContainText('Ping Time');
    await expect(malibu.getByRole('link', { name: 'View Details of panel 1001' })).toBeVisible();
  });
});

test.describe('Panel detail (/admin/property/{panelId})', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
  });

  test('shows the map, panel information, connectivity, system health and quick actions', async ({
    page,
  }) => {
    await page.goto('/admin/connectivity');
    await page.getByRole('link', { name: 'View Details of panel 1001' }).click();
    await expect(page).toHaveURL(/\/admin\/property\/1001$/);
    const info = page.getByRole('region', { name: 'Panel Information' });
    await expect(info).toContainText('WD-Pro 3000');
    await expect(page.getByRole('region', { name: 'Connectivity Details' })).toContainText(
      'DG-IX20-5A1001',
    );
    await expect(page.getByRole('region', { name: 'System Health' })).toContainText('PSI');
    await expect(
      page.getByRole('region', { name: 'Map of Malibu Canyon Residence' }),
    ).toBeVisible();

    const dashboard = page.getByRole('link', { name: 'View Customer Dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/?property=WD-1001');
    await expect(dashboard).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'View Digi Status' }).click();
    await expect(page).toHaveURL(/\/admin\/digi-status\/1001$/);
  });

  test('broker credentials: issued from the panel detail and shown once; rotating asks first', async ({
    page,
  }) => {
    // The never-reported panel: no simulated panel signs in with its credentials.
    await page.goto('/admin/property/1004');
    const connectivity = page.getByRole('region', { name: 'Connectivity Details' });
    await expect(connectivity).toContainText('CredentialsNone');
    await connectivity.getByRole('button', { name: 'Issue Credentials' }).click();
    const shown = connectivity.getByRole('status');
    await expect(shown).toContainText('the secret is not shown again');
    await expect(shown).toContainText('WD-1004');
    const secret = await shown.locator('code').nth(1).innerText();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(connectivity).toContainText('Last ConnectedNot since issued');
    await expectNoSeriousA11yViolations(page);

    await connectivity.getByRole('button', { name: 'Rotate Credentials' }).click();
    await expect(connectivity).toContainText('The current secret stops working at once');
    await connectivity.getByRole('button', { name: 'Rotate', exact: true }).click();
    await expect(shown.locator('code').nth(1)).not.toHaveText(secret);
    await page.reload();
    // Never shown again.
    await expect(page.getByRole('region', { name: 'Connectivity Details' })).not.toContainText(
      'the secret is not shown again',
    );
  });

  test('Schedule Maintenance creates a maintenance project and confirms it', async ({ page }) => {
    await page.goto('/admin/property/1002');
    await page.getByRole('button', { name: 'Schedule Maintenance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Maintenance' });
    await dialog.getByLabel('Date').fill('2027-03-14');
    await dialog.getByLabel('Description').fill('Spring inspection');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(
      page.getByText(/^Maintenance scheduled for 2027-03-14: project PRJ-\d+ created\.$/),
    ).toBeVisible();
    await expect(page.getByText(/Spring inspection/)).toBeVisible();
  });

  test('Manage Users: Add User by email and role, Remove after the confirmation', async ({
    page,
  }) => {
    await page.goto('/admin/property/1002');
    const users = page.getByRole('table', { name: 'Property users' });
    await expect(users).toContainText('owner@demo.test');
    const form = page.getByRole('form', { name: 'Add User' });
    await expect(form.getByRole('button', { name: 'Add User' })).toBeDisabled();
    await form.getByLabel('Email').fill('single@demo.test');
    // The role keeps its default, Property User (every role is covered by the API tests).
    await expect(form.getByLabel('Role')).toHaveValue('Property User');
    await form.getByRole('button', { name: 'Add User' }).click();
    const row = users.getByRole('row').filter({ hasText: 'single@demo.test' });
    await expect(row).toContainText('Property User');

    await row.getByRole('button', { name: /^Remove / }).click();
    const confirm = page.getByRole('dialog');
    const name = (await row.getByRole('cell').first().textContent()) ?? '';
    await expect(confirm.getByText(`Remove ${name} from this property?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(users.getByRole('row').filter({ hasText: 'single@demo.test' })).toHaveCount(0);
  });
});

test.describe('Panel detail, assignment and themes', () => {
  test('staff with manage_panels reassign a panel; the Panels filter follows', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/property/1003');
    const assigned = page.getByRole('combobox', { name: 'Assigned User' });
    await expect(assigned).toHaveValue('Alex Morgan');
    await assigned.click();
    await page.getByRole('option', { name: 'Diego Alvarez' }).click();
    await expect(assigned).toHaveValue('Diego Alvarez');

    const devId = await staffId(page, 'dev@demo.test');
    await page.goto(`/admin/connectivity?userId=${String(devId)}&userName=Diego%20Alvarez`);
    await expect(panelRows(page)).toHaveCount(1);
    await expect(panelRows(page)).toContainText('Ojai Valley Ranch');

    // Back as it was, for the other specs on this server.
    await page.goto('/admin/property/1003');
    await assigned.click();
    await page.getByRole('option', { name: 'Alex Morgan' }).click();
    await expect(assigned).toHaveValue('Alex Morgan');
  });
});
