import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  profileUpdateSchema,
  TIMEZONES,
  type CurrentUser,
  type PendingEmailChange,
} from '@wildfire/shared';
import { useState } from 'react';
import { z } from 'zod';

import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { passwordProps } from '@/lib/forms/password-props';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useEmailChange } from '../api/get-email-change';
import { useUpdateProfile } from '../api/update-profile';
import { DISMISS } from '@/components/ui/notices';

const DEFAULT_TIMEZONE = TIMEZONES[0];

interface ProfileForm extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  timezone: string;
  /** Asked only when the email changes (decision 054). */
  current_password: string;
}

const formFrom = (user: CurrentUser): ProfileForm => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  timezone: (TIMEZONES as readonly string[]).includes(user.timezone)
    ? user.timezone
    : DEFAULT_TIMEZONE,
  current_password: '',
});

const emailChanges = (form: ProfileForm, user: CurrentUser) =>
  form.email.trim().toLowerCase() !== user.email.toLowerCase();

/** The profile as sent: the current password goes along only when the email changes, and then it must be there. */
const profileSchema = profileUpdateSchema.extend({
  current_password: z.string().min(1, { error: EMAIL_CHANGE_NEEDS_PASSWORD }).max(1024).optional(),
});

/** What is said once a new email waits for its confirmation. */
const emailChangeSentMessage = (pending: string, current: string) =>
  `We sent a link to ${pending}. Your email changes once you open it; until then, sign in with ${current}.`;

/**
 * A new email waiting for confirmation: where the link went, and a way to withdraw the change
 * (the old address also got a notice with a link that undoes it).
 */
function PendingEmail({ pending, current }: { pending: PendingEmailChange; current: string }) {
  const cancel = useCancelEmailChange();
  return (
    <Alert color="blue" variant="light" title="Email change waiting for confirmation">
      <Stack gap="xs">
        <Text size="sm">
          {`We sent a link to ${pending.new_email}. Open it within ${String(EMAIL_CHANGE_CONFIRM_HOURS)} hours to sign in with that address; until then, sign in with ${current}.`}
        </Text>
        {cancel.isError && (
          <Text size="sm" c="red">
            {cancel.error.message}
          </Text>
        )}
        <Button
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          disabled={cancel.isPending}
          onClick={() => {
            cancel.mutate();
          }}
        >
          {cancel.isPending ? 'Withdrawing...' : 'Withdraw Change'}
        </Button>
      </Stack>
    </Alert>
  );
}

function ProfileView({ user, onEdit }: { user: CurrentUser; onEdit: () => void }) {
  const pending = useEmailChange();
  const rows: Array<[string, string]> = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone ?? 'Not set'],
    ['Timezone', user.timezone],
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        {pending.data && <PendingEmail pending={pending.data} current={user.email} />}
        <Stack component="dl" gap="sm" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm">
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
        <Button style={{ alignSelf: 'flex-start' }} onClick={onEdit}>
          Edit Profile
        </Button>
      </Stack>
    </Paper>
  );
}

/** My Account: the profile, viewed or edited; saved on the server. */
export function MyAccount() {
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: formFrom(user),
    schema: profileSchema,
    toInput: (values) => {
      const { current_password: currentPassword, ...profile } = values;
      return emailChanges(values, user)
        ? { ...profile, current_password: currentPassword }
        : profile;
    },
    failureOf: (error) => (error instanceof Error ? error.message : 'The profile was not saved.'),
  });

  const startEditing = () => {
    form.setValues(formFrom(user));
    form.clearErrors();
    setFailure(null);
    setEditing(true);
  };

  const save = onSubmit(async (profile) => {
    const changingEmail = profile.current_password !== undefined;
    let saved: Awaited<ReturnType<typeof update.mutateAsync>>;
    try {
      saved = await update.mutateAsync(profile);
    } catch (error) {
      // A 409 names no field, but it is the email's: another account has it.
      if (error instanceof ApiError && error.status === 409) {
        form.setFieldError('email', error.message);
        return;
      }
      throw error;
    }
    setEditing(false);
    notifications.show({
      color: 'green',
      closeButtonProps: DISMISS,
      message:
        changingEmail && saved.pending_email
          ? emailChangeSentMessage(saved.pending_email, saved.email)
          : 'Your profile was saved.',
    });
  });

  if (!editing) return <ProfileView user={user} onEdit={startEditing} />;

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      noValidate
      aria-label="Edit profile"
      onSubmit={save}
    >
      <Stack gap="md">
        <FormFailure failure={failure} title="The profile was not saved" />
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {emailChanges(form.values, user) && (
          <PasswordInput
            label="Current password"
            description="Needed to change your email. We send a link to the new address, and your email changes once you open it."
            autoComplete="current-password"
            required
            {...passwordProps(form, 'current_password')}
          />
        )}
        <TextInput
          label="Phone"
          // The server texts urgent alerts to Emergency Contacts at this number (decision 029).
          description="Where urgent alerts are texted when you are a property's Emergency Contact."
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          {...form.getInputProps('phone')}
        />
        <NativeSelect label="Timezone" data={[...TIMEZONES]} {...form.getInputProps('timezone')} />
        <Group gap="xs">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button
            variant="default"
            disabled={busy}
            onClick={() => {
              setEditing(false);
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
