import { ALERT_THRESHOLDS } from '../constants/thresholds';
import { parsePumps, parseTemperatures } from './equipment';
import type { TagMap } from './tag-values';

export const ALERT_RULES = ['low_pressure', 'high_temperature', 'panel_offline'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

/** How long a condition must hold before it alerts (pumps need a moment to build pressure). */
export const ALERT_GRACE_MS: Record<AlertRule, number> = {
  low_pressure: 20_000,
  high_temperature: 10_000,
  panel_offline: 5 * 60_000,
};

/** Pressure below 50 PSI while a pump runs: the running pumps that are short of pressure. */
export function lowPressurePumps(tags: TagMap): string[] {
  return parsePumps(tags)
    .filter(
      (p) =>
        p.status === 'ON' && p.pressure != null && p.pressure < ALERT_THRESHOLDS.minimumPressurePsi,
    )
    .map((p) => `${p.name} at ${p.pressure} PSI`);
}

/** Temperature above 90 °F: the sensors that read hotter. */
export function hotSensors(tags: TagMap): string[] {
  return Object.entries(parseTemperatures(tags))
    .filter(([, v]) => v != null && v > ALERT_THRESHOLDS.maximumTemperatureF)
    .map(([sensor, v]) => `${sensor.replace('sensor', 'Sensor ')} at ${v} °F`);
}

/** The telemetry-driven rules that hold for these tags, with what triggered them. */
export function evaluateTagRules(tags: TagMap): Partial<Record<AlertRule, string[]>> {
  const result: Partial<Record<AlertRule, string[]>> = {};
  const pumps = lowPressurePumps(tags);
  if (pumps.length > 0) result.low_pressure = pumps;
  const sensors = hotSensors(tags);
  if (sensors.length > 0) result.high_temperature = sensors;
  return result;
}

/** The tags the telemetry rules read; ingest re-evaluates a site when one of them changes. */
export const RULE_TAG_PATTERN =
  /^(HMI_PUMP\d+_RUN_IND|PUMP_\d+_STATUS|PUMP_\d+_PRESSURE|PRESSURE\d+_PSI|TEMP_SENSOR_\d+)$/;

/** Defense status tags whose changes are announced ("started by ..."). */
export const DEFENSE_STATUS_TAGS = {
  SYSTEM_STATUS: { label: 'Wildfire defense system', commands: ['HMI_SYSTEM_CMD'] },
  STATUS_STRUCTURE_DEFENSE: {
    label: 'Structure defense',
    commands: ['HMI_SD_CMD', 'HMI_SYSTEM_CMD'],
  },
  STATUS_PERIMETER_DEFENSE: {
    label: 'Perimeter defense',
    commands: ['HMI_PD_CMD', 'HMI_SYSTEM_CMD'],
  },
} as const;
