import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { relativeTime } from '@wildfire/shared';
import { useId, useState } from 'react';

import { useTimeFormat } from '@/lib/time-format';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { useArchiveAlert } from '../api/archive-alert';
import type { AlertMessage } from '../api/get-alerts';
import { useMarkAlertRead } from '../api/mark-alert-read';
import { alertTypeStyle } from '../alert-types';
import classes from './alert-item.module.css';

const reportFailure = (what: string) => (error: Error) => {
  notifications.show({ color: 'red', title: `Could not ${what}`, message: error.message });
};

/** One message: a summary that expands to its details, and what the person can do with it. */
export function AlertItem({ alert }: { alert: AlertMessage }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const markRead = useMarkAlertRead();
  const acknowledge = useAcknowledgeAlert();
  const archive = useArchiveAlert();
  const style = alertTypeStyle(alert.type);
  const format = useTimeFormat();
  const busy = markRead.isPending || acknowledge.isPending || archive.isPending;

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      className={alert.read ? undefined : classes.unread}
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <UnstyledButton
          className={classes.summary}
          onClick={() => {
            setOpen((value) => !value);
          }}
          aria-expanded={open}
          aria-controls={detailsId}
        >
          <Group component="span" gap="xs" mb={4}>
            <Badge component="span" color={style.color} c={style.text} radius="sm">
              {style.label}
            </Badge>
            {!alert.read && (
              <Badge
                component="span"
                variant="outline"
                color="gray.6"
                c="var(--mantine-color-bright)"
                radius="sm"
              >
                Unread
              </Badge>
            )}
            {alert.acknowledged && (
              <Badge component="span" variant="outline" color="gray.7" radius="sm">
                Acknowledged
              </Badge>
            )}
            {alert.alarm && (
              <Badge
                component="span"
                variant="outline"
                color={alert.alarm.state === 'active' ? 'red.8' : 'gray.7'}
                c="var(--mantine-color-text)"
                radius="sm"
              >
                {alert.alarm.state === 'active' ? 'Active' : 'Cleared'}
              </Badge>
            )}
          </Group>
          <Text component="span" id={titleId} display="block" fw={alert.read ? 500 : 700}>
            {alert.title}
          </Text>
          <Text component="span" display="block" size="sm">
            {alert.description}
          </Text>
          <Text component="span" display="block" size="xs" mt={4}>
            {alert.property_name ?? 'All properties'} ·{' '}
            <time dateTime={alert.timestamp} title={format.dateTime(alert.timestamp)}>
              {relativeTime(alert.timestamp)}
            </time>
          </Text>
        </UnstyledButton>

        <div id={detailsId} hidden={!open}>
          <Text size="sm" className={classes.details}>
            {alert.details ?? 'No further details.'}
          </Text>
          <Text size="sm" mt="xs">
            {`Sent ${format.dateTime(alert.timestamp)}.`}
            {alert.alarm?.cleared_at && ` Cleared ${format.dateTime(alert.alarm.cleared_at)}.`}
          </Text>
          {alert.alarm && (
            <Text size="sm">
              {alert.alarm.acknowledged_by.length === 0
                ? 'Nobody has acknowledged it yet.'
                : `Acknowledged by ${alert.alarm.acknowledged_by
                    .map((a) => `${a.name} (${format.dayTime(a.at)})`)
                    .join(', ')}.`}
            </Text>
          )}
        </div>

        {!alert.archived && (
          <Group gap="xs">
            {!alert.read && (
              <Button
                size="xs"
                variant="default"
                disabled={busy}
                loading={markRead.isPending}
                aria-describedby={titleId}
                onClick={() => {
                  markRead.mutate(alert.id, { onError: reportFailure('mark the message as read') });
                }}
              >
                Mark as Read
              </Button>
            )}
            {!alert.acknowledged && (
              <Button
                size="xs"
                variant="default"
                disabled={busy}
                loading={acknowledge.isPending}
                aria-describedby={titleId}
                onClick={() => {
                  acknowledge.mutate(alert.id, {
                    onError: reportFailure('acknowledge the message'),
                  });
                }}
              >
                Acknowledge
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              loading={archive.isPending}
              aria-describedby={titleId}
              onClick={() => {
                archive.mutate(alert.id, { onError: reportFailure('archive the message') });
              }}
            >
              Archive
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
