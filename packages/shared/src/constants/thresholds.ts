/** Figures from the customer-portal spec, section 9, used by the rules in domain/. */

/** Threat score weights: [above or below this, points]. */
export const THREAT_SCORE = {
  wind: { high: 15, highPoints: 2, moderate: 10, moderatePoints: 1 },
  humidity: { low: 30, lowPoints: 2, moderate: 50, moderatePoints: 1 },
  temperature: { high: 85, highPoints: 2, moderate: 75, moderatePoints: 1 },
  levels: { extreme: 5, high: 3, elevated: 2 },
} as const;

/** Coverage area estimate from PD_ON_TIME, in acres. */
export const COVERAGE_AREA = {
  baseAcres: 1.5,
  minAcres: 1.5,
  maxAcres: 3.5,
  minutesPerAcre: 100,
} as const;

/**
 * Pressure guidance from the help text: 40 PSI minimum, 50-70 typical. The low-pressure alarm,
 * the Pumps badges and Help all use these figures (the spec's sample alert text said 50).
 */
export const PRESSURE_PSI = { minimum: 40, typicalLow: 50, typicalHigh: 70 } as const;

/**
 * What makes a system not ready to defend a property (issue 29): the readiness alarms'
 * thresholds. A tank below 25 % warns and below 10 % is urgent; a battery below 30 % warns; a
 * temperature sensor not heard from for 5 minutes while the panel reports is silent.
 */
export const READINESS_THRESHOLDS = {
  tankLowPct: 25,
  tankUrgentPct: 10,
  batteryLowPct: 30,
  maximumTemperatureF: 90,
  sensorSilentMs: 5 * 60_000,
} as const;

/** Map sizes and zoom levels. */
export const MAP = {
  pageHeight: 375,
  defaultHeight: 275,
  propertyZoom: 17,
  ownLocationZoom: 15,
  defaultZoom: 10,
  /** A fixed point in the Los Angeles area. */
  defaultCenter: { latitude: 34.0522, longitude: -118.2437 },
} as const;

/** Weather defaults when a station leaves a field out. */
export const WEATHER_DEFAULTS = {
  humidity: 50,
  windSpeed: 0,
  windDirection: 'N',
  highAboveTemperature: 5,
  lowBelowTemperature: 10,
} as const;

/** Timezones offered in My Account; the first is the default. */
export const TIMEZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
] as const;
export type Timezone = (typeof TIMEZONES)[number];
