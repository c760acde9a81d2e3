import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { groupMemberAddSchema } from '@wildfire/shared';
import { useState, type FormEvent } from 'react';

import { serverFieldErrors } from '../../../lib/api-client';
import { useAddGroupMember } from '../api/add-group-member';
import formClasses from './forms.module.css';

/** Spec 2.10: the add-member modal ends with this notice. */
export const MEMBER_ADDED = 'User added successfully!';

/** Add a staff member to a group by email; Add User stays disabled while the email is blank. */
export function AddMemberModal({
  groupId,
  opened,
  onClose,
}: {
  groupId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const add = useAddGroupMember(groupId);

  const close = () => {
    setEmail('');
    setError(null);
    setEmailError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || add.isPending) return;
    const parsed = groupMemberAddSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Invalid email format');
      return;
    }
    setError(null);
    setEmailError(null);
    try {
      await add.mutateAsync(parsed.data.email);
      notifications.show({ color: 'green', message: MEMBER_ADDED });
      close();
    } catch (failure) {
      // "Only staff can join groups" belongs under the email it is about.
      const onField = serverFieldErrors(failure, ['email'] as const).email;
      if (onField) setEmailError(onField);
      else setError(failure instanceof Error ? failure.message : 'The user was not added.');
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Member" centered>
      <form
        className={formClasses.form}
        noValidate
        onSubmit={(event: FormEvent) => void submit(event)}
      >
        <Stack gap="sm">
          {error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              styles={{ message: { color: 'var(--mantine-color-text)' } }}
            >
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            data-autofocus
            value={email}
            error={emailError}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
              setEmailError(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={email.trim() === '' || add.isPending}>
              {add.isPending ? 'Adding...' : 'Add User'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
