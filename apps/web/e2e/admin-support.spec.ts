import { test, type APIRequestContext, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  demoToken,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
  SUPPORT_EMAIL,
} from './support/portal-session';

const CUSTOMER_EMAIL = 'single@demo.test';

// Each test opens several screens on a machine shared with other work: two minutes each.
test.describe.configure({ timeout: 120_000 });

const ticketsTable = (page: Page) => page.getByRole('table', { name: 'Support tickets' });
const ticketRows = (page: Page) => ticketsTable(page).locator('tbody tr');
/** The text of one column (1-based) of every row of the list. */
const column = (page: Page, index: number) =>
  ticketsTable(page)
    .locator(`tbody tr td:nth-child(${String(index)})`)
    .allTextContents();
const filters = (page: Page) => page.getByRole('group', { name: 'Filter tickets' });
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const unique = (label: string) =>
  `${label} ${String(Date.now())}-${String(test.info().workerIndex)}`;

async function staffHeaders(request: APIRequestContext, email = SUPPORT_EMAIL) {
  return { Authorization: `Bearer ${await demoToken(request, email)}` };
}

/** A new ticket of Sam Patel (single@), opened by staff through the API; its code. */
async function freshTicket(
  request: APIRequestContext,
  subject: string,
  options: { property?: boolean } = {},
): Promise<string> {
  const headers = await staffHeaders(request);
  const found = await request.get(
    `/api/admin/support/customers?search=${encodeURIComponent(CUSTOMER_EMAIL)}`,
    { headers },
  );
  const customerId = ((await found.json()) as { items: Array<{ id: number }> }).items[0]!.id;
  let propertyId: number | null = null;
  if (options.property) {
    const history = await request.get(`/api/admin/support/customers/${String(customerId)}`, {
      headers,
    });
    propertyId = ((await history.json()) as { properties: Array<{ id: number }> }).properties[0]!
      .id;
  }
  const created = await request.post('/api/admin/support/tickets', {
    headers,
    data: {
      customer_id: customerId,
      subject,
      description: 'The tank level reads 0% although the tank was refilled yesterday afternoon.',
      priority: 'High',
      category: 'Maintenance',
      property_id: propertyId,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { code: string }).code;
}

/** Open a ticket's page; on a busy machine the first screen may take longer than one expectation. */
async function openTicket(page: Page, code: string) {
  await page.goto(`/admin/support/${code}`);
  await expect(conversation(page)).toBeVisible({ timeout: 60_000 });
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Support tickets (/admin/support)', () => {
  test.beforeEach(async ({ page }) => {
    await hideDebugPanel(page);
  });

  test('lists tickets with the spec columns; search is case-insensitive on subject, customer and ID', async ({
    page,
  }) => {
    await signIn(page, SUPPORT_EMAIL, { theme: 'light' });
    await page.goto('/admin/support');
    await expect(ticketRows(page).first()).toBeVisible({ timeout: 60_000 });
    await expect(ticketsTable(page).getByRole('columnheader')).toHaveText([
      'Ticket ID',
      'Subject',
      'Customer',
      'Priority',
      'Status',
      'Category',
      'Assignee',
      'Created',
      'Actions',
    ]);
    await expect(ticketRows(page).filter({ hasText: 'TICK-001' })).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    const search = page.getByLabel('Search tickets');
    await search.fill('PUMP #2');
    await expect(ticketRows(page)).toHaveCount(1);
    await expect(ticketRows(page)).toContainText('TICK-009');
    // The description is cut at 60 characters.
    await expect(ticketRows(page)).toContainText(
      'During the weekly test on Sunday, Pump #2 at the Malibu hous...',
    );

    await search.fill('grace KIM');
    await expect(ticketRows(page)).toHaveCount(2);
    expect(new Set(await column(page, 3))).toEqual(new Set(['Grace Kimguest@demo.test']));

    await search.fill('tick-009');
    await expect(ticketRows(page)).toHaveCount(1);
    await expect(ticketRows(page)).toContainText('Pump #2 pressure drops during the weekly test');
  });

  test('status filter buttons and Critical Priority combine with the search; All clears them', async ({
    page,
  }) => {
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/support');
    await expect(ticketRows(page).first()).toBeVisible({ timeout: 60_000 });

    await filters(page).getByRole('button', { name: 'New', exact: true }).click();
    await expect(page).toHaveURL(/status=New(&|$)/);
    await expect(async () => {
      const statuses = await column(page, 5);
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['New']));
    }).toPass();

    await filters(page).getByRole('button', { name: 'Critical Priority' }).click();
    await expect(page).toHaveURL(/priority=Critical/);
    await expect(async () => {
      expect(new Set(await column(page, 4))).toEqual(new Set(['Critical']));
      expect(new Set(await column(page, 5))).toEqual(new Set(['New']));
    }).toPass();

    await page.getByLabel('Search tickets').fill('grace');
    await expect(ticketRows(page)).toHaveCount(1);
    await expect(ticketRows(page)).toContainText('Smoke smell near the agitator pump housing');

    await page.getByLabel('Search tickets').fill('');
    await filters(page).getByRole('button', { name: 'All' }).click();
    await expect(filters(page).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(async () => {
      expect(new Set(await column(page, 5)).size).toBeGreaterThan(2);
    }).toPass();
  });

  test("the empty state: 'No support tickets found matching your criteria.'", async ({ page }) => {
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/support?status=Closed&priority=Critical');
    await expect(page.getByText('No support tickets found matching your criteria.')).toBeVisible();
  });

  test('+ New Ticket is a real form: it creates the ticket and opens it', async ({ page }) => {
    const subject = unique('Gate sensor reports open at night');
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/support');
    await page.getByRole('button', { name: '+ New Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Ticket' });
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await expect(dialog.getByText('Choose the customer')).toBeVisible();
    await expect(dialog.getByText('Subject is required')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Customer' }).fill('sam');
    await page.getByRole('option', { name: 'Sam Patel (single@demo.test)' }).click();
    await chooseOption(page, 'Property', 'Julian Hillside Cabin (2116 Main St, Julian, CA 92036)');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Description').fill('The gate sensor reports open between 2 and 4 am.');
    await chooseOption(page, 'Priority', 'High');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();

    await expect(page).toHaveURL(/\/admin\/support\/TICK-\d{3,}$/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(subject) })).toBeVisible();
    await expect(conversation(page)).toContainText('Ticket opened by Sofia Chen for Sam Patel.');
    await expect(page.getByRole('region', { name: 'Customer Information' })).toContainText(
      'Julian Hillside Cabin',
    );
  });
});

test.describe('Ticket detail (/admin/support/{ticketId})', () => {
  test('an unknown ticket says so', async ({ page }) => {
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/support/TICK-999999');
    await expect(page.getByText('Ticket TICK-999999 was not found.')).toBeVisible();
  });

  test.beforeEach(async ({ page }) => {
    await hideDebugPanel(page);
  });

  test('reply both ways (blank ignored), conversation filters and order, Update Ticket', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const code = await freshTicket(page.request, unique('Tank level reads 0%'));
    await signIn(page, SUPPORT_EMAIL, { theme: 'light' });
    await openTicket(page, code);
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    const reply = page.getByRole('form', { name: 'Reply' });
    await reply.getByRole('textbox', { name: 'Internal message' }).fill('   ');
    await reply.getByRole('button', { name: 'Add Internal Message' }).click();
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1);

    const note = 'Check whether the float switch was reset after the refill.';
    await reply.getByRole('textbox', { name: 'Internal message' }).fill(note);
    await reply.getByRole('button', { name: 'Add Internal Message' }).click();
    await expect(conversation(page).getByRole('listitem').filter({ hasText: note })).toContainText(
      'Internal (staff only)',
    );

    await reply.getByText('Message to User', { exact: true }).click();
    await expect(reply.getByText('Emailed to single@demo.test')).toBeVisible();
    const answer = 'Please press Reset on the tank level sensor and tell us what it reads.';
    await reply.getByRole('textbox', { name: 'Message to the customer' }).fill(answer);
    await reply.getByRole('button', { name: 'Send Message to User' }).click();
    await expect(conversation(page)).toContainText(answer);

    const details = page.getByRole('form', { name: 'Update ticket' });
    await expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
    await chooseOption(page, 'Status', 'Pending');
    await chooseOption(page, 'Priority', 'Critical');
    await chooseOption(page, 'Assignee', 'Alex Morgan');
    await details.getByRole('button', { name: 'Update Ticket' }).click();
    await expect(conversation(page)).toContainText(
      'Status changed from Open to Pending by Sofia Chen.',
    );
    await expect(conversation(page)).toContainText('Assigned to Alex Morgan by Sofia Chen.');

    await page
      .getByRole('radiogroup', { name: 'Show messages from' })
      .getByText('Internal')
      .click();
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
    await expect(conversation(page)).toContainText(note);
    await page
      .getByRole('radiogroup', { name: 'Show messages from' })
      .getByText('All', { exact: true })
      .click();
    await page.getByRole('radiogroup', { name: 'Order' }).getByText('Newest First').click();
    await expect(conversation(page).getByRole('listitem').first()).toContainText(
      'Status changed from Open to Pending',
    );
  });

  test('quick actions: Send Email to Customer, Add Collaborator, Convert to Project, View Customer History', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const subject = unique('Extend perimeter defense to the barn');
    const code = await freshTicket(page.request, subject, { property: true });
    await signIn(page, ADMIN_EMAIL);
    await openTicket(page, code);
    const actions = page.getByRole('region', { name: 'Quick Actions' });

    await actions.getByRole('button', { name: 'Send Email to Customer' }).click();
    const email = page.getByRole('dialog', { name: 'Send Email to Customer' });
    await email.getByLabel('Message').fill('We can visit on Thursday to look at the barn.');
    await email.getByRole('button', { name: 'Send Email' }).click();
    await expect(conversation(page)).toContainText('Alex Morgan emailed single@demo.test');

    await actions.getByRole('button', { name: 'Add Collaborator' }).click();
    const collaborator = page.getByRole('dialog', { name: 'Add Collaborator' });
    await collaborator.getByRole('combobox', { name: 'Staff member' }).click();
    await page.getByRole('option', { name: 'Priya Nair (pm@demo.test)' }).click();
    await collaborator.getByRole('button', { name: 'Add Collaborator' }).click();
    const collaborators = page.getByRole('list', { name: 'Collaborators' });
    await expect(collaborators).toContainText('Priya Nair');
    await collaborators.getByRole('button', { name: 'Remove Priya Nair' }).click();
    await page
      .getByRole('dialog', { name: 'Remove collaborator' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('No collaborators yet.')).toBeVisible();

    await actions.getByRole('button', { name: 'Convert to Project' }).click();
    await page
      .getByRole('dialog', { name: 'Convert to Project' })
      .getByRole('button', { name: 'Convert' })
      .click();
    const project = actions.getByRole('link', { name: new RegExp(`^PRJ-\\d{3,}: ${subject}$`) });
    await expect(project).toBeVisible();
    await expect(project).toHaveAttribute('href', /\/admin\/projects\/PRJ-\d{3,}$/);

    await actions.getByRole('button', { name: 'View Customer History' }).click();
    const history = page.getByRole('dialog', { name: 'Customer History' });
    await expect(history.getByRole('heading', { name: 'Sam Patel' })).toBeVisible();
    await expect(history.getByRole('table', { name: 'Customer tickets' })).toContainText(
      'How do I add my wife as a user?',
    );
    await expect(history.getByRole('table', { name: 'Customer tickets' })).not.toContainText(
      subject,
    );
    await expect(history.getByRole('list', { name: 'Customer properties' })).toContainText(
      'Julian Hillside Cabin',
    );
  });

  test('a ticket without a property cannot be converted and says so', async ({ page }) => {
    const code = await freshTicket(page.request, unique('Question about my bill'));
    await signIn(page, ADMIN_EMAIL);
    await openTicket(page, code);
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('button', { name: 'Convert to Project' })).toBeDisabled();
    await expect(
      actions.getByText('This ticket has no property, so it cannot be converted to a project.'),
    ).toBeVisible();
  });
});

test.describe('Customer Support desk (/admin/customer-support)', () => {
  test.beforeEach(async ({ page }) => {
    await hideDebugPanel(page);
  });

  test('open tickets by status and priority, tickets needing a reply, customer lookup to history', async ({
    page,
  }) => {
    await signIn(page, SUPPORT_EMAIL, { theme: 'light' });
    await page.goto('/admin/customer-support');
    await expect(page.getByRole('list', { name: 'Open tickets by status' })).toContainText(
      'New Response',
    );
    await expect(page.getByRole('table', { name: 'Tickets needing a reply' })).toContainText(
      'Pump #2 pressure drops during the weekly test',
    );
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Find a customer').fill('olivia');
    await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: 'View Customer History of Olivia Rivera' }).click();
    const history = page.getByRole('region', { name: 'History of Olivia Rivera' });
    await expect(history.getByRole('list', { name: 'Customer properties' })).toContainText(
      'Altadena Foothills Home',
    );
    await expect(history.getByRole('table', { name: 'Customer tickets' })).toContainText(
      'Altadena panel shows System Offline since the install',
    );
    await expect(page).toHaveURL(/customer=\d+/);

    await page
      .getByRole('list', { name: 'Open tickets by priority' })
      .getByRole('link', { name: 'Critical' })
      .click();
    await expect(page).toHaveURL(/\/admin\/support\?priority=Critical$/);
    await expect(async () => {
      const priorities = await column(page, 4);
      expect(priorities.length).toBeGreaterThan(0);
      expect(new Set(priorities)).toEqual(new Set(['Critical']));
    }).toPass();
  });
});

test.describe("The customer's Support page (/support)", () => {
  test('the customer sees the staff reply and never the internal note; their reply is a New Response', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const subject = unique('Sprinkler head leaking by the deck');
    const code = await freshTicket(page.request, subject, { property: true });
    const headers = await staffHeaders(page.request);
    const internal = 'Internal: the deck head was replaced last spring, check the warranty.';
    const staffReply = 'We will send a technician on Monday morning to replace the head.';
    for (const [content, mode] of [
      [internal, 'internal'],
      [staffReply, 'user'],
    ] as const) {
      const sent = await page.request.post(`/api/admin/support/tickets/${code}/messages`, {
        headers,
        data: { content, mode },
      });
      expect(sent.status()).toBe(201);
    }

    await signIn(page, CUSTOMER_EMAIL, { theme: 'light' });
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    const mine = page.getByRole('table', { name: 'My support tickets' });
    await mine.getByRole('button', { name: subject }).click();
    await expect(page).toHaveURL(new RegExp(`\\?ticket=${code}$`));
    await expect(conversation(page)).toContainText(staffReply);
    await expect(conversation(page)).toContainText('Sofia Chen, Wildfire Defense Support');
    await expect(page.getByText(internal)).toHaveCount(0);
    await expect(page.getByText('Ticket opened by')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The staff reply was emailed too (kept in the delivery log without SMTP_URL).
    const log = await page.request.get(
      `/api/admin/mail-log?to=${encodeURIComponent(CUSTOMER_EMAIL)}`,
      { headers: await staffHeaders(page.request, ADMIN_EMAIL) },
    );
    const { mails } = (await log.json()) as { mails: Array<{ subject: string; text: string }> };
    expect(mails.some((m) => m.text.includes(staffReply))).toBe(true);
    expect(mails.some((m) => m.text.includes(internal))).toBe(false);

    await page.getByLabel('Your reply').fill('Monday works, the side gate will be open.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await expect(conversation(page)).toContainText('Monday works, the side gate will be open.');
    const staffView = await page.request.get(`/api/admin/support/tickets/${code}`, { headers });
    expect(((await staffView.json()) as { status: string }).status).toBe('New Response');
  });

  test('a customer opens a new ticket; another customer’s ticket is not found', async ({
    page,
  }) => {
    const subject = unique('Agitator pump runs at the wrong hour');
    await signIn(page, CUSTOMER_EMAIL);
    await page.goto('/support');
    await page.getByRole('button', { name: 'Open a New Ticket' }).click();
    const form = page.getByRole('region', { name: 'New ticket' });
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await form.getByLabel('Subject').fill(subject);
    await chooseOption(page, 'Property', 'Julian Hillside Cabin');
    await chooseOption(page, 'Category', 'System Issue');
    await form.getByLabel('How can we help?').fill('It starts at 3 am instead of 6 am.');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(page).toHaveURL(/\?ticket=TICK-\d{3,}$/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(subject) })).toBeVisible();
    await expect(page.getByText('No replies yet.')).toBeVisible();

    // TICK-009 is Olivia Rivera's.
    await page.goto('/support?ticket=TICK-009');
    await expect(page.getByText('Ticket TICK-009 was not found among your tickets.')).toBeVisible();
  });
});
