import { test } from '@playwright/test';
import { COMMON_PASSWORD_MESSAGE } from '@wildfire/shared';

import { DEMO_PASSWORD } from './support/accounts';
import { loginPage } from './support/login-page';
import { linkIn, newestMailTo } from './support/mailbox';
import {
  demoToken,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  SUPPORT_EMAIL,
  unusedCode,
} from './support/portal-session';
import { currentStep, totpAtStep } from './support/two-factor';

/**
 * These tests end the account's other sessions or turn its two-factor sign-in on: they run last,
 * when no other spec is signed in as the same demo account (playwright.config.ts).
 */
const CHANGES_SHARED_ACCOUNT = '@changes-shared-account';

const RESET_ANSWER =
  'If an account uses this email, we sent it a link to choose a new password. The link works once and expires in 30 minutes.';

test.describe('account security', () => {
  test('password reset: the emailed link sets a new password, then the user signs in with it', async ({
    page,
  }) => {
    // An account no other browser spec signs in with: its password does not come back.
    const email = 'accounts@demo.test';
    const login = loginPage(page);
    await login.open();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel(/^Email/).fill(email);
    await expectNoSeriousA11yViolations(page);
    const since = Date.now();
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(RESET_ANSWER);

    // The link comes by mail (the test server's mailbox); it leaves after the answer.
    const link = linkIn(await newestMailTo(email, since), '/reset-password');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // Error state: a common password is refused with the rule's message, under its field.
    await page.getByLabel(/^New password/).fill('password1234');
    await page.getByLabel(/^Repeat the new password/).fill('password1234');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(
      COMMON_PASSWORD_MESSAGE,
    );
    await expectNoSeriousA11yViolations(page);

    const fresh = 'ember watch on the ridge tonight';
    await page.getByLabel(/^New password/).fill(fresh);
    await page.getByLabel(/^Repeat the new password/).fill('ember watch on the hill tonight');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel(/^Repeat the new password/)).toHaveAccessibleDescription(
      'The two passwords are not the same.',
    );

    await page.getByLabel(/^New password/).fill(fresh);
    await page.getByLabel(/^Repeat the new password/).fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toContainText('Your password was changed');

    await login.logIn(email, fresh);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('banner')).toBeVisible();

    // The link worked once.
    await page.evaluate(() => {
      localStorage.clear();
    });
    await page.goto(link!);
    await page.getByLabel(/^New password/).fill('another long passphrase');
    await page.getByLabel(/^Repeat the new password/).fill('another long passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('not valid any more');
  });

  test('the reset request answers the same for an email without an account', async ({ page }) => {
    await loginPage(page).open();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel(/^Email/).fill('nobody-reset-e2e@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(RESET_ANSWER);
  });

  test('second-factor sign-in: a wrong code is refused, the right one signs in', async ({
    page,
  }) => {
    const login = loginPage(page);
    await login.open();
    await login.logIn(SUPPORT_EMAIL, DEMO_PASSWORD);
    const code = page.getByLabel(/^Authenticator code/);
    await expect(code).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not valid. Please try again.');

    await code.fill(await unusedCode(SUPPORT_EMAIL));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('staff who must use two-factor enrol at sign-in and see their recovery codes once', async ({
    page,
  }) => {
    // newhire@ gets a permission that changes data, so two-factor becomes required.
    const admin = await demoToken(page.request, 'admin@demo.test');
    const found = await page.request.get('/api/admin/users?search=newhire%40demo.test', {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const { items } = (await found.json()) as { items: Array<{ id: number }> };
    const granted = await page.request.patch(`/api/admin/users/${String(items[0]!.id)}`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { permissions: ['view_alerts', 'acknowledge_alerts'] },
    });
    expect(granted.ok(), 'permission granted').toBeTruthy();

    const login = loginPage(page);
    await login.open();
    await login.logIn('newhire@demo.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    const key = (await page.getByLabel('Authenticator key').innerText()).replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expect(
      page.getByRole('link', { name: 'open the key in your authenticator app' }),
    ).toHaveAttribute('href', /^otpauth:\/\/totp\//);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^Authenticator code/).fill(totpAtStep(key, currentStep()));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const cont = page.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await page.getByLabel('I have saved these codes').check();
    await cont.click();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test(
    'sessions: every signed-in device is listed and sign out everywhere else ends the others',
    { tag: CHANGES_SHARED_ACCOUNT },
    async ({ page }) => {
      const email = 'guest@demo.test';
      // Two other devices.
      for (let i = 0; i < 2; i++) {
        await page.request.post('/api/auth/login', {
          data: { username: email, password: DEMO_PASSWORD },
        });
      }
      await signIn(page, email);
      await page.goto('/account');
      const table = page.getByRole('table', { name: 'Signed-in devices' });
      await expect(table.getByRole('row')).not.toHaveCount(0);
      expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(4); // header + 3
      await expect(table.getByText('This device')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(
        page
          .getByRole('table', { name: 'Recent security events' })
          .getByText('Signed out everywhere else'),
      ).toBeVisible();
    },
  );

  test(
    're-authentication: the dialog asks for the password and the request is sent again',
    { tag: CHANGES_SHARED_ACCOUNT },
    async ({ page }) => {
      const email = 'single@demo.test';
      await page.request.post('/api/auth/login', {
        data: { username: email, password: DEMO_PASSWORD },
      });
      await signIn(page, email);
      // The server asks for re-authentication once (as it does 15 minutes after the last one).
      let asked = false;
      await page.route('**/api/auth/sessions/revoke-others', async (route) => {
        if (asked) return route.continue();
        asked = true;
        return route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'reauthentication_required', message: 'Please confirm it is you.' },
          }),
        });
      });
      await page.goto('/account');
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await dialog.getByLabel('Password', { exact: true }).fill('not the password');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('That password is not right.');

      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
    },
  );

  test(
    'My Account: a customer turns two-factor sign-in on, gets new recovery codes and turns it off',
    { tag: CHANGES_SHARED_ACCOUNT },
    async ({ page }) => {
      await signIn(page, 'single@demo.test');
      await page.goto('/account');
      const card = page.getByRole('region', { name: 'Two-factor sign-in' });
      await expect(card.getByText('Two-factor sign-in is off.', { exact: false })).toBeVisible();
      await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const key = (await card.getByLabel('Authenticator key').innerText()).replace(/\s/g, '');
      // Error state: a wrong code.
      await card.getByLabel(/^Authenticator code/).fill('000000');
      await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect(card.getByRole('alert')).toHaveText('That code is not valid. Please try again.');
      await card.getByLabel(/^Authenticator code/).fill(totpAtStep(key, currentStep()));
      await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect(
        card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
      ).toHaveCount(10);
      await card.getByLabel('I have saved these codes').check();
      await card.getByRole('button', { name: 'Done' }).click();
      await expect(card.getByText('Recovery codes left: 10.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await card.getByLabel(/^Authenticator code/).fill(totpAtStep(key, currentStep() + 1));
      await card.getByRole('button', { name: 'New recovery codes' }).click();
      await expect(
        card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
      ).toHaveCount(10);
      await card.getByLabel('I have saved these codes').check();
      await card.getByRole('button', { name: 'Done' }).click();

      await card.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await card.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
      await expect(card.getByText('Two-factor sign-in is off.', { exact: false })).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: 'Recent security events' })
          .getByText('Two-factor sign-in turned off'),
      ).toBeVisible();
    },
  );

  test(
    'My Account: changing the email needs the password, waits for the new address and can be undone from the old one',
    { tag: CHANGES_SHARED_ACCOUNT },
    async ({ page, browser }) => {
      const email = 'empty@demo.test';
      const newEmail = `empty.new-${String(Date.now())}@example.com`;
      await signIn(page, email);
      await page.goto('/account');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const form = page.getByRole('form', { name: 'Edit profile' });
      await form.getByLabel(/^Email/).fill(newEmail);
      // Error state: the change needs the current password.
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        form.getByText('enter your current password to change your email'),
      ).toBeVisible();
      await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
      const since = Date.now();
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        page.getByText(
          `We sent a link to ${newEmail}. Your email changes once you open it; until then, sign in with ${email}.`,
        ),
      ).toBeVisible();
      const pending = page.getByRole('alert', { name: 'Email change waiting for confirmation' });
      await expect(pending).toContainText(newEmail);
      await expectNoSeriousA11yViolations(page);

      // The new address confirms it, from a browser that is not signed in.
      const elsewhere = await browser.newContext();
      const confirmPage = await elsewhere.newPage();
      await confirmPage.goto(linkIn(await newestMailTo(newEmail, since), '/confirm-email'));
      await expect(
        confirmPage.getByRole('heading', { name: 'Confirm your new email' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(confirmPage);
      await confirmPage.getByRole('button', { name: 'Confirm Email' }).click();
      await expect(confirmPage.getByRole('status')).toHaveText(
        `Your email is confirmed. Sign in with ${newEmail} from now on.`,
      );

      // The old address was told at once, and undoes it: every device is signed out.
      const notice = await newestMailTo(email, since);
      expect(notice.subject).toBe('Your Wildfire Defense Portal email is being changed');
      await confirmPage.goto(linkIn(notice, '/undo-email-change'));
      await confirmPage.getByRole('button', { name: 'Undo Change' }).click();
      await expect(confirmPage.getByRole('status')).toContainText(
        `Your account signs in with ${email}, and every device was signed out.`,
      );

      // The account signs in with the old address again (this page's own session has ended).
      const login = loginPage(confirmPage);
      await login.open();
      await login.logIn(email, DEMO_PASSWORD);
      await expect(confirmPage).not.toHaveURL(/\/login/);
      await expect(confirmPage.getByRole('banner')).toBeVisible();
      await elsewhere.close();
    },
  );
});
