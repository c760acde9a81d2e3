import {
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
import { Link, useNavigate } from 'react-router';

import { ApiError } from '@/lib/api-client';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/config/paths';
import { useInviteUser } from '../api/invite-user';
import formClasses from './forms.module.css';

/** Spec 8: the invite failure text; a 409 (the email has an account) shows the server's reason. */
export const INVITE_FAILED = 'Failed to send invitation. Please try again.';

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

interface FormState extends Record<string, unknown> {
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
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: inviteUserSchema,
    toInput: (values) => ({
      ...values,
      custom_message: values.custom_message.trim() === '' ? undefined : values.custom_message,
    }),
    failureOf: (error) =>
      error instanceof ApiError && error.status === 409 ? error.message : INVITE_FAILED,
  });

  // Spec: the messages show on submit and clear when the field is edited.
  const submit = onSubmit(async (body) => {
    const sent = await invite.mutateAsync(body);
    notifications.show(invitedNotice(sent));
    await navigate(paths.admin.users.getHref());
  });

  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="form"
      className={formClasses.form}
      noValidate
      aria-label="Invite a user"
      onSubmit={submit}
    >
      <Stack gap="md">
        <FormFailure failure={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label="User Type"
            withAsterisk
            data={USER_TYPE_CHOICES}
            {...form.getInputProps('user_type')}
          />
          <TextInput
            label="First Name"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last Name"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <Checkbox
          label="Send invitation email"
          {...form.getInputProps('send_invite', { type: 'checkbox' })}
        />
        <Textarea
          label="Custom Message"
          description="Added to the invitation email (optional)."
          rows={3}
          maxLength={1000}
          {...form.getInputProps('custom_message')}
        />
        <Group gap="xs">
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Invitation'}
          </Button>
          <Button component={Link} to={paths.admin.users.getHref()} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
