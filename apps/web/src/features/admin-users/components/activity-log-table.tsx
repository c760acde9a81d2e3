import { Stack, Table, Text } from '@mantine/core';

import type { ActivityEntry } from '../api/types';
import { referrerText } from '../people-rules';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTime } from '@/lib/format/dates';

/**
 * The activity log table of spec 2.15: DateTime, User ID, Action, URL, Referrer ('-' when
 * empty), IP Address, User Agent (truncated at 300px, the full text in its title).
 */
export function ActivityLogTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Stack gap="xs">
      <TableScroll minWidth={900} label="Activity log">
        <Table striped highlightOnHover aria-label="Activity log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>DateTime</Table.Th>
              <Table.Th>User ID</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>URL</Table.Th>
              <Table.Th>Referrer</Table.Th>
              <Table.Th>IP Address</Table.Th>
              <Table.Th>User Agent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>{entry.user_id ?? '-'}</Table.Td>
                <Table.Td>{entry.action}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{entry.url ?? '-'}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {referrerText(entry.referrer)}
                </Table.Td>
                <Table.Td>{entry.ip ?? '-'}</Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    truncate="end"
                    style={{ maxWidth: 300 }}
                    title={entry.user_agent ?? undefined}
                    data-testid="user-agent"
                  >
                    {entry.user_agent ?? '-'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
