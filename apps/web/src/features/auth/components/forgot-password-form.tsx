import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from '@/lib/auth/auth-api';
import { ErrorNotice } from '@/components/ui/error-notice';

/**
 * Forgot Password?: asks for the email and answers the same whatever it is, so nobody learns
 * from it which emails have an account (decision 012).
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: () => requestPasswordReset(email.trim()) });

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Reset your password
      </Title>
      {send.isSuccess ? (
        <Alert color="blue" variant="light" role="status">
          {send.data.message}
        </Alert>
      ) : (
        <form
          aria-label="Reset your password"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (!send.isPending) send.mutate();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Enter the email you sign in with. We will email you a link to choose a new password.
            </Text>
            {send.isError && (
              <ErrorNotice>
                {send.error instanceof ApiError
                  ? send.error.message
                  : 'The request could not be sent.'}
              </ErrorNotice>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
              }}
            />
            <Button type="submit" fullWidth loading={send.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Button variant="transparent" size="compact-sm" onClick={onBack}>
        Back to login
      </Button>
    </Stack>
  );
}
