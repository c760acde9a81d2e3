import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  familyIndexes,
  isOn,
  numberValue,
  PRESSURE_PSI,
  READINESS_THRESHOLDS,
  relativeTime,
  type PanelState,
  type TagMap,
} from '@wildfire/shared';
import type { ReactNode } from 'react';

import { LastKnownAge } from '@/components/ui/last-known';
import { pressureGuidance } from '@/components/ui/pressure-guidance';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { PanelTag } from '@/lib/site-data';
import { useTimeFormat } from '@/lib/time-format';

function Tile({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xl" fw={700} component="div">
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

const timeOf = (tags: readonly PanelTag[], pattern: RegExp) =>
  tags
    .filter((t) => pattern.test(t.tag))
    .reduce<number | null>(
      (newest, t) => (newest === null || t.timestamp > newest ? t.timestamp : newest),
      null,
    );

function tankTone(level: number): StatusTone {
  if (level < READINESS_THRESHOLDS.tankUrgentPct) return 'alert';
  if (level < READINESS_THRESHOLDS.tankLowPct) return 'caution';
  return 'good';
}

/** The lowest line pressure (what reaches the sprinklers), and whether a pump runs. */
function linePressure(tags: TagMap) {
  const lines = familyIndexes(tags, /^PRESSURE(\d+)_PSI$/)
    .map((n) => numberValue(tags[`PRESSURE${n}_PSI`]))
    .filter((p): p is number => p !== null);
  const running =
    familyIndexes(tags, /^HMI_PUMP(\d+)_RUN_IND$/).some((n) =>
      isOn(tags[`HMI_PUMP${n}_RUN_IND`]),
    ) || familyIndexes(tags, /^PUMP_(\d+)_STATUS$/).some((n) => isOn(tags[`PUMP_${n}_STATUS`]));
  return { psi: lines.length > 0 ? Math.min(...lines) : null, running };
}

function ConnectionTile({ state, now }: { state: PanelState | null; now: number }) {
  const format = useTimeFormat();
  const connection = state?.connection;
  if (!connection) return <Tile label="Connection" value={<Text>Checking…</Text>} />;
  if (connection.state === 'online')
    return (
      <Tile label="Connection" value={<StatusBadge tone="good">Online</StatusBadge>}>
        <Text size="sm">Heard from {relativeTime(connection.lastSeenAt, now)}</Text>
      </Tile>
    );
  if (connection.state === 'offline')
    return (
      <Tile label="Connection" value={<StatusBadge tone="alert">Offline</StatusBadge>}>
        <Text size="sm">
          Since {format.dayTime(connection.since)}: {connection.reason}
        </Text>
      </Tile>
    );
  return <Tile label="Connection" value={<StatusBadge tone="idle">Never reported</StatusBadge>} />;
}

/**
 * What a glance must tell in a fire: how much water is left, whether the lines hold pressure,
 * and whether the panel is heard from.
 */
export function PanelTiles({
  tags,
  map,
  state,
  now,
}: {
  tags: readonly PanelTag[];
  map: TagMap;
  state: PanelState | null;
  now: number;
}) {
  const tank = numberValue(map.WATER_TANK_LEVEL);
  const pressure = linePressure(map);
  const guidance = pressureGuidance(pressure.psi, pressure.running);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="section" aria-label="At a glance">
      <Tile
        label="Water tank"
        value={
          tank === null ? (
            <Text>Not reported</Text>
          ) : (
            <StatusBadge tone={tankTone(tank)} size="xl">
              {`${String(Math.round(tank))} %`}
            </StatusBadge>
          )
        }
      >
        <LastKnownAge at={timeOf(tags, /^WATER_TANK_LEVEL$/)} />
      </Tile>
      <Tile
        label="Line pressure"
        value={pressure.psi === null ? <Text>Not reported</Text> : `${pressure.psi.toFixed(1)} PSI`}
      >
        <StatusBadge tone={guidance.tone} size="sm">
          {pressure.running ? guidance.label : 'Pumps idle'}
        </StatusBadge>
        <Text size="xs">
          Minimum {PRESSURE_PSI.minimum} PSI while pumps run, typically {PRESSURE_PSI.typicalLow}-
          {PRESSURE_PSI.typicalHigh}.
        </Text>
        <LastKnownAge at={timeOf(tags, /^PRESSURE\d+_PSI$/)} />
      </Tile>
      <ConnectionTile state={state} now={now} />
    </SimpleGrid>
  );
}
