import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line of a detail page; long values wrap under their label. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {typeof children === 'string' || typeof children === 'number' ? (
          <Text size="sm">{children}</Text>
        ) : (
          children
        )}
      </div>
    </Group>
  );
}

/** A titled card of a detail page (Details, Contact…), with its actions beside the title. */
export function DetailSection({
  title,
  order = 3,
  id,
  actions,
  children,
}: {
  title: string;
  /** The heading level under the page's own headings. */
  order?: 2 | 3;
  id?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" id={id} component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={order} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}
