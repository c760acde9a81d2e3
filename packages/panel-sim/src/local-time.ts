/**
 * Wall-clock time at the panel. The PLC keeps local time (the agitator schedule and the daily
 * temperature swing follow it), so the model converts `now` with the panel's time zone. The
 * zone offset is cached per zone and UTC hour: a thousand panels stepping every second cost one
 * Intl call per hour.
 */

const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, { hour: number; offsetMs: number }>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Milliseconds to add to a UTC instant to get the wall-clock reading in `timeZone`. */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const hour = Math.floor(epochMs / MS_PER_HOUR);
  const cached = offsets.get(timeZone);
  if (cached && cached.hour === hour) return cached.offsetMs;
  const instant = hour * MS_PER_HOUR;
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offsetMs = wallClock - instant;
  offsets.set(timeZone, { hour, offsetMs });
  return offsetMs;
}

/** The panel's wall clock as milliseconds since 1970-01-01 00:00 local time. */
export const localEpochMs = (epochMs: number, timeZone: string) =>
  epochMs + zoneOffsetMs(epochMs, timeZone);

/** Hours since local midnight, fractional (0 ≤ h < 24). */
export function localHourOfDay(epochMs: number, timeZone: string): number {
  const local = localEpochMs(epochMs, timeZone);
  return (((local % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_HOUR;
}
