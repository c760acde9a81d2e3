import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServerStatus } from '@wildfire/shared';

const WIDTH = 600;
const HEIGHT = 180;
/** One colour per instance, distinct in both themes. */
const LINE_COLORS = ['blue', 'orange', 'teal', 'grape', 'lime', 'cyan'] as const;

export const instanceColor = (index: number) =>
  `var(--mantine-color-${LINE_COLORS[index % LINE_COLORS.length]!}-6)`;

interface CpuChartProps {
  status: ServerStatus;
  /** The range the series cover, epoch ms. */
  from: number;
  to: number;
}

/** CPU share per instance over the range: one line each, gaps where an instance did not sample. */
export function CpuChart({ status, from, to }: CpuChartProps) {
  const instances = status.instances.filter((i) => i.series.length > 0);
  const peak = Math.max(100, ...instances.flatMap((i) => i.series.map((p) => p.cpu_percent)));
  const x = (at: string) => ((new Date(at).getTime() - from) / (to - from)) * WIDTH;
  const y = (cpu: number) => HEIGHT - (cpu / peak) * HEIGHT;
  const summary = instances
    .map((i) => `${i.hostname} (pid ${String(i.pid)}) now ${String(i.latest?.cpu_percent ?? 0)}%`)
    .join('; ');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cpu-chart-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="cpu-chart-title">
          CPU by instance
        </Title>
        {instances.length === 0 ? (
          <Text c="dimmed">No samples in this time range yet.</Text>
        ) : (
          <>
            <svg
              viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
              width="100%"
              height={HEIGHT}
              preserveAspectRatio="none"
              role="img"
              aria-label={`CPU share of one core per instance, ${status.range}: ${summary}`}
            >
              {[0.25, 0.5, 0.75].map((f) => (
                <line
                  key={f}
                  x1={0}
                  x2={WIDTH}
                  y1={HEIGHT * f}
                  y2={HEIGHT * f}
                  stroke="var(--mantine-color-default-border)"
                  strokeDasharray="4 4"
                />
              ))}
              {instances.map((instance) => (
                <polyline
                  key={instance.id}
                  fill="none"
                  stroke={instanceColor(status.instances.indexOf(instance))}
                  strokeWidth={2}
                  vectorEffect="non-scaling-stroke"
                  points={instance.series
                    .map((p) => `${x(p.at).toFixed(1)},${y(p.cpu_percent).toFixed(1)}`)
                    .join(' ')}
                />
              ))}
            </svg>
            <Group gap="md" justify="space-between">
              <Text size="xs" c="dimmed">
                0% at the bottom, {String(Math.round(peak))}% at the top
              </Text>
              <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {instances.map((instance) => (
                  <Group key={instance.id} gap={6} component="li">
                    <span
                      aria-hidden
                      style={{
                        width: 12,
                        height: 3,
                        background: instanceColor(status.instances.indexOf(instance)),
                        display: 'inline-block',
                      }}
                    />
                    <Text size="sm">
                      {instance.hostname} · pid {instance.pid}
                    </Text>
                  </Group>
                ))}
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
