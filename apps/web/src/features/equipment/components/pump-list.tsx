import { Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { parsePumps, type Pump } from '@wildfire/shared';

import { SiteTagsState } from '@/components/ui/site-tags-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { LastKnownAge } from '@/components/ui/last-known';
import { useSiteTags, type PanelTag } from '@/lib/site-data';
import { pressureGuidance } from '@/components/ui/pressure-guidance';

function PumpCard({ pump, tags }: { pump: Pump; tags: readonly PanelTag[] }) {
  const measured = tags
    .filter((t) =>
      new RegExp(
        `^(HMI_PUMP${String(pump.id)}_RUN_IND|PUMP_${String(pump.id)}_.+|PRESSURE${String(pump.id)}_PSI)$`,
      ).test(t.tag),
    )
    .reduce<number | null>(
      (newest, t) => (newest === null || t.timestamp > newest ? t.timestamp : newest),
      null,
    );
  const guidance = pressureGuidance(pump.pressure, pump.status === 'ON');
  const titleId = `pump-${String(pump.id)}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            {pump.name}
          </Title>
          <StatusBadge tone={pump.status === 'ON' ? 'active' : 'idle'}>{pump.status}</StatusBadge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text>Pressure</Text>
          <Text size="xl" fw={700}>
            {pump.pressure === null ? 'No reading' : `${pump.pressure.toFixed(2)} PSI`}
          </Text>
        </Group>
        <Group>
          <StatusBadge tone={guidance.tone}>{guidance.label}</StatusBadge>
          {pump.fault && <StatusBadge tone="alert">Fault</StatusBadge>}
        </Group>
        <LastKnownAge at={measured} />
      </Stack>
    </Card>
  );
}

/** One card per pump the panel reports, or No Pumps Available. */
export function PumpList({ siteId }: { siteId: string }) {
  const tags = useSiteTags(siteId);
  const pumps = parsePumps(tags.map);
  return (
    <SiteTagsState siteId={siteId} tags={tags}>
      {pumps.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3">
            No Pumps Available
          </Title>
          <Text mt="xs">The panel at this property reports no pumps.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {pumps.map((pump) => (
            <PumpCard key={pump.id} pump={pump} tags={tags.tags} />
          ))}
        </SimpleGrid>
      )}
    </SiteTagsState>
  );
}
