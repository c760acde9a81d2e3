import { Table, Text } from '@mantine/core';

import { CrewStatusBadge } from '@/components/ui/project-badges';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { TableScroll } from '@/components/ui/table-scroll';
import { useProjectTeam } from '../api/get-project-team';
import { LoadingState } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format/dates';

/** Contractor Team: the crew of the project's contractor (section 3, Contractor member). */
export function ContractorTeamTab({ projectId }: { projectId: string }) {
  const query = useProjectTeam(projectId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The contractor team could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { contractor, members } = query.data;
  if (!contractor) return <Text c="dimmed">No contractor is assigned to this project yet.</Text>;
  if (members.length === 0) {
    return <Text c="dimmed">{`${contractor.name} has no crew members on record.`}</Text>;
  }
  return (
    <TableScroll label="Contractor team" minWidth={860}>
      <Table striped aria-label="Contractor team">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Certifications</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last Location Update</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Text size="sm" fw={m.is_lead ? 700 : undefined}>
                  {m.name}
                </Text>
                {m.is_lead && (
                  <Text size="xs" c="dimmed">
                    Lead
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{m.role}</Table.Td>
              <Table.Td>{m.phone ?? '—'}</Table.Td>
              <Table.Td>{m.email ?? '—'}</Table.Td>
              <Table.Td>{m.certifications.length > 0 ? m.certifications.join(', ') : '—'}</Table.Td>
              <Table.Td>
                <CrewStatusBadge status={m.current_status} />
              </Table.Td>
              <Table.Td>{formatDateTime(m.last_location_update)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
