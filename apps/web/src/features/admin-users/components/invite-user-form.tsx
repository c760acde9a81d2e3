import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CUSTOMER_USER_TYPES,
  INVITABLE_USER_TYPES,
  inviteUserSchema,
  PARTNER_USER_TYPES,
  STAFF_USER_TYPES,
  USER_TYPE_LABELS,
  type InviteUserResponse,
  type UserType,
} from '@wildfire/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { ApiError, serverFieldErrors } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useInviteUser } from '../api/invite-user';
import { fieldErrors } from '../form-errors';
import formClasses from './forms.module.css';

/** Spec 8: the invite failure text; a 409 (the email has an account) shows the server's reason. */
export const INVITE_FAILED = 'Failed to send invitation. Please try again.';

type Field = 'email' | 'first_name' | 'last_name' | 'user_type' | 'custom_message';

const invitable = (types: readonly UserType[]) =>
  types
    .filter((type) => (INVITABLE_USER_TYPES as readonly string[]).includes(type))
    .map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));

/** Spec 6.1: every type but Superadmin, grouped Staff / Customer / Partner. */
const USER_TYPE_CHOICES = [
  { value: '', label: 'Select a user type' },
  { group: 'Staff', items: invitable(STAFF_USER_TYPES) },
  { group: 'Customer', items: invitable(CUSTOMER_USER_TYPES) },
  { group: 'Partner', items: invitable(PARTNER_USER_TYPES) },
];

interface FormState {
  email: string;
  first_name: string;
  last_name: string;
  user_type: string;
  send_invite: boolean;
  custom_message: string;
}

const EMPTY: FormState = {
  email: '',
  first_name: '',
  last_name: '',
  user_type: '',
  send_invite: true,
  custom_message: '',
};

/** The spec's success text when the email went out; otherwise what did happen. */
function invitedNotice({ email, invitation_email: emailed }: InviteUserResponse) {
  if (emailed === null)
    return { color: 'green', message: `${email} was added; no invitation was sent` };
  if (emailed === 'failed') {
    return {
      color: 'yellow',
      message: `${email} was added, but the invitation email could not be delivered`,
    };
  }
  return { color: 'green', message: `Invitation sent to ${email}` };
}

/** Invite User (spec 2.11, validation of spec 5, outcomes of spec 8). */
export function InviteUserForm() {
  const navigate = useNavigate();
  const invite = useInviteUser();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // Spec: the messages show on submit and clear when the field is edited.
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = inviteUserSchema.safeParse({
      ...form,
      custom_message: form.custom_message.trim() === '' ? undefined : form.custom_message,
    });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const sent = await invite.mutateAsync(parsed.data);
      notifications.show(invitedNotice(sent));
      await navigate(paths.admin.users.getHref());
    } catch (error) {
      const onFields = serverFieldErrors<Field>(error, [
        'email',
        'first_name',
        'last_name',
        'user_type',
        'custom_message',
      ]);
      if (Object.keys(onFields).length > 0) {
        setErrors(onFields);
        return;
      }
      setFailure(error instanceof ApiError && error.status === 409 ? error.message : INVITE_FAILED);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="form"
      className={formClasses.form}
      noValidate
      aria-label="Invite a user"
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <Stack gap="md">
        {failure && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            styles={{ message: { color: 'var(--mantine-color-text)' } }}
          >
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            withAsterisk
            value={form.email}
            error={errors.email}
            onChange={(e) => {
              set('email', e.currentTarget.value);
            }}
          />
          <NativeSelect
            label="User Type"
            withAsterisk
            value={form.user_type}
            data={USER_TYPE_CHOICES}
            error={errors.user_type}
            onChange={(e) => {
              set('user_type', e.currentTarget.value);
            }}
          />
          <TextInput
            label="First Name"
            autoComplete="off"
            withAsterisk
            value={form.first_name}
            error={errors.first_name}
            onChange={(e) => {
              set('first_name', e.currentTarget.value);
            }}
          />
          <TextInput
            label="Last Name"
            autoComplete="off"
            withAsterisk
            value={form.last_name}
            error={errors.last_name}
            onChange={(e) => {
              set('last_name', e.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <Checkbox
          label="Send invitation email"
          checked={form.send_invite}
          onChange={(e) => {
            set('send_invite', e.currentTarget.checked);
          }}
        />
        <Textarea
          label="Custom Message"
          description="Added to the invitation email (optional)."
          rows={3}
          maxLength={1000}
          value={form.custom_message}
          error={errors.custom_message}
          onChange={(e) => {
            set('custom_message', e.currentTarget.value);
          }}
        />
        <Group gap="xs">
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending...' : 'Send Invitation'}
          </Button>
          <Button component={Link} to={paths.admin.users.getHref()} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
