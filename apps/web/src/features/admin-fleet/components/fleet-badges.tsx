import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { batteryLevelColour, type BatteryColour } from '@wildfire/shared';

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
      color={status === 'Online' ? 'green' : 'red'}
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
