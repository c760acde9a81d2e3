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
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { openSignInPage } from '@/lib/auth/sign-in-page';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation, type InvitationDetails } from '../api/get-invitation';

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

/** The server's reason, as its field states it when it names one (the password). */
const reason = (error: Error) =>
  error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : error.message;

function LinkProblem({ message }: { message: string }) {
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" title="This invitation cannot be used">
        {message}
      </Alert>
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
  const [name, setName] = useState(invitation.name);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmationError, setConfirmationError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const isNew = invitation.needs_password;
  const busy = accept.isPending || signingIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (isNew) {
      const checked = newPasswordSchema.safeParse(password);
      const tooShort = checked.success ? null : (checked.error.issues[0]?.message ?? null);
      const differs = password !== confirmation ? PASSWORDS_DIFFER_MESSAGE : null;
      setPasswordError(tooShort);
      setConfirmationError(differs);
      if (tooShort || differs) return;
    } else if (password === '') {
      setPasswordError('Enter your current password.');
      return;
    }

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
      if (error instanceof ApiError && (error.status === 400 || error.status === 401)) {
        setPasswordError(reason(error));
      } else {
        setProblem(error instanceof Error ? reason(error) : 'The invitation was not accepted.');
      }
      return;
    }
    setSigningIn(true);
    try {
      await onAccepted(accessToken);
    } catch (error) {
      setSigningIn(false);
      setProblem(
        `The invitation was accepted, but signing in failed (${error instanceof Error ? error.message : 'unknown error'}). Log in with your email and password.`,
      );
    }
  };

  return (
    <form noValidate aria-label="Accept the invitation" onSubmit={(event) => void submit(event)}>
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
        {problem && (
          <Alert color="red" variant="light" title="The invitation was not accepted">
            {problem}
          </Alert>
        )}
        {isNew ? (
          <>
            <TextInput
              label="Your name"
              description="Optional: how others will see you."
              autoComplete="name"
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
              }}
            />
            <PasswordInput
              label="Choose a password"
              description="At least 12 characters."
              autoComplete="new-password"
              required
              value={password}
              error={passwordError}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(null);
              }}
            />
            <PasswordInput
              label="Confirm the password"
              autoComplete="new-password"
              required
              value={confirmation}
              error={confirmationError}
              onChange={(event) => {
                setConfirmation(event.currentTarget.value);
                setConfirmationError(null);
              }}
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
              value={password}
              error={passwordError}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(null);
              }}
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
