import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileUpdateSchema, TIMEZONES, type CurrentUser } from '@wildfire/shared';
import { useState, type FormEvent } from 'react';

import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['name', 'email', 'phone', 'timezone'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const DEFAULT_TIMEZONE = TIMEZONES[0];

interface ProfileForm {
  name: string;
  email: string;
  phone: string;
  timezone: string;
}

const formFrom = (user: CurrentUser): ProfileForm => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  timezone: (TIMEZONES as readonly string[]).includes(user.timezone)
    ? user.timezone
    : DEFAULT_TIMEZONE,
});

const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

/** The server names the field in a 400 ("body.phone: ...") and a 409 is about the email. */
function serverErrors(error: unknown): { fields: FieldErrors; general: string | null } {
  if (!(error instanceof ApiError)) {
    return {
      fields: {},
      general: error instanceof Error ? error.message : 'The profile was not saved.',
    };
  }
  if (error.status === 409) return { fields: { email: error.message }, general: null };
  const named = /^body\.(\w+): (.+)$/.exec(error.message);
  if (error.status === 400 && named && isField(named[1])) {
    return { fields: { [named[1]]: named[2] }, general: null };
  }
  return { fields: {}, general: error.message };
}

function ProfileView({ user, onEdit }: { user: CurrentUser; onEdit: () => void }) {
  const rows: Array<[string, string]> = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone ?? 'Not set'],
    ['Timezone', user.timezone],
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
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
    const parsed = profileUpdateSchema.safeParse(form);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        setEditing(false);
        notifications.show({ color: 'green', message: 'Your profile was saved.' });
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
