import { afterEach, describe, expect, it } from 'vitest';

import { setDisplayTimeZone } from '@/lib/time-format';
import {
  formatDate,
  formatDateTime,
  formatDateTimeWithSeconds,
  formatDay,
  formatLongDay,
  formatMonthDay,
} from './dates';

const AT = '2025-07-05T03:40:12.000Z'; // 8:40 PM on July 4 in Los Angeles

afterEach(() => {
  setDisplayTimeZone(null);
});

describe('dates and times', () => {
  it("instants are shown in the person's zone", () => {
    expect(formatDateTime(AT)).toBe('Jul 4, 2025, 8:40 PM');
    expect(formatDateTimeWithSeconds(AT)).toBe('Jul 4, 2025, 8:40:12 PM');
    expect(formatDate(AT)).toBe('Jul 4, 2025');
    setDisplayTimeZone('America/New_York');
    expect(formatDateTime(AT)).toBe('Jul 4, 2025, 11:40 PM');
  });

  it('a calendar day is that day in every zone', () => {
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDay('2025-08-25')).toBe('Aug 25, 2025');
    expect(formatLongDay('2025-08-25')).toBe('August 25, 2025');
    expect(formatMonthDay('2025-08-25')).toBe('Aug 25');
    expect(formatDay('2025-08-25T23:30:00.000Z')).toBe('Aug 25, 2025');
  });

  it("nothing is '—'; text that is not a date is shown as it came", () => {
    for (const format of [formatDateTime, formatDate, formatDay, formatLongDay]) {
      expect(format(null)).toBe('—');
      expect(format(undefined)).toBe('—');
      expect(format('')).toBe('—');
      expect(format('soon')).toBe('soon');
    }
  });
});
