import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@wildfire/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { confirmPasswordReset } from '@/lib/auth/auth-api';
import { passwordProps } from '@/lib/forms/password-props';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ErrorNotice } from '@/components/ui/error-notice';

export const PASSWORDS_NOT_THE_SAME = 'The two passwords are not the same.';

/** The new password, typed twice; the second is only compared once the first may be used. */
const choiceSchema = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine((choice) => choice.password === choice.repeat, {
    path: ['repeat'],
    error: PASSWORDS_NOT_THE_SAME,
  });

/** The emailed link's page: choose a new password, then sign in with it (decision 012). */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { password: '', repeat: '' },
    schema: choiceSchema,
    failureOf: (error) =>
      error instanceof ApiError ? error.message : 'The password was not changed.',
  });
  const submit = onSubmit(async ({ password }) => {
    const { message } = await confirmPasswordReset(token, password);
    void navigate(paths.login.getHref(), { replace: true, state: { success: message } });
  });

  return (
    <Stack maw={440} mx="auto" my="xl" px="md">
      <title>Reset password | Wildfire Defense Portal</title>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            Choose a new password
          </Title>
          {token === '' ? (
            <ErrorNotice>This page needs the link from the password reset email.</ErrorNotice>
          ) : (
            <form aria-label="Choose a new password" onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text size="sm">
                  At least {PASSWORD_MIN_LENGTH} characters; a long passphrase is best. Every device
                  signed in to your account will be signed out.
                </Text>
                <FormFailure failure={failure} />
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  required
                  {...passwordProps(form, 'password')}
                />
                <PasswordInput
                  label="Repeat the new password"
                  autoComplete="new-password"
                  required
                  {...passwordProps(form, 'repeat')}
                />
                <Button type="submit" loading={busy}>
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
