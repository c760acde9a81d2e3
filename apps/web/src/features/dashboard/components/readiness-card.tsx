import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ALARM_KINDS, isAlarmCondition, relativeTime, type PanelState } from '@wildfire/shared';

import { SEVERITY_LABEL, SEVERITY_TONE, StatusBadge } from '@/components/ui/status-badge';
import type { SiteAlarm } from '@/lib/panel-state';
import { useTimeFormat } from '@/lib/time-format';
import { useAcknowledgeAlarm } from '../api/acknowledge-alarm';

/** Who has acknowledged an alarm: "Acknowledged by Olivia Rivera at 10:42 AM". */
function Acknowledgements({ alarm }: { alarm: SiteAlarm }) {
  const format = useTimeFormat();
  if (alarm.acknowledged_by.length === 0) return <Text size="sm">Not acknowledged yet.</Text>;
  return (
    <Text size="sm">
      Acknowledged by{' '}
      {alarm.acknowledged_by.map((a, i) => (
        <span key={`${a.name}-${a.at}`}>
          {i > 0 ? ', ' : ''}
          {a.name} at <time dateTime={a.at}>{format.dayTime(a.at)}</time>
        </span>
      ))}
      .
    </Text>
  );
}

function Problem({
  siteId,
  condition,
  alarm,
  now,
  canAcknowledge,
}: {
  siteId: string;
  condition: string;
  alarm: SiteAlarm | undefined;
  now: number;
  canAcknowledge: boolean;
}) {
  const acknowledge = useAcknowledgeAlarm(siteId);
  const kind = isAlarmCondition(condition) ? ALARM_KINDS[condition] : null;
  const title = alarm?.title ?? kind?.title ?? condition;
  return (
    <List.Item>
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          {alarm && (
            <StatusBadge tone={SEVERITY_TONE[alarm.severity]} size="sm">
              {SEVERITY_LABEL[alarm.severity]}
            </StatusBadge>
          )}
        </Group>
        {alarm && <Text size="sm">{alarm.description}</Text>}
        {kind && <Text size="sm">What to do: {kind.whatToDo}</Text>}
        {alarm && (
          <>
            <Text size="sm">
              Raised <time dateTime={alarm.raised_at}>{relativeTime(alarm.raised_at, now)}</time>.
            </Text>
            <Acknowledgements alarm={alarm} />
            {canAcknowledge && !alarm.acknowledged && (
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  loading={acknowledge.isPending}
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
                  Acknowledge {title}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </List.Item>
  );
}

/**
 * Whether the system is ready to defend the property: Ready, or Not ready naming each active
 * problem, what to do about it, since when, and who has acknowledged it. Active alarms that do
 * not affect readiness (a high temperature, a refused command) are listed too.
 */
export function ReadinessCard({
  siteId,
  state,
  alarms,
  now,
}: {
  siteId: string;
  state: PanelState;
  alarms: SiteAlarm[];
  now: number;
}) {
  const ready = state.readiness === 'ready';
  const problems = state.problems.map((p) => p.condition);
  const others = alarms.filter((a) => !problems.includes(a.condition));
  const listed = [
    ...problems.map((condition) => ({
      condition,
      alarm: alarms.find((a) => a.condition === condition),
    })),
    ...others.map((alarm) => ({ condition: alarm.condition, alarm })),
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="readiness">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3" id="readiness">
            {ready ? 'Ready' : 'Not ready'}
          </Title>
          <StatusBadge tone={ready ? 'good' : 'alert'}>
            {ready ? 'All checks pass' : `${String(problems.length)} to fix`}
          </StatusBadge>
        </Group>
        {ready && (
          <Text size="sm">
            The panel reports water, pumps, pressure, battery and sensors in order, and it is
            online.
          </Text>
        )}
        {listed.length > 0 && (
          <List spacing="md" listStyleType="none" aria-label="Active problems">
            {listed.map(({ condition, alarm }) => (
              <Problem
                key={alarm?.id ?? condition}
                siteId={siteId}
                condition={condition}
                alarm={alarm}
                now={now}
                canAcknowledge={alarm !== undefined}
              />
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
