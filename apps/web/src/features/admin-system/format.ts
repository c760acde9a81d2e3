/** 1536 → "1.5 KB"; binary units, as memory is counted. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'unknown';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]!}`;
}

/** 93_784 s → "1d 2h 3m"; under a minute, seconds. */
export function formatUptime(seconds: number): string {
  if (seconds < 60) return `${String(seconds)}s`;
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  return [d && `${String(d)}d`, (d || h) && `${String(h)}h`, `${String(m)}m`]
    .filter(Boolean)
    .join(' ');
}
