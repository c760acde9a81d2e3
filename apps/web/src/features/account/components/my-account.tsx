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
import { useState, type FormEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useEmailChange } from '../api/get-email-change';
import { useUpdateProfile } from '../api/update-profile';
import { DISMISS } from '@/components/ui/notices';

const FIELDS = ['name', 'email', 'phone', 'timezone', 'current_password'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const DEFAULT_TIMEZONE = TIMEZONES[0];

interface ProfileForm {
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

const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

/** The server names the field in a 400's `fields` and a 409 is about the email. */
function serverErrors(error: unknown): { fields: FieldErrors; general: string | null } {
  if (!(error instanceof ApiError)) {
    return {
      fields: {},
      general: error instanceof Error ? error.message : 'The profile was not saved.',
    };
  }
  if (error.status === 409) return { fields: { email: error.message }, general: null };
  const named = Object.entries(error.fields).find(([field]) => isField(field));
  if (error.status === 400 && named) {
    return { fields: { [named[0]]: named[1] }, general: null };
  }
  return { fields: {}, general: error.message };
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
  const [form, setForm] = useState<ProfileForm>(() => formFrom(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const startEditing = () => {
    setForm(formFrom(user));
    setErrors({});
    setGeneral(null);
    setEditing(true);
  };

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const changingEmail = emailChanges(form, user);
    const { current_password: currentPassword, ...profile } = form;
    const parsed = profileUpdateSchema.safeParse(
      changingEmail ? { ...profile, current_password: currentPassword } : profile,
    );
    const found: FieldErrors = {};
    if (changingEmail && currentPassword === '') {
      found.current_password = EMAIL_CHANGE_NEEDS_PASSWORD;
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = issue.message;
      }
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setEditing(false);
        notifications.show({
          color: 'green',
          closeButtonProps: DISMISS,
          message:
            changingEmail && saved.pending_email
              ? emailChangeSentMessage(saved.pending_email, saved.email)
              : 'Your profile was saved.',
        });
      },
      onError: (error) => {
        const { fields, general: message } = serverErrors(error);
        setErrors(fields);
        setGeneral(message);
      },
    });
  };

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
        {general && (
          <Alert color="red" variant="light" title="The profile was not saved">
            {general}
          </Alert>
        )}
        <TextInput
          label="Name"
          autoComplete="name"
          required
          value={form.name}
          error={errors.name}
          onChange={(event) => {
            change('name')(event.currentTarget.value);
          }}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          error={errors.email}
          onChange={(event) => {
            change('email')(event.currentTarget.value);
          }}
        />
        {emailChanges(form, user) && (
          <PasswordInput
            label="Current password"
            description="Needed to change your email. We send a link to the new address, and your email changes once you open it."
            autoComplete="current-password"
            required
            value={form.current_password}
            error={errors.current_password}
            // Mantine marks only the wrapper of a password field; screen readers read the input.
            aria-invalid={errors.current_password ? true : undefined}
            onChange={(event) => {
              change('current_password')(event.currentTarget.value);
            }}
          />
        )}
        <TextInput
          label="Phone"
          // The server texts urgent alerts to Emergency Contacts at this number (decision 029).
          description="Where urgent alerts are texted when you are a property's Emergency Contact."
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          value={form.phone}
          error={errors.phone}
          onChange={(event) => {
            change('phone')(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label="Timezone"
          data={[...TIMEZONES]}
          value={form.timezone}
          error={errors.timezone}
          onChange={(event) => {
            change('timezone')(event.currentTarget.value);
          }}
        />
        <Group gap="xs">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button
            variant="default"
            disabled={update.isPending}
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
