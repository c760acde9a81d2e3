import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

import { findStaffByEmail } from '../api/get-admin-users';
import type { GroupMember } from '../api/types';

/** The member list of a group not yet created: staff picked by email, sent with the group. */
export function NewMembers({
  members,
  onChange,
}: {
  members: GroupMember[];
  onChange: (members: GroupMember[]) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const add = async () => {
    if (email.trim() === '' || looking) return;
    setLooking(true);
    setError(null);
    try {
      const found = await findStaffByEmail(email);
      if (!found) setError('No staff member with that email.');
      else {
        if (!members.some((m) => m.id === found.id)) {
          onChange([
            ...members,
            { id: found.id, name: found.name, email: found.email, role: found.user_type_label },
          ]);
        }
        setEmail('');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The user could not be found.');
    } finally {
      setLooking(false);
    }
  };

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {`Members (${String(members.length)})`}
        </Title>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Member email"
            type="email"
            autoComplete="off"
            value={email}
            error={error ?? undefined}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="default"
            disabled={email.trim() === '' || looking}
            onClick={() => void add()}
          >
            Add Member
          </Button>
        </Group>
        {members.length === 0 ? (
          <Text size="sm">No members yet.</Text>
        ) : (
          <Table aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Remove</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{member.name}</Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Remove ${member.name}`}
                      onClick={() => {
                        onChange(members.filter((m) => m.id !== member.id));
                      }}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
