import { Group, Text } from '@mantine/core';
import type { MarkerColor } from '@wildfire/shared';

import classes from './admin-map.module.css';
import { MARKER_FILL } from './marker-icons';

function Swatch({ fill, label }: { fill: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <span className={classes.swatch} style={{ background: fill }} aria-hidden />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

const LEADS: Array<[MarkerColor, string]> = [
  ['red', 'Hot'],
  ['amber', 'Warm'],
  ['blue', 'Cold'],
];
const PROGRESS: Array<[MarkerColor, string]> = [
  ['green', '80% or more'],
  ['amber', '50% or more'],
  ['blue', '25% or more'],
  ['red', 'under 25%'],
];

/** What the marker colours mean. */
export function MapLegend() {
  return (
    <Group gap="lg" wrap="wrap" aria-label="Map legend" role="group">
      <Group gap="xs">
        <Text size="xs" fw={700}>
          Panels
        </Text>
        <Swatch fill={MARKER_FILL.green} label="Online" />
        <Swatch fill={MARKER_FILL.grey} label="Offline" />
      </Group>
      <Group gap="xs">
        <Text size="xs" fw={700}>
          Leads
        </Text>
        {LEADS.map(([color, label]) => (
          <Swatch key={color} fill={MARKER_FILL[color]} label={label} />
        ))}
      </Group>
      <Group gap="xs">
        <Text size="xs" fw={700}>
          Projects
        </Text>
        {PROGRESS.map(([color, label]) => (
          <Swatch key={color} fill={MARKER_FILL[color]} label={label} />
        ))}
      </Group>
    </Group>
  );
}
