import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@wildfire/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { confirmPasswordReset } from '@/lib/auth/auth-api';

/** The emailed link's page: choose a new password, then sign in with it (decision 012). */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => confirmPasswordReset(token, password),
    onSuccess: ({ message }) => {
      void navigate(paths.login.getHref(), { replace: true, state: { success: message } });
    },
    onError: (failure) => {
      setError(
        failure instanceof ApiError
          ? (failure.fields.password ?? failure.message)
          : 'The password was not changed.',
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'This password cannot be used.');
      return;
    }
    if (password !== repeat) {
      setError('The two passwords are not the same.');
      return;
    }
    if (!save.isPending) save.mutate();
  };

  return (
    <Stack maw={440} mx="auto" my="xl" px="md">
      <title>Reset password | Wildfire Defense Portal</title>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            Choose a new password
          </Title>
          {token === '' ? (
            <Alert color="red" variant="light">
              This page needs the link from the password reset email.
            </Alert>
          ) : (
            <form aria-label="Choose a new password" onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text size="sm">
                  At least {PASSWORD_MIN_LENGTH} characters; a long passphrase is best. Every device
                  signed in to your account will be signed out.
                </Text>
                {error && (
                  <Alert color="red" variant="light">
                    {error}
                  </Alert>
                )}
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(event) => {
                    setPassword(event.currentTarget.value);
                  }}
                />
                <PasswordInput
                  label="Repeat the new password"
                  autoComplete="new-password"
                  required
                  value={repeat}
                  onChange={(event) => {
                    setRepeat(event.currentTarget.value);
                  }}
                />
                <Button type="submit" loading={save.isPending}>
                  Set new password
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            Back to login
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
