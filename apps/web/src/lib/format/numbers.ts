import { formatFileSize } from '@wildfire/shared';

/** Counts and sizes as every screen shows them (en-US). */

const number = new Intl.NumberFormat('en-US');

/** "10,000". */
export const formatCount = (n: number) => number.format(n);

/** 1536 → "1.5 KB"; binary units, one decimal above bytes; 'unknown' when not measured. */
export const formatBytes = (bytes: number | null) =>
  bytes === null ? 'unknown' : formatFileSize(bytes);
