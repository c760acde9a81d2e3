import { PRESSURE_PSI, READINESS_THRESHOLDS } from '../constants/thresholds';
import { describeTag } from '../constants/tags';
import { parseTemperatures } from './equipment';
import { familyIndexes, isOn, numberValue, roundTo, type TagMap } from './tag-values';

/**
 * Alarms: one condition at one site, raised once it has held for its grace period, updated
 * while it lasts, cleared by itself when it ends (with one notice to the people it reached) and
 * acknowledged per person. This module is the catalogue of conditions and the pure rules that
 * find them in a panel's tags; the server keeps their lifecycle (docs/alarms.md).
 *
 * A new kind of alarm (a fire nearby, an escalation) is one more entry here with its texts,
 * severity rule and grace period; the lifecycle does not change.
 */

export const ALARM_CONDITIONS = [
  'panel_offline',
  'low_water',
  'pump_fault',
  'low_pressure',
  'low_battery',
  'sensor_fault',
  'high_temperature',
  'command_refused',
  'fire_nearby',
  'auto_activation_blocked',
] as const;
export type AlarmCondition = (typeof ALARM_CONDITIONS)[number];

export const isAlarmCondition = (value: string): value is AlarmCondition =>
  (ALARM_CONDITIONS as readonly string[]).includes(value);

/** How an active alarm reads: urgent, a warning, or for information (a fire 10 to 30 miles away). */
export type AlarmSeverity = 'urgent' | 'warning' | 'info';

/** An alarm's stored alert type as its severity. */
export const alarmSeverityOf = (type: string): AlarmSeverity =>
  type === 'urgent' ? 'urgent' : type === 'info' ? 'info' : 'warning';

const SEVERITY_RANK: Record<AlarmSeverity, number> = { urgent: 0, warning: 1, info: 2 };

export interface AlarmKind {
  /** The alarm's title while it is active. */
  title: string;
  /** The title of the one notice sent when it clears by itself. */
  clearedTitle: string;
  /** That notice's text. */
  clearedText: (property: string) => string;
  /** What the owner should do about it, in a sentence or two. */
  whatToDo: string;
  /** Whether it leaves the system not ready to defend the property (the Not ready card). */
  readiness: boolean;
  /** How long the condition must hold before the alarm is raised (none above 60 s). */
  graceMs: number;
}

export const ALARM_KINDS: Record<AlarmCondition, AlarmKind> = {
  panel_offline: {
    title: 'Panel offline',
    clearedTitle: 'Panel back online',
    clearedText: (property) =>
      `The panel at ${property} is reporting again: live status and remote control are back.`,
    whatToDo:
      'Live status and remote control are unavailable until it reconnects. Check the panel’s power and the cellular gateway. If a fire threatens the property, call 911.',
    readiness: true,
    graceMs: 60_000,
  },
  low_water: {
    title: 'Water tank low',
    clearedTitle: 'Water tank refilled',
    clearedText: (property) =>
      `The water tank at ${property} is above ${READINESS_THRESHOLDS.tankLowPct} % again.`,
    whatToDo:
      'The pumps cannot defend the property without water, and the panel refuses to start on an empty tank. Refill the tank or check the supply line and refill valve; call your service partner if the level does not rise.',
    readiness: true,
    graceMs: 10_000,
  },
  pump_fault: {
    title: 'Pump fault',
    clearedTitle: 'Pump fault cleared',
    clearedText: (property) => `The panel at ${property} no longer reports a fault.`,
    whatToDo:
      'The panel refuses to start while it reports a fault. Look at the panel’s display and call your service partner.',
    readiness: true,
    graceMs: 5_000,
  },
  low_pressure: {
    title: 'Low water pressure',
    clearedTitle: 'Water pressure restored',
    clearedText: (property) =>
      `Line pressure at ${property} is back above the ${PRESSURE_PSI.minimum} PSI minimum.`,
    whatToDo:
      'Sprinklers may not reach full coverage. Check the water supply and tank level; call your service partner if it persists.',
    readiness: true,
    graceMs: 20_000,
  },
  low_battery: {
    title: 'Backup battery low',
    clearedTitle: 'Backup battery recharged',
    clearedText: (property) =>
      `The backup battery at ${property} is above ${READINESS_THRESHOLDS.batteryLowPct} % again.`,
    whatToDo:
      'The panel runs on its battery when the power fails, as it often does in a fire. Check that the panel has mains power; call your service partner if the battery stays low.',
    readiness: true,
    graceMs: 30_000,
  },
  sensor_fault: {
    title: 'Temperature sensor fault',
    clearedTitle: 'Temperature sensors reporting normally',
    clearedText: (property) => `Every temperature sensor at ${property} reports normally again.`,
    whatToDo:
      'A faulty sensor cannot warn you of heat from a fire. Check its wiring and call your service partner.',
    readiness: true,
    graceMs: 30_000,
  },
  high_temperature: {
    title: 'High temperature',
    clearedTitle: 'Temperature back to normal',
    clearedText: (property) =>
      `Every temperature sensor at ${property} reads ${READINESS_THRESHOLDS.maximumTemperatureF} °F or less again.`,
    whatToDo:
      'A high reading can mean fire nearby. Check the area and be ready to activate your defense.',
    readiness: false,
    graceMs: 10_000,
  },
  command_refused: {
    title: 'Panel refused a command',
    clearedTitle: 'Panel accepting commands again',
    clearedText: (property) => `The panel at ${property} has carried out a command again.`,
    whatToDo:
      'The system did not change. Fix what the panel names, then try again. If a fire threatens the property, call 911.',
    readiness: false,
    graceMs: 0,
  },
  // Fire proximity (fire-proximity.ts): info within 30 miles, warning 10, urgent 3.
  fire_nearby: {
    title: 'Fire nearby',
    clearedTitle: 'Fire no longer nearby',
    clearedText: (property) =>
      `No fire is within 30 miles of ${property} any more, by the latest perimeters, satellite detections and National Weather Service alerts.`,
    whatToDo:
      'Follow the instructions of local authorities and leave when told to. Check your water supply and be ready to start your defense; start it only if it is safe to do so.',
    readiness: false,
    graceMs: 0,
  },
  auto_activation_blocked: {
    title: 'Automatic activation could not start',
    clearedTitle: 'Automatic activation approved again',
    clearedText: (property) =>
      `Automatic activation at ${property} was approved again (or has since started the system).`,
    whatToDo:
      'Your automatic-activation rule fired, but the panel was offline or not ready, so nothing was started. Start the system yourself if you can, fix what the panel names, and call 911 if a fire threatens the property.',
    readiness: false,
    graceMs: 0,
  },
};

/** Conditions found in a panel's tags (offline and refusals come from elsewhere). */
export const TAG_ALARM_CONDITIONS = [
  'low_water',
  'pump_fault',
  'low_pressure',
  'low_battery',
  'sensor_fault',
  'high_temperature',
] as const satisfies readonly AlarmCondition[];
export type TagAlarmCondition = (typeof TAG_ALARM_CONDITIONS)[number];

/** A condition found to hold: how severe, and what exactly (`Line 1 at 31 PSI`). */
export interface AlarmFinding {
  /** Info only for a fire far off (within 30 miles): the other alarms warn or are urgent. */
  severity: AlarmSeverity | 'info';
  detail: string[];
}

const percent = (value: number) => `${Math.round(value)} %`;

/** Water tank below 25 % warns, below 10 % is urgent. */
export function lowWater(tags: TagMap): AlarmFinding | null {
  const level = numberValue(tags.WATER_TANK_LEVEL);
  if (level === null || level >= READINESS_THRESHOLDS.tankLowPct) return null;
  return {
    severity: level < READINESS_THRESHOLDS.tankUrgentPct ? 'urgent' : 'warning',
    detail: [`Water tank at ${percent(level)}`],
  };
}

/** Any pump fault (PUMP_{n}_FAULT) or the panel's SystemError. */
export function pumpFault(tags: TagMap): AlarmFinding | null {
  const pumps = familyIndexes(tags, /^PUMP_(\d+)_FAULT$/)
    .filter((n) => isOn(tags[`PUMP_${n}_FAULT`]))
    .map((n) => `Pump #${n} fault`);
  if (pumps.length > 0) return { severity: 'urgent', detail: pumps };
  return isOn(tags.SystemError) ? { severity: 'urgent', detail: ['System error'] } : null;
}

/**
 * Line pressure below the 40 PSI minimum while a pump runs. The line sensors (PRESSURE{n}_PSI)
 * measure what reaches the sprinklers; a panel without them is judged on its pumps' discharge.
 */
export function lowPressure(tags: TagMap): AlarmFinding | null {
  const running =
    familyIndexes(tags, /^HMI_PUMP(\d+)_RUN_IND$/).some((n) =>
      isOn(tags[`HMI_PUMP${n}_RUN_IND`]),
    ) || familyIndexes(tags, /^PUMP_(\d+)_STATUS$/).some((n) => isOn(tags[`PUMP_${n}_STATUS`]));
  if (!running) return null;
  const lines = familyIndexes(tags, /^PRESSURE(\d+)_PSI$/);
  const readings =
    lines.length > 0
      ? lines.map((n) => ({ name: `Line ${n}`, psi: numberValue(tags[`PRESSURE${n}_PSI`]) }))
      : familyIndexes(tags, /^PUMP_(\d+)_PRESSURE$/)
          .filter((n) => isOn(tags[`PUMP_${n}_STATUS`]) || isOn(tags[`HMI_PUMP${n}_RUN_IND`]))
          .map((n) => ({ name: `Pump #${n}`, psi: numberValue(tags[`PUMP_${n}_PRESSURE`]) }));
  const low = readings
    .filter((r): r is { name: string; psi: number } => r.psi !== null)
    .filter((r) => r.psi < PRESSURE_PSI.minimum)
    .map((r) => `${r.name} at ${roundTo(r.psi, 1)} PSI`);
  return low.length > 0 ? { severity: 'urgent', detail: low } : null;
}

/** Backup battery below 30 %. */
export function lowBattery(tags: TagMap): AlarmFinding | null {
  const level = numberValue(tags.BATTERY_LEVEL);
  if (level === null || level >= READINESS_THRESHOLDS.batteryLowPct) return null;
  return { severity: 'warning', detail: [`Backup battery at ${percent(level)}`] };
}

const sensorRange = describeTag('TEMP_SENSOR_1')!;

/**
 * A temperature sensor out of its range (-40 to 2000 °F, or not a number), or silent: not heard
 * from for 5 minutes while the panel's other values keep arriving (`tagTimes`: when the panel
 * measured each tag, epoch ms). Measured against the panel's own newest value, so an offline
 * panel does not make every sensor silent and the panel's clock is compared with itself.
 */
export function sensorFault(
  tags: TagMap,
  tagTimes: Readonly<Record<string, number>> = {},
): AlarmFinding | null {
  const newest = Math.max(0, ...Object.values(tagTimes));
  const faults: string[] = [];
  for (const n of familyIndexes(tags, /^TEMP_SENSOR_(\d+)$/)) {
    const name = `TEMP_SENSOR_${n}`;
    const value = tags[name];
    const reading = typeof value === 'number' && Number.isFinite(value) ? value : null;
    const measured = tagTimes[name];
    if (reading === null || reading < sensorRange.min! || reading > sensorRange.max!) {
      faults.push(`Sensor ${n} reads ${String(value)}, outside its range`);
    } else if (measured !== undefined && newest - measured > READINESS_THRESHOLDS.sensorSilentMs) {
      faults.push(`Sensor ${n} has not reported for more than 5 minutes`);
    }
  }
  return faults.length > 0 ? { severity: 'warning', detail: faults } : null;
}

/** Temperature above 90 °F: a sign of fire nearby. */
export function highTemperature(tags: TagMap): AlarmFinding | null {
  const hot = Object.entries(parseTemperatures(tags))
    .filter(([, v]) => v != null && v > READINESS_THRESHOLDS.maximumTemperatureF)
    .map(([sensor, v]) => `${sensor.replace('sensor', 'Sensor ')} at ${v} °F`);
  return hot.length > 0 ? { severity: 'urgent', detail: hot } : null;
}

/** Every tag-driven condition that holds for these tags. */
export function evaluateTagAlarms(
  tags: TagMap,
  tagTimes?: Readonly<Record<string, number>>,
): Partial<Record<TagAlarmCondition, AlarmFinding>> {
  const found: Partial<Record<TagAlarmCondition, AlarmFinding | null>> = {
    low_water: lowWater(tags),
    pump_fault: pumpFault(tags),
    low_pressure: lowPressure(tags),
    low_battery: lowBattery(tags),
    sensor_fault: sensorFault(tags, tagTimes),
    high_temperature: highTemperature(tags),
  };
  const holding: Partial<Record<TagAlarmCondition, AlarmFinding>> = {};
  for (const condition of TAG_ALARM_CONDITIONS) {
    const finding = found[condition];
    if (finding) holding[condition] = finding;
  }
  return holding;
}

/** The tags the rules read: ingest re-evaluates a site when one of them arrives. */
export const ALARM_TAG_PATTERN =
  /^(HMI_PUMP\d+_RUN_IND|PUMP_\d+_STATUS|PUMP_\d+_PRESSURE|PUMP_\d+_FAULT|PRESSURE\d+_PSI|TEMP_SENSOR_\d+|WATER_TANK_LEVEL|BATTERY_LEVEL|SystemError)$/;

/** The alarm's text for a condition found at a property. */
export function alarmDescription(
  condition: AlarmCondition,
  property: string,
  detail: readonly string[],
): string {
  const what = detail.join(', ');
  switch (condition) {
    case 'low_water':
      return `${what} at ${property}: below ${READINESS_THRESHOLDS.tankLowPct} %.`;
    case 'pump_fault':
      return `The panel at ${property} reports: ${what}.`;
    case 'low_pressure':
      return `${what} at ${property}: below the ${PRESSURE_PSI.minimum} PSI minimum while a pump runs.`;
    case 'low_battery':
      return `${what} at ${property}: below ${READINESS_THRESHOLDS.batteryLowPct} %.`;
    case 'sensor_fault':
      return `${what} at ${property}.`;
    case 'high_temperature':
      return `${what} at ${property}: above ${READINESS_THRESHOLDS.maximumTemperatureF} °F.`;
    case 'panel_offline':
      return `The panel at ${property} is offline${what ? `: ${what}` : ''}.`;
    case 'command_refused':
      return `The panel at ${property} refused ${what}.`;
    case 'fire_nearby':
      return `Fire near ${property}: ${what}.`;
    case 'auto_activation_blocked':
      return `Automatic activation at ${property} did not start the system: ${what}.`;
  }
}

/** Every alarm's rule key: one open alarm per condition and site. */
export const alarmRuleKey = (condition: AlarmCondition, siteId: string) => `${condition}:${siteId}`;

/** Most severe first, then in catalogue order (the Not ready card's order). */
export function compareAlarms(
  a: { condition: string; severity: AlarmSeverity },
  b: { condition: string; severity: AlarmSeverity },
): number {
  if (a.severity !== b.severity) return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  const order = (c: string) => (ALARM_CONDITIONS as readonly string[]).indexOf(c);
  return order(a.condition) - order(b.condition);
}
