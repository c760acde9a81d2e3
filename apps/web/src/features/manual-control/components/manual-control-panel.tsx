import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  ALARM_KINDS,
  canOperate,
  isAlarmCondition,
  PROPERTY_ROLE_LABELS,
  type PanelState,
} from '@wildfire/shared';

import { StatusBadge } from '@/components/ui/status-badge';
import { usePanelState } from '@/lib/panel-state';
import { useSiteTags, type Property } from '@/lib/site-data';
import { useManualMode } from '../hooks/use-manual-mode';
import { usePanelCommand } from '../hooks/use-panel-command';
import { CommandProgress } from './command-progress';
import { confirmQuestion, CONTROL_KINDS, type ControlKind } from './control-kinds';

interface ManualControlPanelProps {
  kind: ControlKind;
  property: Property;
  siteId: string;
}

const problemTitle = (condition: string) =>
  isAlarmCondition(condition) ? ALARM_KINDS[condition].title : condition;

/** Ready or not, and what stands in the way: the line above the controls. */
function Readiness({ state }: { state: PanelState }) {
  if (state.readiness === 'unknown') return null;
  const ready = state.readiness === 'ready';
  return (
    <Group gap="xs" wrap="wrap">
      <Text>Readiness:</Text>
      <StatusBadge tone={ready ? 'good' : 'alert'}>{ready ? 'Ready' : 'Not ready'}</StatusBadge>
      {!ready && (
        <Text size="sm" fw={600}>
          {state.problems.map((p) => problemTitle(p.condition)).join(' · ')}
        </Text>
      )}
    </Group>
  );
}

/**
 * Start and stop the system (dashboard), structure defense or perimeter defense by hand, in a
 * hurry on a phone. Stopping what runs is one tap and its confirmation; starting needs manual
 * mode first, which stays on for the tab. The state shown is the one the panel's tags confirm:
 * a command on its way shows as requested, acknowledged, confirmed, and neither the button nor
 * the status changes before the panel confirms it. Guests and Emergency Contacts see the state.
 */
export function ManualControlPanel({ kind, property, siteId }: ManualControlPanelProps) {
  const spec = CONTROL_KINDS[kind];
  const { map } = useSiteTags(siteId);
  const { state: panel } = usePanelState(siteId);
  const [manualMode, setManualMode] = useManualMode(siteId);
  const command = usePanelCommand({
    siteId,
    isApplied: (tags, writes) => spec.isRunning(tags) === (writes[0]?.value === 1),
    confirmedLabel: (writes) =>
      writes[0]?.value === 1
        ? "Running — confirmed by the panel's tags"
        : "Stopped — confirmed by the panel's tags",
  });

  // What the panel's own tags say: the only state the controls act on.
  const running = spec.isRunning(map);
  const offline = panel?.connection.state === 'offline';
  // A start or stop on its way: sending, waiting for the panel, or for its tags to show it.
  const pending = command.isSending ? command.sending : command.inFlight;
  const starting = pending?.[0]?.value === 1;
  const stopping = pending !== null && !starting;
  const allowed = canOperate(property.role);
  const titleId = `manual-control-${kind}`;

  const confirm = (start: boolean) => {
    modals.openConfirmModal({
      title: start ? `Activate ${spec.subject}` : `Deactivate ${spec.subject}`,
      children: (
        <Stack gap="sm">
          <Text size="sm">{confirmQuestion(spec, start, property.name)}</Text>
          {start && <Text size="sm">{spec.warning}</Text>}
          {offline && (
            <Text size="sm" fw={600}>
              The panel is offline: the command cannot reach it until it reconnects.
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: start ? 'Activate' : 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: start ? 'red.9' : 'gray.7' },
      onConfirm: () => {
        command.send([{ tag: spec.commandTag, value: start ? 1 : 0 }]);
      },
    });
  };

  const stateBadge = offline ? (
    <StatusBadge tone="idle">Offline</StatusBadge>
  ) : spec.isReported(map) ? (
    <StatusBadge tone={running ? 'active' : 'good'}>
      {running ? spec.onLabel : spec.offLabel}
    </StatusBadge>
  ) : (
    <StatusBadge tone="idle">Not reported</StatusBadge>
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {spec.title}
        </Title>
        <Group gap="xs">
          <Text>{spec.name}:</Text>
          {stateBadge}
          {offline && spec.isReported(map) && (
            <Text size="sm">(last known: {running ? spec.onLabel : spec.offLabel})</Text>
          )}
        </Group>
        {panel && <Readiness state={panel} />}

        {allowed ? (
          running ? (
            // Stopping what runs is never more than one tap and its confirmation.
            <Group gap="sm">
              <Button color="gray.7" disabled={pending !== null} onClick={() => confirm(false)}>
                {stopping ? 'Deactivating...' : 'Deactivate'}
              </Button>
            </Group>
          ) : manualMode ? (
            <Stack gap="xs">
              <Text size="sm">Manual mode is on.</Text>
              <Group gap="sm">
                <Button color="red.9" disabled={pending !== null} onClick={() => confirm(true)}>
                  {starting ? 'Activating...' : 'Activate'}
                </Button>
                <Button
                  variant="default"
                  disabled={pending !== null}
                  onClick={() => setManualMode(false)}
                >
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

        <Alert
          color="orange"
          variant="light"
          title={spec.warningTitle}
          // The light variant's orange title falls below 4.5:1 on its tinted background.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {spec.warning}
        </Alert>
      </Stack>
    </Card>
  );
}
