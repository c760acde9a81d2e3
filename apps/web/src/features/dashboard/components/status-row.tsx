import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a card. */
export function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text>{label}</Text>
      {children}
    </Group>
  );
}
