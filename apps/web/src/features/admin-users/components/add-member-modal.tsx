import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { groupMemberAddSchema } from '@wildfire/shared';
import type { FormEvent } from 'react';

import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
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
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: { email: '' },
    schema: groupMemberAddSchema,
    failureOf: (failed) => (failed instanceof Error ? failed.message : 'The user was not added.'),
  });
  const add = useAddGroupMember(groupId);
  const blank = form.values.email.trim() === '';

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  // "Only staff can join groups" comes back on the email and shows under it.
  const send = onSubmit(async ({ email }) => {
    await add.mutateAsync(email);
    notifications.show({ color: 'green', message: MEMBER_ADDED });
    close();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (blank) {
      event.preventDefault();
      return;
    }
    send(event);
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Member" centered>
      <form className={formClasses.form} noValidate onSubmit={submit}>
        <Stack gap="sm">
          <FormFailure failure={failure} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('email')}
            onChange={(e) => {
              form.setFieldValue('email', e.currentTarget.value);
              setFailure(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank || busy}>
              {busy ? 'Adding...' : 'Add User'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
