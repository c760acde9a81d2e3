import {
  familyIndexes,
  isOn,
  numberValue,
  onOff,
  roundTo,
  type OnOff,
  type TagMap,
} from './tag-values';

export interface Pump {
  id: number;
  name: string;
  status: OnOff;
  /** PSI, two decimals; null when the panel reports no pressure for this pump. */
  pressure: number | null;
  /** The panel reports this pump (it can be started). */
  enabled: boolean;
  /** The panel reports a fault on this pump (PUMP_{n}_FAULT). */
  fault: boolean;
}

/**
 * One pump per index found in any pump family: HMI_PUMP{n}_RUN_IND, PUMP_{n}_STATUS,
 * PUMP_{n}_PRESSURE and the line sensor PRESSURE{n}_PSI (rounded to 2 decimals).
 */
export function parsePumps(tags: TagMap): Pump[] {
  const indexes = new Set([
    ...familyIndexes(tags, /^HMI_PUMP(\d+)_RUN_IND$/),
    ...familyIndexes(tags, /^PUMP_(\d+)_STATUS$/),
    ...familyIndexes(tags, /^PUMP_(\d+)_PRESSURE$/),
    ...familyIndexes(tags, /^PRESSURE(\d+)_PSI$/),
  ]);
  return [...indexes]
    .sort((a, b) => a - b)
    .map((n) => {
      const running = isOn(tags[`HMI_PUMP${n}_RUN_IND`]) || isOn(tags[`PUMP_${n}_STATUS`]);
      const pressure =
        numberValue(tags[`PUMP_${n}_PRESSURE`]) ?? numberValue(tags[`PRESSURE${n}_PSI`]);
      return {
        id: n,
        name: `Pump #${n}`,
        status: running ? 'ON' : 'OFF',
        pressure: pressure == null ? null : roundTo(pressure, 2),
        enabled:
          tags[`PUMP_${n}_STATUS`] !== undefined || tags[`HMI_PUMP${n}_RUN_IND`] !== undefined,
        fault: isOn(tags[`PUMP_${n}_FAULT`]),
      };
    });
}

export const VALVE_TYPES = [
  'WATER_SUPPLY',
  'STRUCTURE_DEFENSE',
  'FIRE_RETARDANT',
  'PERIMETER_DEFENSE',
] as const;
export type ValveType = (typeof VALVE_TYPES)[number];

export const VALVE_TYPE_LABELS: Record<ValveType, string> = {
  WATER_SUPPLY: 'Water Supply',
  STRUCTURE_DEFENSE: 'Structure Defense',
  FIRE_RETARDANT: 'Fire Retardant',
  PERIMETER_DEFENSE: 'Perimeter Defense',
};

export interface Valve {
  /** The tag that reports it, e.g. VALVE_WATER_SUPPLY or VALVE_WATER_SUPPLY_2: the key for renaming. */
  tag: string;
  name: string;
  type: ValveType;
  status: OnOff;
}

/** One valve per VALVE_{TYPE} or VALVE_{TYPE}_{n} tag; custom names (per site) replace the default. */
export function parseValves(
  tags: TagMap,
  customNames: Readonly<Record<string, string>> = {},
): Valve[] {
  const valves: Valve[] = [];
  for (const [tag, value] of Object.entries(tags)) {
    const match = /^VALVE_([A-Z_]+?)(?:_(\d+))?$/.exec(tag);
    if (!match) continue;
    const type = VALVE_TYPES.find((t) => t === match[1]);
    if (!type) continue;
    const defaultName = match[2]
      ? `${VALVE_TYPE_LABELS[type]} ${match[2]}`
      : VALVE_TYPE_LABELS[type];
    valves.push({ tag, name: customNames[tag] ?? defaultName, type, status: onOff(value) });
  }
  return valves.sort(
    (a, b) =>
      VALVE_TYPES.indexOf(a.type) - VALVE_TYPES.indexOf(b.type) || a.tag.localeCompare(b.tag),
  );
}

/** Temperature readings by sensor (sensor1, sensor2, ... sensorN), in °F. */
export function parseTemperatures(tags: TagMap): Record<string, number | null> {
  const readings: Record<string, number | null> = {};
  for (const n of familyIndexes(tags, /^TEMP_SENSOR_(\d+)$/)) {
    readings[`sensor${n}`] = numberValue(tags[`TEMP_SENSOR_${n}`]);
  }
  return readings;
}

/** The Temperature Sensors card shows only when some reading is non-zero and non-null. */
export const showTemperatureSensors = (readings: Record<string, number | null>) =>
  Object.values(readings).some((v) => v != null && v !== 0);
