import { Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatUsd, type Statistics } from '@wildfire/shared';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useStatistics } from '../api/get-statistics';
import { BarChart } from './bar-chart';
import { useTimeFormat } from '@/lib/time-format';
import { formatCount } from '@/lib/format/numbers';

type Card = Statistics['cards'][number];

const formatValue = (card: Card) =>
  card.unit === 'usd_cents' ? formatUsd(card.value) : formatCount(card.value);

/** Trend colours with at least 4.5:1 contrast on the card in each theme. */
const TREND = {
  up: { arrow: '▲', light: '#1b6b2f', dark: 'green.4' },
  down: { arrow: '▼', light: '#b02525', dark: 'red.4' },
  flat: { arrow: '▬', light: 'gray.8', dark: 'gray.4' },
} as const;

function StatCard({ card }: { card: Card }) {
  const trend = TREND[card.trend];
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={card.title}>
      <Text size="sm" c="dimmed">
        {card.title}
      </Text>
      <Text fz={28} fw={700}>
        {formatValue(card)}
      </Text>
      <Group gap={6}>
        <Text size="sm" fw={700} c={trend.light} darkHidden>
          <span aria-hidden>{trend.arrow}</span> {card.change}
        </Text>
        <Text size="sm" fw={700} c={trend.dark} lightHidden>
          <span aria-hidden>{trend.arrow}</span> {card.change}
        </Text>
        {/* "New vs last month" says nothing: a figure with none before it says so. */}
        <Text size="sm">
          {card.previous === 0 && card.value > 0 ? 'none last month' : 'vs last month'}
        </Text>
      </Group>
    </Paper>
  );
}

/** Analytics & Statistics (admin-back-office.md 2.17), every figure from the database. */
export function StatisticsScreen() {
  const stats = useStatistics();
  const format = useTimeFormat();
  if (stats.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="status" aria-label="Loading the statistics" />
      </Center>
    );
  }
  if (stats.isError) {
    return (
      <QueryErrorAlert
        title="Could not load the statistics"
        error={stats.error}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const data = stats.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fleet-now">
        <Stack gap="xs">
          <Title order={2} size="h4" id="fleet-now">
            Fleet Now
          </Title>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {(
              [
                ['Online and ready', data.fleet_now.online],
                ['Fault (not ready)', data.fleet_now.fault],
                ['Offline', data.fleet_now.offline],
                ['Never reported', data.fleet_now.never_reported],
              ] as const
            ).map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xl" fw={700}>
                  {value}
                </Text>
                <Text size="sm">{label}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {data.cards.map((card) => (
          <StatCard key={card.id} card={card} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BarChart
          title="Installation Trends"
          labels={data.installation_trends.map((m) => m.month)}
          series={[
            {
              name: 'Started',
              color: 'blue',
              values: data.installation_trends.map((m) => m.started),
            },
            {
              name: 'Completed',
              color: 'green',
              values: data.installation_trends.map((m) => m.completed),
            },
          ]}
          emptyText="No installation projects started or completed in these months."
        />
        <BarChart
          title="Systems Online Growth"
          labels={data.systems_online_growth.map((m) => m.month)}
          series={[
            {
              name: 'Systems installed',
              color: 'orange',
              values: data.systems_online_growth.map((m) => m.systems),
            },
            {
              name: 'Systems reporting',
              color: 'teal',
              values: data.systems_online_growth.map((m) => m.reporting),
            },
          ]}
          emptyText="No systems installed yet."
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recent-activity">
        <Stack gap="xs">
          <Title order={2} size="h4" id="recent-activity">
            Recent Activity
          </Title>
          {data.recent_activity.length === 0 ? (
            <Text c="dimmed">No activity yet.</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.recent_activity.map((a) => (
                <Group key={a.id} component="li" gap="sm" wrap="nowrap">
                  <Badge
                    // Both keep white text above 4.5:1.
                    color={a.kind === 'success' ? '#1b6b2f' : 'blue.9'}
                    variant="filled"
                    w={80}
                    style={{ flexShrink: 0 }}
                  >
                    {a.kind}
                  </Badge>
                  <Text size="sm">
                    {a.text}
                    {a.by ? ` by ${a.by}` : ''} ·{' '}
                    <time dateTime={a.at}>{format.dateTime(a.at)}</time>
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
