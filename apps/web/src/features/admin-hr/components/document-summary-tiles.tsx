import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatFileSize } from '@wildfire/shared';

import { formatDateTime } from '@/lib/format/dates';

export function SummaryTiles({
  summary,
}: {
  summary: { count: number; total_bytes: number; last_updated: string | null };
}) {
  const tiles = [
    { label: 'Documents', value: String(summary.count) },
    { label: 'Total Size', value: formatFileSize(summary.total_bytes) },
    { label: 'Last Updated', value: formatDateTime(summary.last_updated) },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {tiles.map((tile) => (
        <Paper
          key={tile.label}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={tile.label}
        >
          <Text size="sm" fw={600}>
            {tile.label}
          </Text>
          <Text fz={22} fw={700}>
            {tile.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
