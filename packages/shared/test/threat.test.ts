import { describe, expect, it } from 'vitest';
import { threatColor, threatLevel, threatLevelFromScore, threatScore } from '../src';

describe('Threat score: wind, humidity and temperature points', () => {
  it('wind above 15 adds 2, above 10 adds 1', () => {
    const calm = { humidity: 60, temperature: 70 };
    expect(threatScore({ windSpeed: 16, ...calm })).toBe(2);
    expect(threatScore({ windSpeed: 15, ...calm })).toBe(1);
    expect(threatScore({ windSpeed: 11, ...calm })).toBe(1);
    expect(threatScore({ windSpeed: 10, ...calm })).toBe(0);
  });
  it('humidity below 30 adds 2, below 50 adds 1', () => {
    const calm = { windSpeed: 0, temperature: 70 };
    expect(threatScore({ humidity: 29, ...calm })).toBe(2);
    expect(threatScore({ humidity: 30, ...calm })).toBe(1);
    expect(threatScore({ humidity: 49, ...calm })).toBe(1);
    expect(threatScore({ humidity: 50, ...calm })).toBe(0);
  });
  it('temperature above 85 adds 2, above 75 adds 1', () => {
    const calm = { windSpeed: 0, humidity: 60 };
    expect(threatScore({ temperature: 86, ...calm })).toBe(2);
    expect(threatScore({ temperature: 85, ...calm })).toBe(1);
    expect(threatScore({ temperature: 76, ...calm })).toBe(1);
    expect(threatScore({ temperature: 75, ...calm })).toBe(0);
  });
});

describe('Threat level: 5 or more Extreme, 3 or more High, 2 or more Elevated, else Low', () => {
  it('maps scores', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(threatLevelFromScore)).toEqual([
      'Low',
      'Low',
      'Elevated',
      'High',
      'High',
      'Extreme',
      'Extreme',
    ]);
  });
  it('a string THREAT_LEVEL tag overrides the weather-derived level', () => {
    const dry = { windSpeed: 20, humidity: 10, temperature: 100 };
    expect(threatLevel(dry)).toBe('Extreme');
    expect(threatLevel(dry, 'Moderate')).toBe('Moderate');
    expect(threatLevel(dry, 3)).toBe('Extreme');
    expect(threatLevel(dry, '  ')).toBe('Extreme');
  });
});

describe('Threat colours', () => {
  it('named levels', () => {
    expect(threatColor('Low')).toBe('green');
    expect(threatColor('moderate')).toBe('yellow');
    expect(threatColor('Elevated')).toBe('yellow');
    expect(threatColor('High')).toBe('orange');
    expect(threatColor('Very High')).toBe('orange');
    expect(threatColor('CRITICAL')).toBe('orange');
    expect(threatColor('Extreme')).toBe('red');
  });
  it('numeric 0 to 5', () => {
    expect([0, 1, 2, 3, 4, 5].map(threatColor)).toEqual([
      'green',
      'light-yellow',
      'yellow',
      'orange',
      'deep-orange',
      'red',
    ]);
    expect(threatColor('4')).toBe('deep-orange');
  });
  it('unknown or missing grey', () => {
    expect(threatColor(undefined)).toBe('grey');
    expect(threatColor(null)).toBe('grey');
    expect(threatColor('Apocalyptic')).toBe('grey');
    expect(threatColor(9)).toBe('grey');
  });
});
