import { test, type APIRequestContext } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import {
  ADMIN_EMAIL,
  backOfficeNav,
  demoToken,
  expect,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  noSidewaysScroll,
  PHONE_VIEWPORT,
  signIn,
} from './support/portal-session';

/**
 * Escalation until acknowledged (docs/alerts-escalation.md) against the simulated demo panels:
 * the owner shortens the escalation on the property's Settings, a panel overheats, nobody
 * acknowledges, and the alarm reaches the back-office's On-call queue with its history, where
 * staff call the owner, open the panel or acknowledge it. Ojai's panel is the one overheating;
 * the test puts it, and its policy, back as it found them.
 */
const OJAI = { siteId: 'WD-1003', name: 'Ojai Valley Ranch' } as const;
const DEFAULTS = {
  emergency_contacts_after_minutes: 5,
  on_call_after_minutes: 15,
  reminder_every_minutes: 5,
};

async function bearer(request: APIRequestContext, email: string) {
  return { Authorization: `Bearer ${await demoToken(request, email)}` };
}

async function simulate(request: APIRequestContext, action: 'overheat' | 'clear') {
  const response = await request.post(`/api/admin/simulator/${OJAI.siteId}`, {
    headers: await bearer(request, ADMIN_EMAIL),
    data: { action },
  });
  expect(response.status(), `simulator ${action}`).toBe(204);
}

async function ojaiPropertyId(request: APIRequestContext) {
  const response = await request.get('/api/site', { headers: await bearer(request, OWNER_EMAIL) });
  const body = (await response.json()) as {
    _embedded: { sites: Array<{ site_id: string; property_id: number }> };
  };
  return body._embedded.sites.find((s) => s.site_id === OJAI.siteId)?.property_id;
}

test.describe('escalation until acknowledged', () => {
  test.afterAll(async ({ request }) => {
    await simulate(request, 'clear');
    const propertyId = await ojaiPropertyId(request);
    if (propertyId !== undefined)
      await request.put(`/api/properties/${String(propertyId)}/escalation-policy`, {
        headers: await bearer(request, OWNER_EMAIL),
        data: DEFAULTS,
      });
  });

  test('the owner sets the escalation on Settings; an unacknowledged alarm reaches the On-call queue, where staff acknowledge it', async ({
    page,
    request,
  }) => {
    // The panel overheats, a minute's wait at most each step: allow for it on a busy machine.
    test.setTimeout(300_000);
    await hideDebugPanel(page);
    await signIn(page, OWNER_EMAIL, { siteId: OJAI.siteId });
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Alarm escalation' });
    await expect(card.getByRole('textbox', { name: 'Emergency Contacts after' })).toHaveValue(
      '5 min',
    );
    await expect(card.getByRole('textbox', { name: 'On-call team after' })).toHaveValue('15 min');

    // Out of order is refused with the field's sentence; then one minute each, no reminders.
    const contacts = card.getByRole('textbox', { name: 'Emergency Contacts after' });
    const onCall = card.getByRole('textbox', { name: 'On-call team after' });
    const remind = card.getByRole('textbox', { name: 'Remind every' });
    await contacts.fill('10');
    await onCall.fill('2');
    await card.getByRole('button', { name: 'Save escalation' }).click();
    await expect(card).toContainText('On-call staff are told after the Emergency Contacts');
    await contacts.fill('1');
    await onCall.fill('1');
    await remind.fill('0');
    await card.getByRole('button', { name: 'Save escalation' }).click();
    await expect(page.getByText('Escalation policy saved.')).toBeVisible();
    await page.reload();
    await expect(card.getByRole('textbox', { name: 'On-call team after' })).toHaveValue('1 min');
    await expectNoSeriousA11yViolations(page);

    // Nobody acknowledges the overheating panel's alarm.
    await simulate(request, 'overheat');

    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/alerts');
    await backOfficeNav(page).getByRole('link', { name: 'On-call' }).click();
    await expect(page).toHaveURL('/admin/on-call');
    await expect(page.getByRole('heading', { level: 1, name: 'On-call' })).toBeVisible();
    const alarm = page.getByRole('article', { name: `High temperature at ${OJAI.name}` });
    await expect(async () => {
      await page.reload();
      await expect(alarm).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 240_000, intervals: [5_000] });

    await expect(alarm).toContainText('Priority: Critical');
    await expect(alarm).toContainText('Not acknowledged');
    const history = alarm.getByRole('table');
    await expect(history).toContainText('Owner and members');
    await expect(history).toContainText('Emergency Contacts');
    await expect(history).toContainText('On-call staff');
    await expect(alarm.getByRole('link', { name: /^Call the owner/ })).toHaveAttribute(
      'href',
      'tel:+13105550142',
    );
    await expect(
      alarm.getByRole('link', { name: `Open the panel ${OJAI.siteId}` }),
    ).toHaveAttribute('href', `/admin/property/${OJAI.siteId}`);
    await expectNoSeriousA11yViolations(page);

    await alarm.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(alarm).toContainText('Acknowledged');
    await expect(alarm).toContainText('acknowledged by Alex Morgan');
    await expect(history).toContainText('Acknowledged');
    await expect(alarm.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  });

  test('the rota: a shift is added and removed; the screen fits a phone in the dark theme', async ({
    page,
  }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL, { theme: 'dark' });
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/admin/on-call');
    const rota = page.getByRole('region', { name: 'On-call rota' });
    const form = rota.getByRole('form', { name: 'Add a shift' });
    await form.getByRole('button', { name: 'Add shift' }).click();
    await expect(form).toContainText('Choose a staff member.');

    await form.getByRole('combobox', { name: 'Staff member' }).click();
    await page.getByRole('option', { name: 'Omar Haddad' }).click();
    await form.getByLabel('Starts').fill('2031-03-02T08:00');
    await form.getByLabel('Ends').fill('2031-03-02T20:00');
    await form.getByRole('button', { name: 'Add shift' }).click();
    await expect(page.getByText('Shift added to the rota.')).toBeVisible();
    const shifts = rota.getByRole('table', { name: 'Shifts' });
    await expect(shifts).toContainText('Omar Haddad');
    await noSidewaysScroll(page);
    // Measured at rest: the pointer off the button it last pressed.
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    // The demo's own shift (Omar on call now) stays; the one added goes.
    await expect(rota).toContainText('On call now: Omar Haddad.');
    const added = shifts.getByRole('button', {
      name: /^Remove Omar Haddad's shift from Mar 2, 2031/,
    });
    await added.click();
    await expect(added).toHaveCount(0);
    await expect(shifts).toContainText('Omar Haddad (now)');
  });
});
