import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { useAcknowledgeAdminAlarm } from '@/lib/admin-alarms';
import type { SiteAlarm } from '@/lib/panel-state';
import { useTimeFormat } from '@/lib/time-format';
import { SEVERITY_LABEL, SEVERITY_TONE, StatusBadge } from './status-badge';

/** "3 h 12 min", "45 s": how long an alarm has been active. */
export function alarmAge(seconds: number): string {
  if (seconds < 60) return `${String(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${String(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${String(hours)} h ${String(minutes % 60)} min`;
  const days = Math.floor(hours / 24);
  return `${String(days)} d ${String(hours % 24)} h`;
}

/**
 * Active alarms as staff see them: what, where, how long, and who acknowledged it; those who
 * may acknowledge (acknowledge_alerts) do so here, for themselves.
 */
export function ActiveAlarmsList({
  alarms,
  canAcknowledge,
  showProperty = true,
  emptyText,
}: {
  alarms: SiteAlarm[];
  canAcknowledge: boolean;
  showProperty?: boolean;
  emptyText: string;
}) {
  const format = useTimeFormat();
  const acknowledge = useAcknowledgeAdminAlarm();
  if (alarms.length === 0) return <Text>{emptyText}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {alarms.map((alarm) => (
        <Paper key={alarm.id} component="li" withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <StatusBadge tone={SEVERITY_TONE[alarm.severity]} size="sm">
                {SEVERITY_LABEL[alarm.severity]}
              </StatusBadge>
              <Text fw={700}>{alarm.title}</Text>
              {showProperty && (
                <Text size="sm">
                  {alarm.site_id}
                  {alarm.property_name ? ` · ${alarm.property_name}` : ''}
                </Text>
              )}
            </Group>
            <Text size="sm">{alarm.description}</Text>
            <Text size="sm">
              Active for {alarmAge(alarm.age_seconds)}, since{' '}
              <time dateTime={alarm.raised_at}>{format.dateTime(alarm.raised_at)}</time>
              {alarm.updated_at && (
                <>
                  {' '}
                  (updated <time dateTime={alarm.updated_at}>{format.time(alarm.updated_at)}</time>)
                </>
              )}
              .
            </Text>
            <Text size="sm">
              {alarm.acknowledged_by.length === 0
                ? 'Nobody has acknowledged it.'
                : `Acknowledged by ${alarm.acknowledged_by
                    .map((a) => `${a.name} (${format.dayTime(a.at)})`)
                    .join(', ')}.`}
            </Text>
            {canAcknowledge && !alarm.acknowledged && (
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  loading={acknowledge.isPending && acknowledge.variables === alarm.id}
                  onClick={() =>
                    acknowledge.mutate(alarm.id, {
                      onError: (error) =>
                        notifications.show({
                          color: 'red',
                          title: 'Could not acknowledge',
                          message: error.message,
                        }),
                    })
                  }
                >
                  {`Acknowledge ${alarm.title} at ${alarm.site_id}`}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
