import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { passwordChangeSchema } from '@wildfire/shared';
import { useState, type ReactNode } from 'react';

import { StackedTable } from '@/components/ui/stacked-table';
import { ApiError } from '@/lib/api-client';
import { passwordProps } from '@/lib/forms/password-props';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { AuthenticatorSecret, RecoveryCodes } from '@/lib/auth/two-factor-parts';
import {
  useChangePassword,
  useEndOtherSessions,
  useEndSession,
  useRegenerateRecoveryCodes,
  useSecurityEvents,
  useSecurityStatus,
  useSessions,
  useTotpDisable,
  useTotpEnable,
  useTotpSetup,
} from '../api/security';
import { formatInstant } from '@/lib/time-format';
import { ErrorNotice } from '@/components/ui/error-notice';

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? error.message.replace(/^body\.\w+: /, '')
    : 'Something went wrong. Please try again.';

const when = (iso: string) => formatInstant(iso, { dateStyle: 'medium', timeStyle: 'short' });

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function ChangePassword() {
  const change = useChangePassword();
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { current_password: '', new_password: '' },
    schema: passwordChangeSchema,
    failureOf: messageOf,
  });
  const submit = onSubmit(async (body) => {
    await change.mutateAsync(body);
    form.reset();
    notifications.show({
      color: 'green',
      message: 'Your password was changed. Your other devices were signed out.',
    });
  });
  return (
    <Card title="Change password">
      <form aria-label="Change password" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormFailure failure={failure} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...passwordProps(form, 'current_password')}
          />
          <PasswordInput
            label="New password"
            description="At least 12 characters; a long passphrase is best."
            autoComplete="new-password"
            required
            {...passwordProps(form, 'new_password')}
          />
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function Sessions() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  return (
    <Card title="Sessions">
      {sessions.isPending && <Loader size="sm" role="status" aria-label="Loading sessions" />}
      {sessions.isError && <ErrorNotice>{messageOf(sessions.error)}</ErrorNotice>}
      {(endOne.isError || endOthers.isError) && (
        <ErrorNotice>{messageOf(endOne.error ?? endOthers.error)}</ErrorNotice>
      )}
      {sessions.isSuccess && (
        <>
          <StackedTable aria-label="Signed-in devices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>Signed in</Table.Th>
                <Table.Th>Last seen</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td data-label="Device">
                    {s.browser} on {s.os}{' '}
                    {s.current && (
                      <Badge size="sm" variant="light">
                        This device
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td data-label="From">{s.ip ?? 'Unknown'}</Table.Td>
                  <Table.Td data-label="Signed in">{when(s.created_at)}</Table.Td>
                  <Table.Td data-label="Last seen">{when(s.last_seen_at)}</Table.Td>
                  <Table.Td data-label="Action">
                    {!s.current && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`Sign out ${s.browser} on ${s.os} from ${s.ip ?? 'unknown'}`}
                        loading={endOne.isPending && endOne.variables === s.id}
                        onClick={() => {
                          endOne.mutate(s.id);
                        }}
                      >
                        Sign out
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
          {list.length > 1 ? (
            <Button
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              loading={endOthers.isPending}
              onClick={() => {
                endOthers.mutate();
              }}
            >
              Sign out everywhere else
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              You are signed in on this device only.
            </Text>
          )}
        </>
      )}
    </Card>
  );
}

function TwoFactor() {
  const status = useSecurityStatus();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const error = setup.error ?? enable.error ?? disable.error ?? regenerate.error;

  const reset = () => {
    setup.reset();
    enable.reset();
    disable.reset();
    regenerate.reset();
    setCode('');
    setPassword('');
  };

  let body: ReactNode;
  if (status.isPending)
    body = <Loader size="sm" role="status" aria-label="Loading two-factor status" />;
  else if (status.isError) body = <ErrorNotice>{messageOf(status.error)}</ErrorNotice>;
  else if (codes)
    body = (
      <RecoveryCodes
        codes={codes}
        doneLabel="Done"
        onDone={() => {
          setCodes(null);
          reset();
        }}
      />
    );
  else if (!status.data.two_factor_enabled && setup.data)
    body = (
      <form
        aria-label="Turn on two-factor sign-in"
        onSubmit={(event) => {
          event.preventDefault();
          enable.mutate(code.replace(/\s/g, ''), {
            onSuccess: ({ recovery_codes }) => {
              setCodes(recovery_codes);
            },
          });
        }}
      >
        <Stack gap="sm">
          <AuthenticatorSecret secret={setup.data.secret} url={setup.data.otpauth_url} />
          <TextInput
            label="Authenticator code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
            }}
          />
          <Group gap="xs">
            <Button type="submit" loading={enable.isPending}>
              Turn on two-factor sign-in
            </Button>
            <Button variant="default" onClick={reset}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    );
  else if (!status.data.two_factor_enabled)
    body = (
      <Stack gap="sm">
        <Text size="sm">
          Two-factor sign-in is off. Turn it on to ask for a code from an authenticator app each
          time you sign in.
        </Text>
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={setup.isPending}
          onClick={() => {
            setup.mutate();
          }}
        >
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm">
        <Text size="sm">
          Two-factor sign-in is on. Recovery codes left: {status.data.recovery_codes_left}.
        </Text>
        {status.data.two_factor_required && (
          <Text size="sm" c="dimmed">
            Your permissions require two-factor sign-in, so it cannot be turned off.
          </Text>
        )}
        <TextInput
          label="Authenticator code"
          description="Needed for new recovery codes (or, instead of the password, to turn it off)."
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
          }}
        />
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={regenerate.isPending}
          onClick={() => {
            regenerate.mutate(code.replace(/\s/g, ''), {
              onSuccess: ({ recovery_codes }) => {
                setCodes(recovery_codes);
              },
            });
          }}
        >
          New recovery codes
        </Button>
        {!status.data.two_factor_required && (
          <>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
              }}
            />
            <Button
              color="red"
              variant="light"
              style={{ alignSelf: 'flex-start' }}
              loading={disable.isPending}
              onClick={() => {
                disable.mutate(password !== '' ? { password } : { code: code.replace(/\s/g, '') }, {
                  onSuccess: reset,
                });
              }}
            >
              Turn off two-factor sign-in
            </Button>
          </>
        )}
      </Stack>
    );

  return (
    <Card title="Two-factor sign-in">
      {error && !codes && <ErrorNotice>{messageOf(error)}</ErrorNotice>}
      {body}
    </Card>
  );
}

function SecurityEvents() {
  const events = useSecurityEvents();
  return (
    <Card title="Recent security events">
      {events.isPending && <Loader size="sm" role="status" aria-label="Loading security events" />}
      {events.isError && <ErrorNotice>{messageOf(events.error)}</ErrorNotice>}
      {events.isSuccess && events.data.events.length === 0 && (
        <Text size="sm" c="dimmed">
          No security events yet.
        </Text>
      )}
      {events.isSuccess && events.data.events.length > 0 && (
        <StackedTable aria-label="Recent security events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>From</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.events.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td data-label="What">{e.label}</Table.Td>
                <Table.Td data-label="When">{when(e.at)}</Table.Td>
                <Table.Td data-label="From">
                  {e.ip ?? 'Unknown'} · {e.browser}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </Card>
  );
}

/** My Account's Security: password, sessions, two-factor sign-in and recent events (decision 012). */
export function SecuritySection() {
  return (
    <Stack gap="md" mt="xl">
      <Title order={2} size="h3">
        Security
      </Title>
      <ChangePassword />
      <Sessions />
      <TwoFactor />
      <SecurityEvents />
    </Stack>
  );
}
