import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { newPasswordSchema } from '@wildfire/shared';
import { Link } from 'react-router';
import { z } from 'zod';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { openSignInPage } from '@/lib/auth/sign-in-page';
import { passwordProps } from '@/lib/forms/password-props';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation, type InvitationDetails } from '../api/get-invitation';
import { ErrorNotice } from '@/components/ui/error-notice';

export const MISSING_TOKEN_MESSAGE =
  'This invitation link is incomplete. Open the link from your invitation email again.';
export const MALFORMED_TOKEN_MESSAGE =
  'This invitation link is not valid. Open the link from your invitation email again.';
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';

interface AcceptInvitationScreenProps {
  token: string | null;
  /** Signs in with the session the acceptance answered with and moves on. */
  onAccepted: (accessToken: string) => Promise<void>;
  /** The email of whoever is signed in on this browser, if anyone. */
  signedInAs: string | null;
}

/** A new person's password, typed twice; both fields are checked at once. */
const newAccountSchema = z
  .object({ password: newPasswordSchema, confirmation: z.string() })
  .refine((choice) => choice.password === choice.confirmation, {
    path: ['confirmation'],
    error: PASSWORDS_DIFFER_MESSAGE,
    when: () => true,
  });
/** Someone with an account confirms it is theirs. */
const existingAccountSchema = z.object({
  password: z.string().min(1, { error: 'Enter your current password.' }),
});

function LinkProblem({ message }: { message: string }) {
  return (
    <Stack gap="sm">
      <ErrorNotice title="This invitation cannot be used">{message}</ErrorNotice>
      <Anchor
        c="var(--mantine-color-text)"
        underline="always"
        component={Link}
        to={paths.login.getHref()}
      >
        Go to the login page
      </Anchor>
    </Stack>
  );
}

function AcceptForm({
  token,
  invitation,
  onAccepted,
  signedInAs,
}: {
  token: string;
  invitation: InvitationDetails;
  onAccepted: (accessToken: string) => Promise<void>;
  signedInAs: string | null;
}) {
  const accept = useAcceptInvitation(token);
  const isNew = invitation.needs_password;
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: { name: invitation.name, password: '', confirmation: '' },
    schema: isNew ? newAccountSchema : existingAccountSchema,
    failureOf: (error) =>
      error instanceof Error ? error.message : 'The invitation was not accepted.',
  });

  const submit = onSubmit(async (_checked, { name, password }) => {
    let accessToken: string;
    try {
      const trimmed = name.trim();
      const session = await accept.mutateAsync({
        password,
        ...(isNew && trimmed !== '' ? { name: trimmed } : {}),
      });
      if ('sign_in_required' in session) {
        // Accepted; an account with two-factor sign-in is not signed in by its password alone.
        openSignInPage(undefined, { notice: null, success: session.message });
        return;
      }
      accessToken = session.access_token;
    } catch (error) {
      // A wrong current password names no field, but it is that field's problem.
      if (error instanceof ApiError && error.status === 401) {
        form.setFieldError('password', error.message);
        return;
      }
      throw error;
    }
    try {
      await onAccepted(accessToken);
    } catch (error) {
      setFailure(
        `The invitation was accepted, but signing in failed (${error instanceof Error ? error.message : 'unknown error'}). Log in with your email and password.`,
      );
    }
  });

  return (
    <form noValidate aria-label="Accept the invitation" onSubmit={submit}>
      <Stack gap="md">
        <Text>
          {invitation.invited_by
            ? `${invitation.invited_by} invited you to `
            : 'You have been invited to '}
          <strong>{invitation.invited_to}</strong> as <strong>{invitation.role_label}</strong>.
        </Text>
        <Text size="sm">Invitation for {invitation.email}</Text>
        {signedInAs && signedInAs.toLowerCase() !== invitation.email.toLowerCase() && (
          <Alert color="yellow" variant="light">
            You are signed in as {signedInAs}. Accepting signs you in as {invitation.email} instead.
          </Alert>
        )}
        <FormFailure failure={failure} title="The invitation was not accepted" />
        {isNew ? (
          <>
            <TextInput
              label="Your name"
              description="Optional: how others will see you."
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <PasswordInput
              label="Choose a password"
              description="At least 12 characters."
              autoComplete="new-password"
              required
              {...passwordProps(form, 'password')}
            />
            <PasswordInput
              label="Confirm the password"
              autoComplete="new-password"
              required
              {...passwordProps(form, 'confirmation')}
            />
          </>
        ) : (
          <>
            <Text size="sm">
              You already have an account. Enter your current password to accept the invitation.
            </Text>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...passwordProps(form, 'password')}
            />
          </>
        )}
        <Button type="submit" disabled={busy} style={{ alignSelf: 'flex-start' }}>
          {busy ? 'Accepting...' : 'Accept Invitation'}
        </Button>
      </Stack>
    </form>
  );
}

function InvitationContent({
  token,
  onAccepted,
  signedInAs,
}: AcceptInvitationScreenProps & { token: string }) {
  const query = useInvitation(token);
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading the invitation" />
      </Center>
    );
  }
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.status === 404)
      return <LinkProblem message={error.message} />;
    if (error instanceof ApiError && error.status === 400) {
      return <LinkProblem message={MALFORMED_TOKEN_MESSAGE} />;
    }
    return (
      <QueryErrorAlert
        title="The invitation could not be loaded"
        error={error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return (
    <AcceptForm
      token={token}
      invitation={query.data}
      onAccepted={onAccepted}
      signedInAs={signedInAs}
    />
  );
}

/** The page behind the emailed invitation link. */
export function AcceptInvitationScreen({
  token,
  onAccepted,
  signedInAs,
}: AcceptInvitationScreenProps) {
  return (
    <Paper withBorder p="lg" radius="md" maw={520}>
      {token ? (
        <InvitationContent token={token} onAccepted={onAccepted} signedInAs={signedInAs} />
      ) : (
        <LinkProblem message={MISSING_TOKEN_MESSAGE} />
      )}
    </Paper>
  );
}
