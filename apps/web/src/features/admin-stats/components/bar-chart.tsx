import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import type { CSSProperties } from 'react';

import classes from './bar-chart.module.css';

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

/**
 * Grouped bars per month with each bar's value above it, drawn with plain boxes (no chart
 * library in the bundle; text in a stretched SVG would be distorted). Screen readers get the
 * figures as a table.
 */
export function BarChart({ title, labels, series, emptyText }: BarChartProps) {
  const peak = Math.max(0, ...series.flatMap((s) => s.values));
  const id = title.toLowerCase().replace(/\W+/g, '-');

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
            <div className={classes.plot} aria-hidden>
              {labels.map((label, i) => (
                <div key={label} className={classes.month}>
                  {series.map((s) => {
                    const value = s.values[i]!;
                    return (
                      <div key={s.name} className={classes.column}>
                        <span className={classes.value}>{value}</span>
                        <span
                          className={classes.bar}
                          style={
                            {
                              '--share': value / peak,
                              background: `var(--mantine-color-${s.color}-6)`,
                            } as CSSProperties
                          }
                        />
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
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
