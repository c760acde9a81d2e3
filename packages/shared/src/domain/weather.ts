import { roundTo } from './tag-values';

const COMPASS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/** Degrees to a 16-point compass direction. */
export function compassDirection(degrees: number): (typeof COMPASS)[number] {
  const normalised = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalised / 22.5) % 16]!;
}

export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

/**
 * A wind speed in mph from an observation's value and its stated unit. NWS observations
 * usually give km/h (`wmoUnit:km_h-1`); the spec's x2.237 is the m/s factor.
 */
export function windSpeedMph(value: number, unitCode: string | null | undefined): number {
  const unit = (unitCode ?? '').replace(/^wmoUnit:/, '');
  switch (unit) {
    case 'km_h-1':
      return roundTo(value * 0.621371, 1);
    case 'm_s-1':
      return roundTo(value * 2.237, 1);
    case 'kn':
      return roundTo(value * 1.15078, 1);
    case 'mi_h-1':
      return roundTo(value, 1);
    default:
      // The spec's behaviour when no unit is stated: metres per second.
      return roundTo(value * 2.237, 1);
  }
}
