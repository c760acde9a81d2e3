import { afterEach, describe, expect, it } from 'vitest';

import { formatInstant, setDisplayTimeZone, timeFormat } from './time-format';

const AT = '2025-07-05T13:40:00.000Z'; // a Saturday

afterEach(() => {
  setDisplayTimeZone(null);
});

describe("times are shown in the person's time zone (My Account), never the browser's or UTC", () => {
  it('formats in the zone the person chose', () => {
    const la = timeFormat('America/Los_Angeles');
    expect(la.dayTimeWithZone(AT)).toBe('Sat, 6:40 AM PDT');
    expect(la.dateTime(AT)).toBe('Jul 5, 2025, 6:40 AM');
    expect(timeFormat('America/New_York').dayTimeWithZone(AT)).toBe('Sat, 9:40 AM EDT');
  });

  it('an unknown zone falls back to the product default, America/Los_Angeles', () => {
    expect(timeFormat('Mars/Olympus').timeZone).toBe('America/Los_Angeles');
    expect(timeFormat(null).time(AT)).toBe('6:40 AM');
  });

  it('formatters outside components follow the zone set at sign-in', () => {
    setDisplayTimeZone('America/Chicago');
    expect(formatInstant(AT, { timeStyle: 'short' })).toBe('8:40 AM');
    setDisplayTimeZone('America/Denver');
    expect(formatInstant(AT, { timeStyle: 'short' })).toBe('7:40 AM');
  });
});
