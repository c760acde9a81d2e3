import { ColorSwatch, Group, Text } from '@mantine/core';

import { batteryColour, type BatteryColour } from '../people-rules';

const SWATCH: Record<BatteryColour, string> = {
  green: 'var(--mantine-color-green-7)',
  amber: 'var(--mantine-color-yellow-6)',
  red: 'var(--mantine-color-red-7)',
};

const WORD: Record<BatteryColour, string> = { green: 'good', amber: 'low', red: 'critical' };

/** A panel's battery with the colour of spec 9 (above 60 green, above 30 amber, else red). */
export function BatteryLevel({ level }: { level: number | null }) {
  const colour = batteryColour(level);
  if (colour === null || level === null) return <Text size="sm">—</Text>;
  return (
    <Group gap={6} wrap="nowrap" data-battery={colour}>
      <ColorSwatch color={SWATCH[colour]} size={12} withShadow={false} aria-hidden />
      <Text size="sm" title={`Battery ${WORD[colour]}`}>
        {`${String(Math.round(level))}%`}
      </Text>
    </Group>
  );
}
