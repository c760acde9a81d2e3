import { describe, expect, it } from 'vitest';

import { batteryColour, EMPTY_TEXTS, pageCount, pageLabel, referrerText } from './people-rules';

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

describe("pagination text (spec 2.15: 'Page X of Y' only when there is more than one page)", () => {
  it('counts pages of 10 (spec 9: users, groups and activity log 10 a page)', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25)).toBe(3);
  });

  it('reads Page X of Y with more than one page', () => {
    expect(pageLabel(2, 3)).toBe('Page 2 of 3');
  });

  it('shows nothing with one page', () => {
    expect(pageLabel(1, 1)).toBeNull();
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
