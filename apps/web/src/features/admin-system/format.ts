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
