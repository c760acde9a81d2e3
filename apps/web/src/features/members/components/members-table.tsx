import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';

import type { Member } from '../api/get-property-users';
import { formatDate } from '@/lib/format/dates';
import { StackedTable } from '@/components/ui/stacked-table';

const STATUS_COLOURS: Record<Member['status'], string> = {
  Active: 'green.6',
  Pending: 'yellow.5',
};

interface MembersTableProps<T extends Member> {
  /** Names the table for screen readers, e.g. "Users of Malibu Canyon Residence". */
  label: string;
  members: T[];
  /** "User Type" on a property, "Role" on the account. */
  roleHeader: string;
  /** The account list also says how many properties each person reaches. */
  propertyAccess?: (member: T) => number;
  canManage: boolean;
  onResend: (member: T) => void;
  onRemove: (member: T) => void;
  /** The member whose resend or removal is on its way. */
  busyId?: number | null;
}

/** Who has access, with Resend for pending invitations and Remove for those who may go. */
export function MembersTable<T extends Member>({
  label,
  members,
  roleHeader,
  propertyAccess,
  canManage,
  onResend,
  onRemove,
  busyId = null,
}: MembersTableProps<T>) {
  if (members.length === 0) {
    return <Text size="sm">No users yet.</Text>;
  }
  return (
    <StackedTable verticalSpacing="sm" striped highlightOnHover aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>{roleHeader}</Table.Th>
          {propertyAccess && <Table.Th>Property Access</Table.Th>}
          <Table.Th>Assigned</Table.Th>
          <Table.Th>Status</Table.Th>
          {canManage && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => {
          const access = propertyAccess?.(member);
          return (
            <Table.Tr key={member.id}>
              <Table.Td data-label="Name">{member.name}</Table.Td>
              <Table.Td data-label="Email">{member.email}</Table.Td>
              <Table.Td data-label={roleHeader}>{member.role_label}</Table.Td>
              {propertyAccess && (
                <Table.Td data-label="Property Access">
                  {access === 1 ? '1 property' : `${String(access ?? 0)} properties`}
                </Table.Td>
              )}
              <Table.Td data-label="Assigned">
                <time dateTime={member.assigned_date}>{formatDate(member.assigned_date)}</time>
              </Table.Td>
              <Table.Td data-label="Status">
                <Badge color={STATUS_COLOURS[member.status]} c="black" radius="sm">
                  {member.status}
                </Badge>
              </Table.Td>
              {canManage && (
                <Table.Td data-label="Actions">
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {member.status === 'Pending' && (
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busyId === member.id}
                        aria-label={`Resend invitation to ${member.name}`}
                        onClick={() => {
                          onResend(member);
                        }}
                      >
                        Resend
                      </Button>
                    )}
                    {member.removable && (
                      <Button
                        size="xs"
                        color="red"
                        variant="outline"
                        disabled={busyId === member.id}
                        aria-label={`Remove ${member.name}`}
                        onClick={() => {
                          onRemove(member);
                        }}
                      >
                        Remove
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
