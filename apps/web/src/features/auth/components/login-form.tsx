import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginRequest } from '@wildfire/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';

import type { LoginStep } from '@/lib/auth/auth-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { loginErrorMessage } from './login-error-message';
import { loadTwoFactorSteps, TwoFactorStep } from './two-factor-step';
import { ErrorNotice } from '@/components/ui/error-notice';

interface LoginFormProps {
  /** Signs in; rejects with the reason when the attempt fails, or answers the step still needed. */
  onLogin: (credentials: LoginRequest) => Promise<LoginStep | void>;
  /** Finishes a two-factor sign-in with its access token (stores it, loads the profile). */
  onSignedIn?: (accessToken: string) => Promise<void>;
  /** A message carried over from an earlier session, such as "Your session has expired". */
  notice?: string | null;
  /** Good news carried over, such as "Your password was changed". */
  success?: string | null;
}

type Mode = 'password' | 'forgot' | { step: 'second-factor' | 'enrolment'; challenge: string };

export function LoginForm({ onLogin, onSignedIn, notice = null, success = null }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [noticeVisible, setNoticeVisible] = useState(notice !== null);
  const [mode, setMode] = useState<Mode>('password');
  const login = useMutation({
    mutationFn: (credentials: LoginRequest) => onLogin(credentials),
    onSuccess: (step) => {
      if (step && step.kind !== 'signed-in') {
        setPassword('');
        setMode({ step: step.kind, challenge: step.challenge });
      }
    },
  });
  const restart = () => {
    login.reset();
    setMode('password');
  };
  const finish = onSignedIn ?? (() => Promise.resolve());

  if (mode === 'forgot') return <ForgotPasswordForm onBack={restart} />;
  if (typeof mode === 'object') {
    return (
      <TwoFactorStep
        step={mode.step}
        challenge={mode.challenge}
        onSignedIn={finish}
        onRestart={restart}
      />
    );
  }

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
    // Fetched while the password is checked, for the accounts that answer with a second step.
    loadTwoFactorSteps().catch(() => undefined);
    login.mutate({ username: email.trim(), password });
  };

  const message = login.isError ? loginErrorMessage(login.error) : noticeVisible ? notice : null;

  return (
    <Stack gap="md">
      {success !== null && message === null && (
        <Alert color="green" variant="light" role="status">
          {success}
        </Alert>
      )}
      {message !== null && <ErrorNotice>{message}</ErrorNotice>}

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
            setMode('forgot');
          }}
        >
          Forgot Password?
        </Button>
      </Group>
    </Stack>
  );
}
