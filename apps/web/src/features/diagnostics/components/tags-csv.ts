import type { PanelTag } from '@/lib/site-data';
import { formatInstant } from '@/lib/time-format';

/** When the panel measured a value, in the reader's local time. */
export const readableTime = (epochMs: number) =>
  formatInstant(epochMs, { dateStyle: 'medium', timeStyle: 'medium' });

/** Diagnostics lists tags by group, then by name. */
export const sortTags = (tags: readonly PanelTag[]) =>
  [...tags].sort((a, b) => a.group.localeCompare(b.group) || a.tag.localeCompare(b.tag));

const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The tag table as CSV (RFC 4180): a header row, then one row per tag as the table shows it. */
export function tagsToCsv(tags: readonly PanelTag[]): string {
  const rows = [
    ['Group', 'Tag', 'Value', 'Timestamp'],
    ...sortTags(tags).map((t) => [t.group, t.tag, String(t.value), readableTime(t.timestamp)]),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}
