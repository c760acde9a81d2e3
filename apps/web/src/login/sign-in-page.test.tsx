import { MESSAGES, STORAGE_KEYS } from '@wildfire/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { watchPageLoads } from '../testing/page-loads';
import { renderWithProviders } from '../testing/render';
import { stubApi } from '../testing/stub-api';
import { SignInPage } from './sign-in-page';

const token = (access_token: string) => ({
  body: {
    access_token,
    token_type: 'Bearer',
    expires_in: 3600,
    expires_at: '2030-01-01T00:00:00Z',
  },
});

/** The sign-in API as the server answers it: one account with a password, one with two factors. */
function fakeSignInApi() {
  return stubApi({
    'POST /api/auth/login': ({ body }) => {
      const { username, password } = body as Record<string, string>;
      if (password !== 'wildfire-demo') {
        return {
          status: 401,
          body: { error: { code: 'invalid_credentials', message: 'Bad credentials' } },
        };
      }
      return username === 'staff@demo.test'
        ? { body: { second_factor: 'totp', challenge_token: 'challenge-1', expires_in: 300 } }
        : token('owner-token');
    },
    'POST /api/auth/login/second-factor': ({ body }) =>
      (body as Record<string, string>).code === '123456'
        ? token('staff-token')
        : {
            status: 401,
            body: { error: { code: 'invalid_code', message: 'That code is not right.' } },
          },
  });
}

const noMessages = { notice: null, success: null };

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the sign-in page (login.html, decision 030)', () => {
  it('stores the token and its time, then opens the page first asked for', async () => {
    fakeSignInApi();
    const loads = watchPageLoads();
    const user = userEvent.setup();
    renderWithProviders(<SignInPage next="/valves" messages={noMessages} />);

    await signIn(user, 'owner@demo.test', 'wildfire-demo');

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/valves');
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('owner-token');
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.tokenSetTime))).toBeGreaterThan(0);
    // The button keeps saying so until the app has replaced the page.
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it('shows the spec failure text for wrong credentials, stores nothing and stays', async () => {
    fakeSignInApi();
    const loads = watchPageLoads();
    const user = userEvent.setup();
    renderWithProviders(<SignInPage next="/" messages={noMessages} />);

    await signIn(user, 'owner@demo.test', 'not-the-password');

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(loads).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('finishes a two-factor sign-in with the code, then opens the page asked for', async () => {
    fakeSignInApi();
    const loads = watchPageLoads();
    const user = userEvent.setup();
    renderWithProviders(<SignInPage next="/admin" messages={noMessages} />);

    await signIn(user, 'staff@demo.test', 'wildfire-demo');
    await user.type(await screen.findByLabelText(/^authenticator code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => {
      expect(loads).toHaveBeenCalledWith('/admin');
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('staff-token');
  });

  it('shows the message the app handed over: a session that expired, a password changed', () => {
    fakeSignInApi();
    const { unmount } = renderWithProviders(
      <SignInPage next="/" messages={{ notice: MESSAGES.sessionExpired, success: null }} />,
    );
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <SignInPage next="/" messages={{ notice: null, success: 'Your password was changed.' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.');
  });
});
