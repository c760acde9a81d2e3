import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';

import type { Member } from '../api/get-property-users';
import { inPersonZone } from '../../../lib/time-format';

const assignedDate = inPersonZone({ dateStyle: 'medium' });

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
    <Table.ScrollContainer
      minWidth={canManage ? 760 : 620}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      // Keeps the visually hidden "Actions" header inside the scrolling box on narrow screens.
      pos="relative"
    >
      <Table verticalSpacing="sm" striped highlightOnHover>
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
                <Table.Td>{member.name}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>{member.role_label}</Table.Td>
                {propertyAccess && (
                  <Table.Td>
                    {access === 1 ? '1 property' : `${String(access ?? 0)} properties`}
                  </Table.Td>
                )}
                <Table.Td>
                  <time dateTime={member.assigned_date}>
                    {assignedDate.format(new Date(member.assigned_date))}
                  </time>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[member.status]} c="black" radius="sm">
                    {member.status}
                  </Badge>
                </Table.Td>
                {canManage && (
                  <Table.Td>
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
      </Table>
    </Table.ScrollContainer>
  );
}
