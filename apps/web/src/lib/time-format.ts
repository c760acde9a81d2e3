import { TIMEZONES } from '@wildfire/shared';
import { useContext, useMemo } from 'react';

import { AuthContext } from './auth/auth-context';

/**
 * Times as the person reads them: in the time zone of their My Account setting, not the
 * browser's (a phone abroad, a test machine on UTC) and never in UTC. A property's own zone is
 * used where the panel's local time matters (its schedule), by passing it explicitly.
 */

export type TimeInput = number | string | Date;

export interface TimeFormat {
  timeZone: string;
  /** "Jul 1, 2025, 10:42 AM" */
  dateTime: (at: TimeInput) => string;
  /** "10:42 AM" */
  time: (at: TimeInput) => string;
  /** "Jul 1, 2025" */
  date: (at: TimeInput) => string;
  /** "Sat, 6:40 AM" (a weekday when it is not today) */
  dayTime: (at: TimeInput) => string;
  /** "10:42 AM PDT": with the zone's name, for times people act on. */
  timeWithZone: (at: TimeInput) => string;
  /** "Sat, 6:40 AM PDT": a weekday and the zone's name, for what ends later. */
  dayTimeWithZone: (at: TimeInput) => string;
}

const DEFAULT_ZONE: string = TIMEZONES[0];

/** A zone Intl knows, else the product's default (America/Los_Angeles). */
function usableZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_ZONE;
  }
}

export function timeFormat(zone: string | null | undefined): TimeFormat {
  const timeZone = usableZone(zone);
  const formatter = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone, ...options });
  const dateTime = formatter({ dateStyle: 'medium', timeStyle: 'short' });
  const time = formatter({ timeStyle: 'short' });
  const date = formatter({ dateStyle: 'medium' });
  const weekdayTime = formatter({ weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const withZone = formatter({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  const dayWithZone = formatter({
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const dayKey = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const toDate = (at: TimeInput) => (at instanceof Date ? at : new Date(at));
  return {
    timeZone,
    dateTime: (at) => dateTime.format(toDate(at)),
    time: (at) => time.format(toDate(at)),
    date: (at) => date.format(toDate(at)),
    dayTime: (at) =>
      dayKey.format(toDate(at)) === dayKey.format(new Date())
        ? time.format(toDate(at))
        : weekdayTime.format(toDate(at)),
    timeWithZone: (at) => withZone.format(toDate(at)),
    dayTimeWithZone: (at) => dayWithZone.format(toDate(at)),
  };
}

/**
 * The zone of times formatted outside a component's hooks (a module's `formatDateTime`): the
 * signed-in person's, set by the auth provider as the profile loads.
 */
let displayZone = DEFAULT_ZONE;
const cache = new Map<string, Intl.DateTimeFormat>();

export function setDisplayTimeZone(zone: string | null | undefined) {
  displayZone = usableZone(zone);
}

/** An instant in the person's zone, with these Intl options (no `timeZone` of its own). */
export function formatInstant(at: TimeInput, options: Intl.DateTimeFormatOptions): string {
  const key = `${displayZone}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: displayZone });
    cache.set(key, formatter);
  }
  return formatter.format(at instanceof Date ? at : new Date(at));
}

/** The signed-in person's time format (the default zone before anyone is signed in). */
export function useTimeFormat(): TimeFormat {
  const auth = useContext(AuthContext);
  const zone = auth?.state.status === 'signed-in' ? auth.state.user.timezone : null;
  return useMemo(() => timeFormat(zone), [zone]);
}

/** A formatter of instants in the person's zone, for a module's constants (`dateTime.format`). */
export const inPersonZone = (options: Intl.DateTimeFormatOptions) => ({
  format: (at: TimeInput) => formatInstant(at, options),
});
