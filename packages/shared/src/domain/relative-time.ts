/** Alert relative time: minutes under 60, hours under 24, else days. */
export function relativeTime(
  timestamp: Date | number | string,
  now: Date | number = Date.now(),
): string {
  const then = new Date(timestamp).getTime();
  const minutes = Math.max(0, Math.floor((new Date(now).getTime() - then) / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
