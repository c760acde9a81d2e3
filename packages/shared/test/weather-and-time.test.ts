import { describe, expect, it } from 'vitest';
import { celsiusToFahrenheit, compassDirection, relativeTime, windSpeedMph } from '../src';

describe('16-point compass', () => {
  it('maps degrees', () => {
    expect([0, 22.5, 45, 90, 180, 270, 337.5, 359, 360, -90].map(compassDirection)).toEqual([
      'N',
      'NNE',
      'NE',
      'E',
      'S',
      'W',
      'NNW',
      'N',
      'N',
      'W',
    ]);
  });
});

describe('Celsius to Fahrenheit', () => {
  it('converts', () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
  });
});

describe('wind speed converted by the unit the observation states', () => {
  it('km/h (what NWS usually sends)', () => {
    expect(windSpeedMph(16.09, 'wmoUnit:km_h-1')).toBe(10);
  });
  it('m/s multiplies by 2.237', () => {
    expect(windSpeedMph(10, 'wmoUnit:m_s-1')).toBe(22.4);
    expect(windSpeedMph(10, undefined)).toBe(22.4);
  });
  it('knots', () => {
    expect(windSpeedMph(10, 'wmoUnit:kn')).toBe(11.5);
  });
});

describe('Alert relative time: minutes under 60, hours under 24, else days', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('minutes', () => {
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
  });
  it('hours', () => {
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23 hours ago');
  });
  it('days', () => {
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(72 * 3_600_000), now)).toBe('3 days ago');
  });
  it('never negative', () => {
    expect(relativeTime(new Date(now.getTime() + 60_000), now)).toBe('0 minutes ago');
  });
});
