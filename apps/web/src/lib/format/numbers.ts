/** Counts and sizes as every screen shows them (en-US). */

const number = new Intl.NumberFormat('en-US');

/** "10,000". */
export const formatCount = (n: number) => number.format(n);

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB"; binary units, one decimal above bytes; 'unknown' when not measured. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'unknown';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${BYTE_UNITS[unit]!}`;
}
