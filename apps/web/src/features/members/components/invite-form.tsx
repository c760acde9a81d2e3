import type { InvitationMail } from '@wildfire/shared';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState, type FormEvent } from 'react';

import { invitationNotice } from '../invitation-notice';
import { serverMessage } from '../server-message';
import { ErrorNotice } from '@/components/ui/error-notice';

export interface Invitation<R extends string> {
  email: string;
  name: string;
  role: R;
}

interface InviteFormProps<R extends string> {
  /** Where the invitation is to, for screen readers: "Malibu Canyon Residence", "this account". */
  place: string;
  /** "Access Level" on a property, "Role" on the account. */
  roleLabel: string;
  roles: ReadonlyArray<{ value: R; label: string }>;
  defaultRole: R;
  onInvite: (invitation: Invitation<R>) => Promise<InvitationMail>;
}

/** Invite User: a form that opens and closes; it sends only with both email and full name. */
export function InviteForm<R extends string>({
  place,
  roleLabel,
  roles,
  defaultRole,
  onInvite,
}: InviteFormProps<R>) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<R>(defaultRole);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const complete = email.trim() !== '' && name.trim() !== '';

  const reset = () => {
    setEmail('');
    setName('');
    setRole(defaultRole);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The spec's rule: without both fields nothing happens and no message shows.
    if (!complete || sending) return;
    setSending(true);
    setError(null);
    try {
      const sent = await onInvite({ email: email.trim(), name: name.trim(), role });
      notifications.show(invitationNotice(email.trim(), sent.invitation_email, false));
      reset();
      setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Button
        style={{ alignSelf: 'flex-start' }}
        variant={open ? 'default' : 'filled'}
        aria-expanded={open}
        aria-controls={formId}
        aria-label={`Invite User to ${place}`}
        onClick={() => {
          if (open) reset();
          setOpen(!open);
        }}
      >
        Invite User
      </Button>
      {open && (
        <Paper
          component="form"
          id={formId}
          withBorder
          p="md"
          radius="md"
          noValidate
          aria-label={`Invite a user to ${place}`}
          onSubmit={(event: FormEvent) => void submit(event)}
        >
          <Stack gap="sm">
            {error && <ErrorNotice title="The invitation was not sent">{error}</ErrorNotice>}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                }}
              />
              <TextInput
                label="Full Name"
                autoComplete="off"
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                }}
              />
              <NativeSelect
                label={roleLabel}
                value={role}
                data={roles.map((r) => ({ value: r.value, label: r.label }))}
                onChange={(event) => {
                  setRole(event.currentTarget.value as R);
                }}
              />
            </SimpleGrid>
            <Group gap="xs">
              <Button type="submit" disabled={!complete || sending}>
                {sending ? 'Sending...' : 'Send Invitation'}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  reset();
                  setOpen(false);
                }}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
