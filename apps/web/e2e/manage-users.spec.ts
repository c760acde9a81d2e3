import { expect as baseExpect, test, type Page } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { linkIn, newestMailTo } from './support/mailbox';
import { expectNoSeriousA11yViolations, MALIBU, signIn, TOPANGA } from './support/portal-session';

// The machine runs several servers and browsers at once; give slow moments room.
const expect = baseExpect.configure({ timeout: 15_000 });

const GUEST_EMAIL = 'guest@demo.test';
const INVALID_LINK = 'This invitation link is invalid or has expired. Ask for a new invitation.';

/** An address nobody has used yet on this server. */
const freshEmail = (label: string) =>
  `${label}-${String(Date.now())}-${String(test.info().workerIndex)}@example.com`;

/** The newest invitation link mailed to `email`, from the test server's mailbox. */
const invitationLink = async (email: string) =>
  linkIn(await newestMailTo(email), '/invitations/accept');

async function openInvitationForm(page: Page, place: string) {
  await page.getByRole('button', { name: `Invite User to ${place}` }).click();
  return page.getByRole('form', { name: `Invite a user to ${place}` });
}

async function invite(
  page: Page,
  place: string,
  person: { email: string; name: string; level?: string },
) {
  const form = await openInvitationForm(page, place);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Full Name').fill(person.name);
  if (person.level)
    await form.getByLabel(/Access Level|Role/).selectOption({ label: person.level });
  await form.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${person.email}.`)).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('Manage Users (property)', () => {
  test('asks for a property when none is selected', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/manage-users');

    await expect(
      page.getByText('Please select a property first to manage its users'),
    ).toBeVisible();
  });

  test('owner invites someone: Pending, Resend, then Remove after confirming', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/manage-users');

    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await expect(row(page, GUEST_EMAIL)).toContainText('Guest');
    await expect(row(page, OWNER_EMAIL)).toContainText('Owner');
    await expect(row(page, OWNER_EMAIL).getByRole('button', { name: /Remove/ })).toHaveCount(0);

    const form = await openInvitationForm(page, MALIBU.name);
    const send = form.getByRole('button', { name: 'Send Invitation' });
    await expect(form.getByLabel('Access Level')).toHaveValue('guest');
    await expect(send).toBeDisabled();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Full Name').fill('Wrong Address');
    await send.click();
    await expect(form.getByText('email must be a valid email address')).toBeVisible();
    await page.getByRole('button', { name: `Invite User to ${MALIBU.name}` }).click();

    const email = freshEmail('pending');
    await invite(page, MALIBU.name, { email, name: 'Pat Pending' });
    await expect(row(page, email)).toContainText('Pending');
    await expect(row(page, email)).toContainText('Guest');

    await row(page, email)
      .getByRole('button', { name: 'Resend invitation to Pat Pending' })
      .click();
    await expect(page.getByText(`Invitation sent again to ${email}.`)).toBeVisible();
    await expect(row(page, GUEST_EMAIL).getByRole('button', { name: /Resend/ })).toHaveCount(0);

    await row(page, email).getByRole('button', { name: 'Remove Pat Pending' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Remove Pat Pending from this property?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(row(page, email)).toHaveCount(0);

    await page.reload();
    await expect(row(page, GUEST_EMAIL)).toBeVisible();
    await expect(row(page, email)).toHaveCount(0);
  });

  test('a guest sees the users but cannot invite, resend or remove', async ({ page }) => {
    await signIn(page, GUEST_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/manage-users');

    await expect(row(page, OWNER_EMAIL)).toBeVisible();
    await expect(page.getByRole('button', { name: /Invite User/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Remove|Resend/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Access levels' })).toContainText(
      'View status and alerts only.',
    );
  });

  test('the invitation email link lets a new person and then an existing one join', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = freshEmail('invitee');
    await signIn(page, OWNER_EMAIL, { siteId: TOPANGA.siteId });
    await page.goto('/manage-users');
    await invite(page, TOPANGA.name, { email, name: 'Ivy Invitee', level: 'Property User' });
    await expect(row(page, email)).toContainText('Pending');

    // A new person: chooses a password, and is signed in.
    let invitee = await browser.newContext();
    let inviteePage = await invitee.newPage();
    await inviteePage.goto(await invitationLink(email));
    await expect(inviteePage.getByText(/invited you to|You have been invited to/)).toContainText(
      `${TOPANGA.name} as Property User`,
    );
    await expect(inviteePage.getByText(`Invitation for ${email}`)).toBeVisible();
    await inviteePage.getByLabel(/^Choose a password/).fill('short');
    await inviteePage.getByLabel(/^Confirm the password/).fill('short');
    await inviteePage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(inviteePage.getByText('password must be at least 12 characters')).toBeVisible();
    await inviteePage.getByLabel(/^Choose a password/).fill('a-long-enough-password');
    await inviteePage.getByLabel(/^Confirm the password/).fill('a-long-enough-password');
    await inviteePage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(inviteePage).toHaveURL('/');
    await expect(
      inviteePage.getByRole('button', { name: 'Account menu for Ivy Invitee' }),
    ).toBeVisible();

    await page.reload();
    await expect(row(page, email)).toContainText('Active');
    await expect(row(page, email).getByRole('button', { name: /Resend/ })).toHaveCount(0);

    // The same person, now with an account, is invited elsewhere: they confirm their password.
    await page.goto(`/manage-users?property=${MALIBU.siteId}`);
    await invite(page, MALIBU.name, { email, name: 'Ivy Invitee' });
    // Opened signed out: today a wrong password (401) on this public endpoint would also end the
    // session of a tab that is signed in, because the session rules do not treat it as neutral.
    await invitee.close();
    invitee = await browser.newContext();
    inviteePage = await invitee.newPage();
    await inviteePage.goto(await invitationLink(email));
    await expect(
      inviteePage.getByText(/Enter your current password to accept the invitation/),
    ).toBeVisible();
    await inviteePage.getByLabel(/^Current password/).fill('not-my-password');
    await inviteePage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(inviteePage.getByText('That password does not match your account.')).toBeVisible();
    await inviteePage.getByLabel(/^Current password/).fill('a-long-enough-password');
    await inviteePage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(inviteePage).toHaveURL('/');
    await page.reload();
    await expect(row(page, email)).toContainText('Active');

    // A link works once.
    const used = await invitationLink(email);
    await inviteePage.goto(used);
    await expect(inviteePage.getByText(INVALID_LINK)).toBeVisible();
    await invitee.close();
  });

  test('an invalid or expired link shows the server message, signed out or in', async ({
    page,
  }) => {
    await page.goto(`/invitations/accept?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Accept Invitation' })).toBeVisible();
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signIn(page, OWNER_EMAIL);
    await page.goto(`/invitations/accept?token=${'y'.repeat(43)}`);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
  });
});

test.describe('Manage Users (account)', () => {
  test('lists account and property users; invites, resends and removes account users', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/account/manage-users');

    const accountUsers = page.getByRole('table', { name: 'Account users list' });
    const ownerRow = accountUsers.getByRole('row').filter({ hasText: OWNER_EMAIL });
    await expect(ownerRow).toContainText('Account Owner');
    await expect(ownerRow).toContainText('4 properties');
    await expect(ownerRow.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    for (const property of [MALIBU.name, TOPANGA.name]) {
      await expect(page.getByRole('region', { name: property, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('table', { name: `Users of ${MALIBU.name}` }).getByRole('row', {
        name: new RegExp(GUEST_EMAIL),
      }),
    ).toContainText('Guest');

    const form = await openInvitationForm(page, 'this account');
    await expect(form.getByLabel('Role')).toHaveValue('property_manager');
    await page.getByRole('button', { name: 'Invite User to this account' }).click();

    const email = freshEmail('billing');
    await invite(page, 'this account', { email, name: 'Bea Billing', level: 'Billing Contact' });
    const billing = accountUsers.getByRole('row').filter({ hasText: email });
    await expect(billing).toContainText('Billing Contact');
    await expect(billing).toContainText('Pending');
    await expect(billing).toContainText('0 properties');
    await billing.getByRole('button', { name: 'Resend invitation to Bea Billing' }).click();
    await expect(page.getByText(`Invitation sent again to ${email}.`)).toBeVisible();

    await billing.getByRole('button', { name: 'Remove Bea Billing' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Remove Bea Billing from this account?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(billing).toHaveCount(0);

    // A property user's removal names the property; cancelled here, the guest stays.
    await page
      .getByRole('table', { name: `Users of ${MALIBU.name}` })
      .getByRole('button', { name: 'Remove Grace Kim' })
      .click();
    await expect(dialog).toContainText(`Remove Grace Kim from ${MALIBU.name}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  for (const email of [GUEST_EMAIL, 'empty@demo.test']) {
    test(`${email} has no customer account and is told so`, async ({ page }) => {
      await signIn(page, email);
      await page.goto('/account/manage-users');

      await expect(page.getByText('No customer account')).toBeVisible();
      await expect(
        page.getByText(
          'You do not belong to a customer account, so there are no account users to manage.',
        ),
      ).toBeVisible();
    });
  }
});
