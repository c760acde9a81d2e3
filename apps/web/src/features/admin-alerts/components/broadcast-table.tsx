import { Button, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  type Broadcast,
} from '@wildfire/shared';
import { Fragment, useId, useState } from 'react';

import { ListTable } from '@/components/ui/list-table';
import { formatDateTime } from '@/lib/format/dates';
import { BroadcastStatusBadge, BroadcastTypeBadge } from './broadcast-badges';

const STATUS_HEADINGS = {
  pending: 'Pending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};
const RECIPIENT_CHOICE = { all: 'All users', selected: 'Selected users', property: 'Property' };

/** Per-channel delivery counts: one row per channel, one column per status. */
function DeliveryDetails({ broadcast }: { broadcast: Broadcast }) {
  const channels = DELIVERY_CHANNELS.filter((c) => broadcast.deliveries[c] !== undefined);
  if (channels.length === 0) return <Text size="sm">No deliveries recorded.</Text>;
  return (
    <Table.ScrollContainer
      minWidth={360}
      type="native"
      tabIndex={0}
      role="group"
      aria-label={`Delivery details table of ${broadcast.title}`}
    >
      <Table withTableBorder aria-label={`Delivery details of ${broadcast.title}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Channel</Table.Th>
            {DELIVERY_STATUSES.map((s) => (
              <Table.Th key={s}>{STATUS_HEADINGS[s]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.map((channel) => (
            <Table.Tr key={channel}>
              <Table.Th scope="row">{DELIVERY_CHANNEL_LABELS[channel]}</Table.Th>
              {DELIVERY_STATUSES.map((s) => (
                <Table.Td key={s}>{broadcast.deliveries[channel]?.[s] ?? 0}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Why deliveries failed, under the counts: per channel, each reason with how many people it
 * failed for (a mail kept in the mailbox, a text kept in the log, no device, a push service's
 * answer), so a failed count is never a mystery.
 */
function FailureReasons({ broadcast }: { broadcast: Broadcast }) {
  const headingId = useId();
  const failed = DELIVERY_CHANNELS.flatMap((channel) =>
    (broadcast.failure_reasons[channel] ?? []).map((r) => ({ channel, ...r })),
  );
  if (failed.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} id={headingId}>
        Why deliveries failed
      </Text>
      <List size="sm" spacing={2} aria-labelledby={headingId}>
        {failed.map(({ channel, reason, count }) => (
          <List.Item key={`${channel}:${reason}`}>
            <Text span size="sm" fw={600}>
              {DELIVERY_CHANNEL_LABELS[channel]}
            </Text>
            {`, ${String(count)} ${count === 1 ? 'person' : 'people'}: ${reason}`}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function BroadcastRow({ broadcast }: { broadcast: Broadcast }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const channels =
    broadcast.channels.length === 0
      ? 'In-app only'
      : ['In-app', ...broadcast.channels.map((c) => DELIVERY_CHANNEL_LABELS[c])].join(', ');
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={broadcast.created_at}>{formatDateTime(broadcast.created_at)}</time>
        </Table.Td>
        <Table.Td>
          <BroadcastTypeBadge type={broadcast.type} />
        </Table.Td>
        <Table.Td fw={600}>{broadcast.title}</Table.Td>
        <Table.Td maw={360}>
          <Text size="sm" lineClamp={2}>
            {broadcast.message}
          </Text>
        </Table.Td>
        <Table.Td>
          <Stack gap={4} align="flex-start">
            <Text size="sm">{broadcast.recipient_count}</Text>
            <BroadcastStatusBadge status={broadcast.status} />
          </Stack>
        </Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="default"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`${open ? 'View Less' : 'View More'}: ${broadcast.title}`}
            onClick={() => {
              setOpen((v) => !v);
            }}
          >
            {open ? 'View Less' : 'View More'}
          </Button>
        </Table.Td>
      </Table.Tr>
      <Table.Tr id={detailsId} hidden={!open}>
        {open && (
          <Table.Td colSpan={6}>
            <Stack gap="sm" py="xs">
              <div>
                <Text size="sm" fw={600}>
                  Message
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {broadcast.message}
                </Text>
              </div>
              <Group gap="xl" wrap="wrap">
                <div>
                  <Text size="sm" fw={600}>
                    Sent by
                  </Text>
                  <Text size="sm">{broadcast.sender.name}</Text>
                </div>
                <div>
                  <Text size="sm" fw={600}>
                    Recipients
                  </Text>
                  <Text size="sm">
                    {RECIPIENT_CHOICE[broadcast.recipients]}
                    {broadcast.property ? `: ${broadcast.property.name}` : ''} (
                    {broadcast.recipient_count})
                  </Text>
                </div>
                <div>
                  <Text size="sm" fw={600}>
                    Delivery methods
                  </Text>
                  <Text size="sm">{channels}</Text>
                </div>
                <div>
                  <Text size="sm" fw={600}>
                    Status
                  </Text>
                  <BroadcastStatusBadge status={broadcast.status} />
                </div>
              </Group>
              <Text size="sm" fw={600}>
                Delivery details
              </Text>
              <DeliveryDetails broadcast={broadcast} />
              <FailureReasons broadcast={broadcast} />
            </Stack>
          </Table.Td>
        )}
      </Table.Tr>
    </Fragment>
  );
}

/** Date & Time, Alert Type, Alert Label, Alert Message, Recipients, Actions (spec 2.4). */
export function BroadcastTable({ broadcasts }: { broadcasts: Broadcast[] }) {
  return (
    <ListTable label="Alerts" minWidth={860} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date & Time</Table.Th>
          <Table.Th>Alert Type</Table.Th>
          <Table.Th>Alert Label</Table.Th>
          <Table.Th>Alert Message</Table.Th>
          <Table.Th>Recipients</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {broadcasts.map((b) => (
          <BroadcastRow key={b.id} broadcast={b} />
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
