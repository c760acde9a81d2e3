import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { SiteTagsState } from '@/components/ui/site-tags-state';
import { useSiteTags } from '@/lib/site-data';
import { readableTime, sortTags, tagsToCsv } from './tags-csv';
import { StackedTable } from '@/components/ui/stacked-table';

/** Every tag the panel reports, with a Copy CSV button. */
export function TagTable({ siteId }: { siteId: string }) {
  const tags = useSiteTags(siteId);
  const rows = sortTags(tags.tags);

  const copy = () => {
    navigator.clipboard.writeText(tagsToCsv(rows)).then(
      () => {
        notifications.show({
          color: 'green',
          message: `Copied ${String(rows.length)} tags to the clipboard as CSV.`,
        });
      },
      // The spec: a clipboard failure is only logged.
      (error: unknown) => {
        console.warn('Copy CSV failed', error);
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="scada-tags">
      <Group justify="space-between">
        <Title order={2} size="h3" id="scada-tags">
          SCADA Tags
        </Title>
        {rows.length > 0 && (
          <Button variant="default" onClick={copy}>
            Copy CSV
          </Button>
        )}
      </Group>
      <SiteTagsState siteId={siteId} tags={tags}>
        {rows.length === 0 ? (
          <Paper withBorder p="md" radius="md">
            <Text>The panel at this property has not reported any tags yet.</Text>
          </Paper>
        ) : (
          <StackedTable striped highlightOnHover aria-label="SCADA tags table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Group</Table.Th>
                <Table.Th>Tag</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Timestamp</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((t) => (
                <Table.Tr key={t.tag}>
                  <Table.Td data-label="Group">{t.group}</Table.Td>
                  <Table.Td
                    data-label="Tag"
                    style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
                  >
                    {t.tag}
                  </Table.Td>
                  <Table.Td data-label="Value">{String(t.value)}</Table.Td>
                  <Table.Td data-label="Timestamp" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={new Date(t.timestamp).toISOString()}>
                      {readableTime(t.timestamp)}
                    </time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </SiteTagsState>
    </Stack>
  );
}
