import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import {
  ALARM_KINDS,
  batteryLevelColour,
  connectionLabel,
  isAlarmCondition,
  panelTableStatus,
  type BatteryColour,
  type PanelState,
} from '@wildfire/shared';

import { summaryPanelState } from '@/lib/panel-state';
import { useNow } from '@/lib/use-now';
import type { PanelSummary } from '../api/types';

/** Ping time; above 150 ms a warning (admin-back-office.md section 9). */
export function PingTime({ pingMs, warning }: { pingMs: number | null; warning: boolean }) {
  if (pingMs === null) return <Text size="sm">—</Text>;
  return (
    <Group gap={6} wrap="nowrap" data-ping-warning={warning ? 'true' : 'false'}>
      <Text size="sm" c={warning ? 'orange.9' : undefined} fw={warning ? 700 : undefined}>
        {`${String(pingMs)} ms`}
      </Text>
      {warning && (
        <Badge
          color="orange"
          variant="light"
          size="sm"
          styles={{ label: { color: 'var(--mantine-color-text)' } }}
        >
          Slow
        </Badge>
      )}
    </Group>
  );
}

export function DigiStatusBadge({ status }: { status: PanelSummary['digi_status'] }) {
  return (
    <Badge
      color={status === 'Online' ? 'green' : status === 'Offline' ? 'red' : 'gray'}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {status}
    </Badge>
  );
}

const SYSTEM_COLOURS: Record<PanelSummary['system_status'], string> = {
  Activated: 'red',
  Standby: 'blue',
  Offline: 'gray',
};

export function SystemStatusBadge({ status }: { status: PanelSummary['system_status'] }) {
  return (
    <Badge
      color={SYSTEM_COLOURS[status]}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {status}
    </Badge>
  );
}

/**
 * A panel's state derived now, as every screen derives it: Online, Fault, Offline or Never
 * reported; a panel at a fault names its problems.
 */
export function usePanelRowState(panel: PanelSummary) {
  const now = useNow(10_000);
  return summaryPanelState(panel, now);
}

/** Fault, with what is wrong: shown beside the system status of a panel that is not ready. */
export function FaultBadge({ state }: { state: PanelState }) {
  if (state.status !== 'Fault') return null;
  const what = state.problems
    .map((p) => (isAlarmCondition(p.condition) ? ALARM_KINDS[p.condition].title : p.condition))
    .join(', ');
  return (
    <Badge
      color="red"
      variant="light"
      title={what}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {`Fault: ${what}`}
    </Badge>
  );
}

const BATTERY_SWATCH: Record<BatteryColour, string> = {
  green: 'green',
  amber: 'yellow',
  red: 'red',
};
const BATTERY_WORD: Record<BatteryColour, string> = {
  green: 'good',
  amber: 'low',
  red: 'critical',
};

/** Battery above 60 green, above 30 amber, else red (section 9). */
export function BatteryValue({ level }: { level: number | null }) {
  const colour = batteryLevelColour(level);
  if (colour === null || level === null) return <Text size="sm">—</Text>;
  return (
    <Group gap={6} wrap="nowrap" data-battery={colour}>
      <ThemeIcon color={BATTERY_SWATCH[colour]} size={12} radius="xl" aria-hidden>
        <span />
      </ThemeIcon>
      <Text size="sm">{`${String(Math.round(level))}% (${BATTERY_WORD[colour]})`}</Text>
    </Group>
  );
}

/** The Digi Status of a panel row, as derived now. */
export function PanelDigiStatus({ panel }: { panel: PanelSummary }) {
  return <DigiStatusBadge status={connectionLabel(usePanelRowState(panel).connection)} />;
}

/** The System Status of a panel row as derived now, with Fault beside it when not ready. */
export function PanelSystemStatus({ panel }: { panel: PanelSummary }) {
  const state = usePanelRowState(panel);
  return (
    <Group gap={6} wrap="wrap">
      <SystemStatusBadge status={panelTableStatus(state)} />
      <FaultBadge state={state} />
    </Group>
  );
}

/** A panel's ping: "—" while it is not heard from (its last ping is history). */
export function PanelPing({ panel }: { panel: PanelSummary }) {
  const online = usePanelRowState(panel).connection.state === 'online';
  return <PingTime pingMs={online ? panel.ping_ms : null} warning={online && panel.ping_warning} />;
}
