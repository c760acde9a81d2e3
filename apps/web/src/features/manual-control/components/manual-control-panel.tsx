import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { canOperate, PROPERTY_ROLE_LABELS } from '@wildfire/shared';
import { useState } from 'react';

import { StatusBadge } from '../../../components/ui/status-badge';
import { useSiteTags, type Property } from '../../../lib/site-data';
import { usePanelCommand } from '../hooks/use-panel-command';
import { CommandProgress } from './command-progress';
import { confirmQuestion, CONTROL_KINDS, type ControlKind } from './control-kinds';

interface ManualControlPanelProps {
  kind: ControlKind;
  property: Property;
  siteId: string;
}

/**
 * Start and stop the system (dashboard), structure defense or perimeter defense by hand.
 * Manual mode must be switched on first, each start or stop is confirmed, and the command's
 * progress is shown until the panel's tags agree. Guests and Emergency Contacts see only the state.
 */
export function ManualControlPanel({ kind, property, siteId }: ManualControlPanelProps) {
  const spec = CONTROL_KINDS[kind];
  const { map } = useSiteTags(siteId);
  const [manualMode, setManualMode] = useState(false);
  const command = usePanelCommand({
    siteId,
    isApplied: (tags, writes) => spec.isRunning(tags) === (writes[0]?.value === 1),
    confirmedLabel: (writes) =>
      writes[0]?.value === 1
        ? "Running — confirmed by the panel's tags"
        : "Stopped — confirmed by the panel's tags",
  });

  const running = spec.isRunning(map);
  // While a start or stop is on its way, the next sensible action is its opposite.
  const startNext = command.inFlight ? command.inFlight[0]?.value !== 1 : !running;
  const busy = command.isSending;
  const startingNow = command.sending?.[0]?.value === 1;
  // Starting and stopping is a basic control: a Property User has it too (docs/permissions.md).
  const allowed = canOperate(property.role);
  const titleId = `manual-control-${kind}`;

  const confirm = (start: boolean) => {
    modals.openConfirmModal({
      title: start ? `Activate ${spec.subject}` : `Deactivate ${spec.subject}`,
      children: <Text size="sm">{confirmQuestion(spec, start, property.name)}</Text>,
      labels: { confirm: start ? 'Activate' : 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: start ? 'red.9' : 'gray.7' },
      onConfirm: () => {
        command.send([{ tag: spec.commandTag, value: start ? 1 : 0 }]);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {spec.title}
        </Title>
        <Group gap="xs">
          <Text>{spec.name}:</Text>
          {spec.isReported(map) ? (
            <StatusBadge tone={running ? 'active' : 'good'}>
              {running ? spec.onLabel : spec.offLabel}
            </StatusBadge>
          ) : (
            <StatusBadge tone="idle">Not reported</StatusBadge>
          )}
        </Group>

        <Alert
          color="orange"
          variant="light"
          title={spec.warningTitle}
          // The light variant's orange title falls below 4.5:1 on its tinted background.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {spec.warning}
        </Alert>

        {allowed ? (
          manualMode ? (
            <Stack gap="xs">
              <Text size="sm">Manual mode is on.</Text>
              <Group gap="sm">
                {startNext ? (
                  <Button color="red.9" disabled={busy} onClick={() => confirm(true)}>
                    {busy && startingNow ? 'Activating...' : 'Activate'}
                  </Button>
                ) : (
                  <Button color="gray.7" disabled={busy} onClick={() => confirm(false)}>
                    {busy && !startingNow ? 'Deactivating...' : 'Deactivate'}
                  </Button>
                )}
                <Button variant="default" disabled={busy} onClick={() => setManualMode(false)}>
                  Exit Manual Mode
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              <Button variant="default" onClick={() => setManualMode(true)}>
                Activate Manual Mode
              </Button>
            </Group>
          )
        ) : (
          <Text size="sm">
            As {PROPERTY_ROLE_LABELS[property.role]} you can see the state of this system; only the
            property&apos;s Owner, Property Manager or Property User can start or stop it.
          </Text>
        )}

        <CommandProgress steps={command.steps} label={`${spec.name} command status`} />
      </Stack>
    </Card>
  );
}
