import { Table, type TableProps } from '@mantine/core';

import classes from './stacked-table.module.css';

/**
 * A table that reads as stacked cards on a phone (each cell after its column's name, from the
 * cell's `data-label`) instead of scrolling sideways; a table on wider screens.
 */
export function StackedTable({ className, ...props }: TableProps) {
  return <Table {...props} className={[classes.stacked, className].filter(Boolean).join(' ')} />;
}
