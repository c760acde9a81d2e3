import {
  Alert,
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
import { type FormEvent, useState } from 'react';

import { TableScroll } from '../../../components/ui/table-scroll';
import { useAddCrewMember, useRemoveCrewMember } from '../api/partner-crew';
import type { CrewMember } from '../api/types';
import { DISMISS, formatDateTime, serverMessage } from './format';
import { CrewStatusBadge } from '../../../components/ui/project-badges';

const EMPTY = {
  name: '',
  role: '',
  phone: '',
  email: '',
  is_lead: false,
  certifications: [] as string[],
  current_status: 'Available' as CrewStatus,
};
type Field = keyof typeof EMPTY;

function AddCrewMemberButton({ partnerId }: { partnerId: number }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddCrewMember(partnerId);

  const set = <K extends Field>(field: K, value: (typeof EMPTY)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crewMemberSchema.safeParse({
      ...values,
      phone: values.phone.trim() === '' ? null : values.phone,
      email: values.email.trim() === '' ? null : values.email,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setFailure(null);
    add.mutate(parsed.data, {
      onSuccess: (member) => {
        setOpen(false);
        setValues(EMPTY);
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Crew member added',
          message: `${member.name} joined the crew.`,
        });
      },
      onError: (error) => {
        setFailure(serverMessage(error));
      },
    });
  };

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
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Name"
              required
              value={values.name}
              onChange={(e) => {
                set('name', e.currentTarget.value);
              }}
              error={errors.name}
            />
            <TextInput
              label="Role"
              description="e.g. Project Lead, Electrician, Crew / Labor"
              required
              value={values.role}
              onChange={(e) => {
                set('role', e.currentTarget.value);
              }}
              error={errors.role}
            />
            <TextInput
              label="Phone"
              type="tel"
              value={values.phone}
              onChange={(e) => {
                set('phone', e.currentTarget.value);
              }}
              error={errors.phone}
            />
            <TextInput
              label="Email"
              type="email"
              value={values.email}
              onChange={(e) => {
                set('email', e.currentTarget.value);
              }}
              error={errors.email}
            />
            <TagsInput
              label="Certifications"
              description="Press Enter after each one"
              value={values.certifications}
              onChange={(value) => {
                set('certifications', value);
              }}
              error={errors.certifications}
            />
            <Select
              label="Current status"
              data={[...CREW_STATUSES]}
              value={values.current_status}
              allowDeselect={false}
              onChange={(value) => {
                if (value) set('current_status', value as CrewStatus);
              }}
            />
            <Checkbox
              label="Crew lead"
              checked={values.is_lead}
              onChange={(e) => {
                set('is_lead', e.currentTarget.checked);
              }}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setOpen(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={add.isPending}>
                Add
              </Button>
            </Group>
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
