import { Table, type TableProps } from '@mantine/core';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';

import listClasses from './list-table.module.css';
import stackedClasses from './stacked-table.module.css';

/**
 * A back-office list: a table at least `minWidth` wide on a laptop (scrolling sideways in its
 * own focusable box only when its area is narrower still), and stacked cards on a phone, each
 * cell after its column's name, so nothing is cut and every row's actions stay reachable.
 * The column names come from the table's own headers.
 */
export function ListTable({
  label,
  minWidth,
  className,
  children,
  ...props
}: TableProps & { label: string; minWidth: number }) {
  const tableRef = useRef<HTMLTableElement>(null);

  // Every render: rows come and go with the page, the search and the filters.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const names = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, index) => {
        const name = names[index];
        if (name && !cell.hasAttribute('colspan')) cell.setAttribute('data-label', name);
      });
    }
  });

  return (
    <div
      className={listClasses.scroll}
      style={{ '--list-table-min-width': `${String(minWidth)}px` } as CSSProperties}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
    >
      <Table
        ref={tableRef}
        aria-label={label}
        {...props}
        className={[stackedClasses.stacked, listClasses.table, className].filter(Boolean).join(' ')}
      >
        {children}
      </Table>
    </div>
  );
}
