import { Card, Stack, Text, Title } from '@mantine/core';

import { LastKnownAge } from '@/components/ui/last-known';
import type { PanelTag } from '@/lib/site-data';
import { newestTimestamp } from './data-freshness';
import { StatusRow } from './status-row';

const sensorNumber = (key: string) => Number(key.replace('sensor', ''));

/** Every temperature sensor's reading in °F. */
export function TemperatureCard({
  readings,
  tags,
}: {
  readings: Record<string, number | null>;
  tags: readonly PanelTag[];
}) {
  const sensors = Object.entries(readings).sort(([a], [b]) => sensorNumber(a) - sensorNumber(b));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="temperatures">
      <Stack gap="sm">
        <Title order={2} size="h3" id="temperatures">
          Temperature Sensors
        </Title>
        <LastKnownAge at={newestTimestamp(tags.filter((t) => /^TEMP_SENSOR_\d+$/.test(t.tag)))} />
        {sensors.map(([key, value]) => (
          <StatusRow key={key} label={`Sensor ${String(sensorNumber(key))}`}>
            <Text fw={600}>{value === null ? 'No reading' : `${String(value)} °F`}</Text>
          </StatusRow>
        ))}
      </Stack>
    </Card>
  );
}
