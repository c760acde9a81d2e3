import { describe, expect, it } from 'vitest';
import { smsNumber } from '../src';

describe('smsNumber: where a text message goes', () => {
  it('a ten-digit number as people write it is a North American number', () => {
    expect(smsNumber('(310) 555-0142')).toBe('+13105550142');
    expect(smsNumber('310.555.0142')).toBe('+13105550142');
    expect(smsNumber(' 310 555 0142 ')).toBe('+13105550142');
  });

  it('eleven digits starting with 1 are the same number with its country code', () => {
    expect(smsNumber('1 (310) 555-0142')).toBe('+13105550142');
    expect(smsNumber('+1 310 555 0142')).toBe('+13105550142');
  });

  it('a number written with + and its own country code is kept', () => {
    expect(smsNumber('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('no number, or one that names no country, gets no text', () => {
    expect(smsNumber(null)).toBeNull();
    expect(smsNumber('')).toBeNull();
    expect(smsNumber('555-0142')).toBeNull();
    expect(smsNumber('44 20 7946 0958')).toBeNull();
    expect(smsNumber('+1234567')).toBeNull();
    expect(smsNumber('call me')).toBeNull();
  });
});
