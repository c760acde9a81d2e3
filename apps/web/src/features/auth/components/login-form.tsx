import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginRequest } from '@wildfire/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';

import { loginErrorMessage } from './login-error-message';

export const PASSWORD_RESET_NOTICE =
  'Password reset is coming soon with account security. Until then, contact support to reset your password.';

interface LoginFormProps {
  /** Signs in; rejects with the reason when the attempt fails. */
  onLogin: (credentials: LoginRequest) => Promise<void>;
  /** A message carried over from an earlier session, such as "Your session has expired". */
  notice?: string | null;
}

export function LoginForm({ onLogin, notice = null }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [noticeVisible, setNoticeVisible] = useState(notice !== null);
  const [resetNoticeVisible, setResetNoticeVisible] = useState(false);
  const login = useMutation({
    mutationFn: (credentials: LoginRequest) => onLogin(credentials),
  });

  // The spec clears the error as soon as the user types, so the next attempt starts clean.
  const clearMessages = () => {
    setNoticeVisible(false);
    if (login.isError) login.reset();
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field still submits while the button is disabled; one attempt at a time.
    if (login.isPending) return;
    setNoticeVisible(false);
    login.mutate({ username: email.trim(), password });
  };

  const message = login.isError ? loginErrorMessage(login.error) : noticeVisible ? notice : null;

  return (
    <Stack gap="md">
      {message !== null && (
        <Alert color="red" variant="light">
          {message}
        </Alert>
      )}

      <form onSubmit={handleSubmit} aria-label="Log in">
        <Stack gap="md">
          <TextInput
            label="Email"
            name="username"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              clearMessages();
            }}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              clearMessages();
            }}
          />
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>

      <Group justify="center">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setResetNoticeVisible(true);
          }}
          aria-expanded={resetNoticeVisible}
        >
          Forgot Password?
        </Button>
      </Group>
      {resetNoticeVisible && (
        <Alert color="blue" variant="light" role="status">
          {PASSWORD_RESET_NOTICE}
        </Alert>
      )}
    </Stack>
  );
}
