import { describe, expect, it } from 'vitest';

import { pageCount } from '@/components/ui/list-pager';
import { batteryColour, EMPTY_TEXTS, PEOPLE_PAGE_SIZE, referrerText } from './people-rules';

describe('battery colour on the user panel table (spec 9: above 60 green, above 30 amber, else red)', () => {
  it.each([
    [100, 'green'],
    [61, 'green'],
    [60, 'amber'],
    [31, 'amber'],
    [30, 'red'],
    [0, 'red'],
  ] as const)('%d%% is %s', (level, colour) => {
    expect(batteryColour(level)).toBe(colour);
  });

  it('has no colour without a value (the table shows —)', () => {
    expect(batteryColour(null)).toBeNull();
    expect(batteryColour(undefined)).toBeNull();
  });
});

describe('people lists page by 10 (spec 9: users, groups and activity log 10 a page)', () => {
  it('fills a second page from the eleventh row', () => {
    expect(PEOPLE_PAGE_SIZE).toBe(10);
    expect(pageCount(10, PEOPLE_PAGE_SIZE)).toBe(1);
    expect(pageCount(11, PEOPLE_PAGE_SIZE)).toBe(2);
    expect(pageCount(25, PEOPLE_PAGE_SIZE)).toBe(3);
  });
});

describe("activity log referrer (spec 2.15: '-' when empty)", () => {
  it('shows - for a missing or blank referrer and the address otherwise', () => {
    expect(referrerText(null)).toBe('-');
    expect(referrerText('')).toBe('-');
    expect(referrerText('http://localhost/admin')).toBe('http://localhost/admin');
  });
});

describe('user sub-page empty texts (spec 2.9)', () => {
  it('are the spec words', () => {
    expect(EMPTY_TEXTS).toEqual({
      support: 'No support tickets found for this user.',
      properties: 'No properties assigned to this user.',
      projects: 'No projects assigned to this user.',
    });
  });
});
