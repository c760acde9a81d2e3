import { THREAT_SCORE } from '../constants/thresholds';

export type ThreatLevel = 'Low' | 'Elevated' | 'High' | 'Extreme';

export interface ThreatInputs {
  /** mph */
  windSpeed: number;
  /** percent */
  humidity: number;
  /** °F */
  temperature: number;
}

/** Points for wind, humidity and temperature (customer-portal.md section 9). */
export function threatScore({ windSpeed, humidity, temperature }: ThreatInputs): number {
  const { wind, humidity: h, temperature: t } = THREAT_SCORE;
  let score = 0;
  if (windSpeed > wind.high) score += wind.highPoints;
  else if (windSpeed > wind.moderate) score += wind.moderatePoints;
  if (humidity < h.low) score += h.lowPoints;
  else if (humidity < h.moderate) score += h.moderatePoints;
  if (temperature > t.high) score += t.highPoints;
  else if (temperature > t.moderate) score += t.moderatePoints;
  return score;
}

/** 5 or more Extreme, 3 or more High, 2 or more Elevated, else Low. */
export function threatLevelFromScore(score: number): ThreatLevel {
  const { levels } = THREAT_SCORE;
  if (score >= levels.extreme) return 'Extreme';
  if (score >= levels.high) return 'High';
  if (score >= levels.elevated) return 'Elevated';
  return 'Low';
}

/** The weather-derived level, unless the panel's THREAT_LEVEL tag holds a text value. */
export function threatLevel(inputs: ThreatInputs, threatLevelTag?: unknown): string {
  if (typeof threatLevelTag === 'string' && threatLevelTag.trim() !== '')
    return threatLevelTag.trim();
  return threatLevelFromScore(threatScore(inputs));
}

export type ThreatColor =
  'green' | 'light-yellow' | 'yellow' | 'orange' | 'deep-orange' | 'red' | 'grey';

const NUMERIC_COLORS: ThreatColor[] = [
  'green',
  'light-yellow',
  'yellow',
  'orange',
  'deep-orange',
  'red',
];

/**
 * Threat colours: low green; moderate or elevated yellow; high, very high or critical orange;
 * extreme red; numeric 0 green, 1 light yellow, 2 yellow, 3 orange, 4 deep orange, 5 red;
 * unknown or missing grey.
 */
export function threatColor(level: string | number | null | undefined): ThreatColor {
  if (level == null) return 'grey';
  const numeric =
    typeof level === 'number'
      ? level
      : level.trim() !== '' && Number.isFinite(Number(level))
        ? Number(level)
        : null;
  if (numeric != null)
    return Number.isInteger(numeric) && numeric >= 0 && numeric <= 5
      ? NUMERIC_COLORS[numeric]!
      : 'grey';
  switch (String(level).trim().toLowerCase()) {
    case 'low':
      return 'green';
    case 'moderate':
    case 'elevated':
      return 'yellow';
    case 'high':
    case 'very high':
    case 'critical':
      return 'orange';
    case 'extreme':
      return 'red';
    default:
      return 'grey';
  }
}
