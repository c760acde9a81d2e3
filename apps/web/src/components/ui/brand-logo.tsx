import { Group, Text } from '@mantine/core';

/** The flame mark; decorative, since the product name always sits beside it or in the page title. */
export function FlameMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        fill="var(--mantine-color-orange-9)"
        d="M16 2c1.5 5.2 7.5 8.6 7.5 16a7.5 7.5 0 0 1-15 0c0-3.9 2-6.3 3.6-8.1.3 2.4 1.3 3.9 2.8 4.6C14 10 14.6 6.2 16 2z"
      />
      <path
        fill="var(--mantine-color-orange-4)"
        d="M16 15.5c.9 2.4 3.6 3.7 3.6 6.9a3.6 3.6 0 0 1-7.2 0c0-1.9.9-3 1.9-3.9.2 1 .7 1.6 1.3 1.9.1-2.1-.2-3.3.4-4.9z"
      />
    </svg>
  );
}

export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <FlameMark />
      <Text component="span" fw={700} size="lg" visibleFrom={compact ? 'sm' : undefined}>
        Wildfire Defense
      </Text>
    </Group>
  );
}
