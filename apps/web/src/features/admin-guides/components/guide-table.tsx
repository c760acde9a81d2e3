import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

import { TableScroll } from '@/components/ui/table-scroll';

/** A table of facts in a guide; scrolls sideways inside the page on a phone. */
export function GuideTable({
  label,
  head,
  rows,
  minWidth = 480,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  minWidth?: number;
}) {
  return (
    <TableScroll label={label} minWidth={minWidth}>
      <Table striped withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((cell, j) => (
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
