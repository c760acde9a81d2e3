import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useRemoveGroupMember } from '../api/remove-group-member';
import type { GroupDetail } from '../api/types';
import { AddMemberModal } from './add-member-modal';
import { TableScroll } from '@/components/ui/table-scroll';

/** A group's members, with Add Member and Remove for those who manage groups. */
export function MembersCard({ group, canManage }: { group: GroupDetail; canManage: boolean }) {
  const [adding, setAdding] = useState(false);
  const remove = useRemoveGroupMember(group.id);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {`Members (${String(group.members.length)})`}
          </Title>
          {canManage && (
            <Button
              variant="default"
              onClick={() => {
                setAdding(true);
              }}
            >
              Add Member
            </Button>
          )}
        </Group>
        {group.members.length === 0 ? (
          <Text size="sm">No members in this group yet.</Text>
        ) : (
          <TableScroll minWidth={520} label="Members">
            <Table aria-label="Members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  {canManage && <Table.Th>Remove</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.members.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.user.getHref(member.id)} size="sm">
                        {member.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{member.role}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={`Remove ${member.name}`}
                          loading={remove.isPending && remove.variables === member.id}
                          onClick={() => {
                            remove.mutate(member.id);
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
        {remove.isError && (
          <Text size="sm" c="red" role="alert">
            {remove.error.message}
          </Text>
        )}
      </Stack>
      <AddMemberModal
        groupId={group.id}
        opened={adding}
        onClose={() => {
          setAdding(false);
        }}
      />
    </Card>
  );
}
