import {
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { TableScroll } from '@/components/ui/table-scroll';
import { useCmsAnalytics } from '../api/get-cms-analytics';
import type { CmsAnalytics } from '../api/types';
import { ContentStatusBadge, ContentTypeBadge } from './content-badges';
import { formatCount } from '@/lib/format/numbers';
import { formatMonthDay } from '@/lib/format/dates';

const HEIGHT = 140;

/** Views per day as plain SVG bars; screen readers get the figures as a table. */
function ViewsChart({ data }: { data: CmsAnalytics }) {
  const series = data.views_per_day;
  const peak = Math.max(0, ...series.map((d) => d.views));
  const width = 100 / series.length;
  const title = `Views per day, last ${String(data.days)} days`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cms-views-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="cms-views-title">
          {title}
        </Title>
        {peak === 0 ? (
          <Text c="dimmed">No views in the last {data.days} days.</Text>
        ) : (
          <>
            <svg
              viewBox={`0 0 100 ${String(HEIGHT)}`}
              width="100%"
              height={HEIGHT}
              preserveAspectRatio="none"
              aria-hidden
            >
              {series.map((d, i) => {
                const h = (d.views / peak) * (HEIGHT - 4);
                return (
                  <rect
                    key={d.day}
                    x={i * width + width * 0.15}
                    y={HEIGHT - h}
                    width={width * 0.7}
                    height={h}
                    fill="var(--mantine-color-orange-6)"
                  />
                );
              })}
            </svg>
            <Group justify="space-between" aria-hidden>
              <Text size="xs" c="dimmed">
                {formatMonthDay(series[0]!.day)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMonthDay(series.at(-1)!.day)}
              </Text>
            </Group>
            <VisuallyHidden>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Views</th>
                  </tr>
                </thead>
                <tbody>
                  {series.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{formatMonthDay(d.day)}</th>
                      <td>{d.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Analytics: views of published content, counted each time it is served. */
export function AnalyticsTab() {
  const query = useCmsAnalytics();
  if (query.isPending) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader role="status" aria-label="Loading the analytics" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The analytics could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  const cards = [
    { label: 'Total Views', value: formatCount(data.total_views) },
    { label: `Views, Last ${String(data.days)} Days`, value: formatCount(data.period_views) },
    {
      label: 'Average per Day',
      value: formatCount(Math.round(data.period_views / Math.max(1, data.days))),
    },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {cards.map((card) => (
          <Paper
            key={card.label}
            withBorder
            p="sm"
            radius="md"
            component="article"
            aria-label={card.label}
          >
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text fz="xl" fw={700}>
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ViewsChart data={data} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cms-top-title">
        <Stack gap="xs">
          <Title order={3} size="h5" id="cms-top-title">
            Top Content
          </Title>
          {data.top_content.length === 0 ? (
            <Text c="dimmed">No content has been viewed yet.</Text>
          ) : (
            <TableScroll label="Top content" minWidth={620}>
              <Table striped aria-label="Top content">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">{`Last ${String(data.days)} Days`}</Table.Th>
                    <Table.Th ta="right">All Time</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.top_content.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{item.title}</Table.Td>
                      <Table.Td>
                        <ContentTypeBadge type={item.type} />
                      </Table.Td>
                      <Table.Td>
                        <ContentStatusBadge status={item.status} />
                      </Table.Td>
                      <Table.Td ta="right">{formatCount(item.period_views)}</Table.Td>
                      <Table.Td ta="right">{formatCount(item.views)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
