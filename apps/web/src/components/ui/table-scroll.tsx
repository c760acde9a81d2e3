import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The scrolling box takes keyboard focus and
 * names itself, so people without a mouse can scroll it too. It is positioned so that visually
 * hidden headers (absolutely placed) stay inside it instead of widening the page.
 */
export function TableScroll({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      pos="relative"
    >
      {children}
    </Table.ScrollContainer>
  );
}
