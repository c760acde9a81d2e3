import { MESSAGES } from '@wildfire/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';
import { LOGIN_UNAVAILABLE_MESSAGE, LOGIN_UNREACHABLE_MESSAGE } from './login-error-message';

const rejectWith = (error: Error) => vi.fn(() => Promise.reject(error));

async function submitCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^email/i), 'owner@demo.test');
  await user.type(screen.getByLabelText(/^password/i), 'not-the-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login form', () => {
  it('has required Email and Password fields, the email one typed as email', () => {
    renderWithProviders(<LoginForm onLogin={vi.fn()} />);

    const email = screen.getByLabelText(/^email/i);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/^password/i)).toBeRequired();
  });

  it('sends the email as username and the password', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn(() => Promise.resolve());
    renderWithProviders(<LoginForm onLogin={onLogin} />);

    await submitCredentials(user);

    expect(onLogin).toHaveBeenCalledWith({
      username: 'owner@demo.test',
      password: 'not-the-password',
    });
  });

  it('reads "Logging in..." and is disabled while the login is busy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onLogin={() => new Promise<void>(() => {})} />);

    await submitCredentials(user);

    const button = await screen.findByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
  });

  it('shows the spec failure text above the form when the credentials are wrong', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LoginForm
        onLogin={rejectWith(new ApiError(401, 'invalid_credentials', 'Bad credentials'))}
      />,
    );

    await submitCredentials(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.loginFailed);
    // "Above the form": the alert precedes the email field in document order.
    expect(
      alert.compareDocumentPosition(screen.getByLabelText(/^email/i)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the same failure text for a rejected (400) request', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LoginForm
        onLogin={rejectWith(new ApiError(400, 'invalid_body', 'username must be an email'))}
      />,
    );

    await submitCredentials(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('clears the error as soon as the user types in the email field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onLogin={rejectWith(new ApiError(401, 'x', 'x'))} />);
    await submitCredentials(user);
    await screen.findByRole('alert');

    await user.type(screen.getByLabelText(/^email/i), 'm');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error as soon as the user types in the password field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onLogin={rejectWith(new ApiError(401, 'x', 'x'))} />);
    await submitCredentials(user);
    await screen.findByRole('alert');

    await user.type(screen.getByLabelText(/^password/i), 'x');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's own message when sign-in is throttled (429)", async () => {
    const user = userEvent.setup();
    const throttled = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
    renderWithProviders(
      <LoginForm onLogin={rejectWith(new ApiError(429, 'rate_limited', throttled))} />,
    );

    await submitCredentials(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
  });

  it('says the server cannot be reached when the network fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onLogin={rejectWith(new ApiError(0, 'network_error', 'x'))} />);

    await submitCredentials(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_UNREACHABLE_MESSAGE);
  });

  it('says sign-in is unavailable when the server fails (5xx)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onLogin={rejectWith(new ApiError(503, 'unavailable', 'x'))} />);

    await submitCredentials(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_UNAVAILABLE_MESSAGE);
  });

  it('shows a carried-over notice such as session expiry until the user types', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onLogin={vi.fn()} notice={MESSAGES.sessionExpired} />);

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sessionExpired);

    await user.type(screen.getByLabelText(/^email/i), 'o');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Forgot Password? opens the reset form, which asks for the email', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onLogin={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('asks for the authenticator code when the account has two-factor sign-in', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn(() =>
      Promise.resolve({ kind: 'second-factor' as const, challenge: 'challenge' }),
    );
    renderWithProviders(<LoginForm onLogin={onLogin} />);

    await submitCredentials(user);

    expect(await screen.findByLabelText(/^authenticator code/i)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText(/^recovery code/i)).toBeInTheDocument();
  });
});
