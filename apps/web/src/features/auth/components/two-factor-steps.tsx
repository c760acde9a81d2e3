import { Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import {
  confirmLoginEnrolment,
  finishSecondFactor,
  startLoginEnrolment,
} from '@/lib/auth/auth-api';
import { AuthenticatorSecret, RecoveryCodes } from '@/lib/auth/two-factor-parts';
import { ErrorNotice } from '@/components/ui/error-notice';

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Sign-in is not available right now.';

interface StepProps {
  challenge: string;
  /** Stores the access token and loads the profile. */
  onSignedIn: (accessToken: string) => Promise<void>;
  /** Back to the email and password. */
  onRestart: () => void;
}

/** The second step of a two-factor sign-in: a code from the app, or a recovery code. */
export function SecondFactorForm({ challenge, onSignedIn, onRestart }: StepProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const verify = useMutation({
    mutationFn: async () => {
      const answer = await finishSecondFactor(
        recovery
          ? { challenge_token: challenge, recovery_code: value.trim() }
          : { challenge_token: challenge, code: value.replace(/\s/g, '') },
      );
      await onSignedIn(answer.access_token);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verify.isPending) verify.mutate();
  };
  const expired = verify.error instanceof ApiError && verify.error.code === 'invalid_challenge';

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Two-factor sign-in
      </Title>
      {verify.isError && <ErrorNotice>{failure(verify.error)}</ErrorNotice>}
      {expired ? (
        <Button onClick={onRestart}>Start again</Button>
      ) : (
        <form onSubmit={submit} aria-label="Two-factor sign-in">
          <Stack gap="md">
            <TextInput
              key={recovery ? 'recovery' : 'code'}
              label={recovery ? 'Recovery code' : 'Authenticator code'}
              description={
                recovery
                  ? 'One of the recovery codes you saved; each works once.'
                  : 'The 6-digit code your authenticator app shows for Wildfire Defense.'
              }
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              required
              autoFocus
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                if (verify.isError) verify.reset();
              }}
            />
            <Button type="submit" fullWidth loading={verify.isPending}>
              Verify
            </Button>
          </Stack>
        </form>
      )}
      <Button
        variant="transparent"
        size="compact-sm"
        onClick={() => {
          setRecovery((current) => !current);
          setValue('');
          verify.reset();
        }}
      >
        {recovery ? 'Use an authenticator code instead' : 'Use a recovery code instead'}
      </Button>
      <Button variant="transparent" size="compact-sm" color="gray" onClick={onRestart}>
        Back to login
      </Button>
    </Stack>
  );
}

/** Staff who must use two-factor sign-in and have not yet: enrol, then see the recovery codes. */
export function EnrolmentForm({ challenge, onSignedIn, onRestart }: StepProps) {
  const [code, setCode] = useState('');
  const [done, setDone] = useState<{ token: string; codes: string[] } | null>(null);
  const setup = useQuery({
    queryKey: ['login-enrolment', challenge],
    queryFn: () => startLoginEnrolment(challenge),
    staleTime: Infinity,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => confirmLoginEnrolment(challenge, code.replace(/\s/g, '')),
    onSuccess: (answer) => {
      setDone({ token: answer.access_token, codes: answer.recovery_codes });
    },
  });
  const finish = useMutation({ mutationFn: (token: string) => onSignedIn(token) });

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Set up two-factor sign-in
      </Title>
      {done ? (
        <>
          {finish.isError && <ErrorNotice>{failure(finish.error)}</ErrorNotice>}
          <RecoveryCodes
            codes={done.codes}
            onDone={() => {
              finish.mutate(done.token);
            }}
          />
        </>
      ) : (
        <>
          <Text size="sm">
            Your permissions let you change data or read people&apos;s messages, so your account
            needs a second factor: a code from an authenticator app each time you sign in.
          </Text>
          {setup.isPending && <Loader size="sm" role="status" aria-label="Loading" />}
          {setup.isError && (
            <>
              <ErrorNotice>{failure(setup.error)}</ErrorNotice>
              <Button onClick={onRestart}>Start again</Button>
            </>
          )}
          {setup.data && (
            <form
              aria-label="Set up two-factor sign-in"
              onSubmit={(event) => {
                event.preventDefault();
                if (!confirm.isPending) confirm.mutate();
              }}
            >
              <Stack gap="md">
                <AuthenticatorSecret secret={setup.data.secret} url={setup.data.otpauth_url} />
                {confirm.isError && <ErrorNotice>{failure(confirm.error)}</ErrorNotice>}
                <TextInput
                  label="Authenticator code"
                  description="Enter the 6-digit code the app now shows."
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  value={code}
                  onChange={(event) => {
                    setCode(event.currentTarget.value);
                  }}
                />
                <Button type="submit" fullWidth loading={confirm.isPending}>
                  Turn on two-factor sign-in
                </Button>
              </Stack>
            </form>
          )}
          <Button variant="transparent" size="compact-sm" color="gray" onClick={onRestart}>
            Back to login
          </Button>
        </>
      )}
    </Stack>
  );
}
