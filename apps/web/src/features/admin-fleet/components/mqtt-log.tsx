import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';

import { useMqttLog } from '../api/get-mqtt-log';
import { ListPager } from '@/components/ui/list-pager';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTimeWithSeconds } from '@/lib/format/dates';
import { PanelPage } from './panel-page';

/** Pretty-prints JSON payloads; anything else is shown as it came. Always rendered as text. */
function readablePayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** MQTT log (/admin/mqtt-log/{panelId}): the panel's messages, newest first. */
export function MqttLog({ panelId }: { panelId: string }) {
  const [page, setPage] = useState(1);
  const query = useMqttLog(panelId, page);
  return (
    <PanelPage panelId={panelId} query={query} errorTitle="The message log could not be loaded">
      {({ items, page: shown, total, page_size }) => (
        <>
          {items.length === 0 ? (
            <Text c="dimmed">No messages recorded for this panel yet.</Text>
          ) : (
            <TableScroll label="MQTT messages" minWidth={760}>
              <Table striped aria-label="MQTT messages" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Direction</Table.Th>
                    <Table.Th>Channel</Table.Th>
                    <Table.Th>Payload</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((message) => (
                    <Table.Tr key={message.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                        {formatDateTimeWithSeconds(message.at)}
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        {message.direction === 'up' ? 'Panel → server' : 'Server → panel'}
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <Stack gap={4}>
                          <Text size="sm">{message.channel}</Text>
                          {!message.valid && (
                            <Badge
                              color="red"
                              variant="light"
                              styles={{ label: { color: 'var(--mantine-color-text)' } }}
                            >
                              Invalid
                            </Badge>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Code
                          block
                          // Scrolls when long: focusable so keyboard users can scroll it too.
                          tabIndex={0}
                          style={{
                            maxHeight: 200,
                            overflow: 'auto',
                            whiteSpace: 'pre-wrap',
                            wordBreak: 'break-all',
                          }}
                        >
                          {readablePayload(message.payload)}
                        </Code>
                        {message.error && (
                          <Text size="xs" c="red.9">
                            {message.error}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          <ListPager
            page={shown}
            total={total}
            pageSize={page_size}
            onPage={setPage}
            label="MQTT log pages"
          />
        </>
      )}
    </PanelPage>
  );
}
