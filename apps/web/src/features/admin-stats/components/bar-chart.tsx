import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

export interface BarSeries {
  name: string;
  /** A Mantine colour name, shade 6 in the chart. */
  color: string;
  values: number[];
}

interface BarChartProps {
  title: string;
  labels: string[];
  series: BarSeries[];
  /** Shown instead of the bars when every value is zero. */
  emptyText: string;
}

const HEIGHT = 160;

/**
 * Grouped bars per month, drawn as plain SVG (no chart library in the bundle). Screen readers
 * get the figures as a table.
 */
export function BarChart({ title, labels, series, emptyText }: BarChartProps) {
  const peak = Math.max(0, ...series.flatMap((s) => s.values));
  const id = title.toLowerCase().replace(/\W+/g, '-');
  const groupWidth = 100 / labels.length;
  const barWidth = (groupWidth * 0.7) / series.length;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {peak === 0 ? (
          <Text c="dimmed">{emptyText}</Text>
        ) : (
          <>
            <svg
              viewBox={`0 0 100 ${String(HEIGHT)}`}
              width="100%"
              height={HEIGHT}
              preserveAspectRatio="none"
              aria-hidden
            >
              {labels.map((label, i) =>
                series.map((s, j) => {
                  const h = (s.values[i]! / peak) * (HEIGHT - 4);
                  return (
                    <rect
                      key={`${label}-${s.name}`}
                      x={i * groupWidth + groupWidth * 0.15 + j * barWidth}
                      y={HEIGHT - h}
                      width={barWidth}
                      height={h}
                      fill={`var(--mantine-color-${s.color}-6)`}
                    />
                  );
                }),
              )}
            </svg>
            <Group justify="space-around" gap={0} aria-hidden>
              {labels.map((label) => (
                <Text key={label} size="xs" c="dimmed">
                  {label}
                </Text>
              ))}
            </Group>
            <Group gap="md" aria-hidden>
              {series.map((s) => (
                <Group key={s.name} gap={6}>
                  <span
                    style={{
                      width: 12,
                      height: 12,
                      display: 'inline-block',
                      background: `var(--mantine-color-${s.color}-6)`,
                    }}
                  />
                  <Text size="sm">{s.name}</Text>
                </Group>
              ))}
            </Group>
            <VisuallyHidden>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    {series.map((s) => (
                      <th key={s.name} scope="col">
                        {s.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {labels.map((label, i) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      {series.map((s) => (
                        <td key={s.name}>{s.values[i]}</td>
                      ))}
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
