import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { CREW_STATUSES, type CrewStatus, crewMemberSchema } from '@wildfire/shared';
import { useState } from 'react';

import { TableScroll } from '@/components/ui/table-scroll';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';
import { useAddCrewMember, useRemoveCrewMember } from '../api/partner-crew';
import type { CrewMember } from '../api/types';
import { CrewStatusBadge } from '@/components/ui/project-badges';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';

const EMPTY = {
  name: '',
  role: '',
  phone: '',
  email: '',
  is_lead: false,
  certifications: [] as string[],
  current_status: 'Available' as CrewStatus,
};

function AddCrewMemberButton({ partnerId }: { partnerId: number }) {
  const [open, setOpen] = useState(false);
  // Held here, not in the modal, so a cancelled form keeps what was typed.
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: crewMemberSchema,
    toInput: (values) => ({
      ...values,
      phone: values.phone.trim() === '' ? null : values.phone,
      email: values.email.trim() === '' ? null : values.email,
    }),
  });
  const add = useAddCrewMember(partnerId);

  const onSend = onSubmit(async (body) => {
    const member = await add.mutateAsync(body);
    setOpen(false);
    form.setValues(EMPTY);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Crew member added',
      message: `${member.name} joined the crew.`,
    });
  });

  return (
    <>
      <Button
        size="xs"
        onClick={() => {
          setOpen(true);
        }}
      >
        + Add Crew Member
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Add Crew Member"
      >
        <form onSubmit={onSend} noValidate>
          <Stack gap="sm">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput
              label="Role"
              description="e.g. Project Lead, Electrician, Crew / Labor"
              required
              {...form.getInputProps('role')}
            />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TagsInput
              label="Certifications"
              description="Press Enter after each one"
              {...form.getInputProps('certifications')}
            />
            <Select
              label="Current status"
              data={[...CREW_STATUSES]}
              value={form.values.current_status}
              allowDeselect={false}
              onChange={(value) => {
                if (value) form.setFieldValue('current_status', value as CrewStatus);
              }}
            />
            <Checkbox label="Crew lead" {...form.getInputProps('is_lead', { type: 'checkbox' })} />
            <FormActions
              failure={failure}
              busy={busy}
              submitLabel="Add"
              onCancel={() => {
                setOpen(false);
              }}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** The partner's crew (section 3, Contractor member): the Contractor Team of its projects. */
export function PartnerCrew({
  partnerId,
  crew,
  canManage,
}: {
  partnerId: number;
  crew: CrewMember[];
  canManage: boolean;
}) {
  const remove = useRemoveCrewMember(partnerId);
  const confirmRemove = (member: CrewMember) => {
    modals.openConfirmModal({
      title: 'Remove crew member',
      children: <Text size="sm">{`Remove ${member.name} from the crew?`}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(member.id, {
          onError: (error) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: 'The crew member was not removed',
              message: serverMessage(error),
            });
          },
        });
      },
    });
  };

  return (
    <Stack gap="sm">
      {canManage && (
        <Group justify="flex-end">
          <AddCrewMemberButton partnerId={partnerId} />
        </Group>
      )}
      {crew.length === 0 ? (
        <Text c="dimmed">No crew members yet.</Text>
      ) : (
        <TableScroll label="Crew" minWidth={820}>
          <Table striped aria-label="Crew">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Certifications</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last Location Update</Table.Th>
                {canManage && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {crew.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Text size="sm" fw={m.is_lead ? 700 : undefined}>
                      {m.name}
                    </Text>
                    {m.is_lead && (
                      <Text size="xs" c="dimmed">
                        Crew lead
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{m.role}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{m.phone ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {m.email ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {m.certifications.length > 0 ? m.certifications.join(', ') : '—'}
                  </Table.Td>
                  <Table.Td>
                    <CrewStatusBadge status={m.current_status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(m.last_location_update)}</Table.Td>
                  {canManage && (
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Remove ${m.name}`}
                        onClick={() => {
                          confirmRemove(m);
                        }}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
