/**
 * The tag dictionary: every tag a panel reports or accepts, with unit, range and whether the
 * portal may write it. Families whose names carry an index (`PUMP_{n}_STATUS`) are described
 * once with a pattern. `docs/panel-protocol.md` is the prose version of this table.
 */

export type TagValueType = 'number' | 'boolean' | 'string';

export type TagGroup =
  | 'system'
  | 'structure_defense'
  | 'perimeter_defense'
  | 'pumps'
  | 'pressure'
  | 'valves'
  | 'temperature'
  | 'agitator'
  | 'water'
  | 'power'
  | 'connectivity'
  | 'fire_risk'
  | 'commands';

export interface TagSpec {
  /** Name, or a pattern with `{n}` standing for a 1-based index. */
  name: string;
  group: TagGroup;
  type: TagValueType;
  unit?: string;
  min?: number;
  max?: number;
  /** Whether `POST /api/scada/write` accepts it; status tags are set by the panel only. */
  writable: boolean;
  description: string;
}

const onOff = { type: 'number', unit: '0/1', min: 0, max: 1 } as const;
const indicator = { type: 'boolean' } as const;

export const TAG_DICTIONARY: readonly TagSpec[] = [
  // System
  {
    name: 'SYSTEM_STATUS',
    group: 'system',
    ...onOff,
    writable: false,
    description: 'Whole system active (1) or standby (0).',
  },
  {
    name: 'STATUS_SYSTEM',
    group: 'system',
    ...onOff,
    writable: false,
    description: 'Older firmware name for SYSTEM_STATUS.',
  },
  {
    name: 'SystemRunning',
    group: 'system',
    ...indicator,
    writable: false,
    description: 'A defense cycle is running.',
  },
  {
    name: 'SystemError',
    group: 'system',
    ...indicator,
    writable: false,
    description: 'The panel reports a fault.',
  },
  // Structure defense
  {
    name: 'STATUS_STRUCTURE_DEFENSE',
    group: 'structure_defense',
    ...onOff,
    writable: false,
    description: 'Structure sprinklers on.',
  },
  {
    name: 'SD_LENGTH',
    group: 'structure_defense',
    type: 'number',
    unit: 'min',
    min: 1,
    max: 240,
    writable: true,
    description: 'Structure defense run length.',
  },
  {
    name: 'SD_REMAIN',
    group: 'structure_defense',
    type: 'number',
    unit: 'min',
    min: 0,
    max: 240,
    writable: false,
    description: 'Minutes left in the structure defense cycle.',
  },
  {
    name: 'HMI_SD_TEST_ON_IND',
    group: 'structure_defense',
    ...indicator,
    writable: false,
    description: 'Structure defense test run in progress.',
  },
  {
    name: 'HMI_SD_ON_ELAPSE',
    group: 'structure_defense',
    type: 'number',
    unit: 'min',
    min: 0,
    max: 525_600,
    writable: false,
    description: 'Minutes since structure defense last started.',
  },
  {
    name: 'HMI_SD_TEST_ON_TIME',
    group: 'structure_defense',
    type: 'number',
    unit: 'min',
    min: 0,
    max: 60,
    writable: false,
    description: 'Length of the last structure test run.',
  },
  // Perimeter defense
  {
    name: 'STATUS_PERIMETER_DEFENSE',
    group: 'perimeter_defense',
    ...onOff,
    writable: false,
    description: 'Perimeter sprinklers on.',
  },
  {
    name: 'PD_LENGTH',
    group: 'perimeter_defense',
    type: 'number',
    unit: 'min',
    min: 1,
    max: 240,
    writable: true,
    description: 'Perimeter defense run length.',
  },
  {
    name: 'PD_REMAIN',
    group: 'perimeter_defense',
    type: 'number',
    unit: 'min',
    min: 0,
    max: 240,
    writable: false,
    description: 'Minutes left in the perimeter defense cycle.',
  },
  {
    name: 'HMI_PD_TEST_ON_IND',
    group: 'perimeter_defense',
    ...indicator,
    writable: false,
    description: 'Perimeter defense test run in progress.',
  },
  {
    name: 'HMI_PD_ON_ELAPSE',
    group: 'perimeter_defense',
    type: 'number',
    unit: 'min',
    min: 0,
    max: 525_600,
    writable: false,
    description: 'Minutes since perimeter defense last started.',
  },
  {
    name: 'HMI_PD_TEST_ON_TIME',
    group: 'perimeter_defense',
    type: 'number',
    unit: 'min',
    min: 0,
    max: 60,
    writable: false,
    description: 'Length of the last perimeter test run.',
  },
  {
    name: 'PD_ON_TIME',
    group: 'perimeter_defense',
    type: 'number',
    unit: 'ms',
    min: 0,
    max: 864_000_000,
    writable: false,
    description: 'Total perimeter sprinkler run time (drives the coverage estimate).',
  },
  // Pumps and pressure
  {
    name: 'HMI_PUMP{n}_RUN_IND',
    group: 'pumps',
    ...indicator,
    writable: false,
    description: 'Pump n is running.',
  },
  {
    name: 'PUMP_{n}_STATUS',
    group: 'pumps',
    ...onOff,
    writable: false,
    description: 'Pump n on (1) or off (0).',
  },
  {
    name: 'PUMP_{n}_PRESSURE',
    group: 'pumps',
    type: 'number',
    unit: 'PSI',
    min: 0,
    max: 150,
    writable: false,
    description: 'Discharge pressure of pump n.',
  },
  {
    name: 'PUMP_{n}_FAULT',
    group: 'pumps',
    ...indicator,
    writable: false,
    description: 'Pump n reports a fault (the panel also sets SystemError).',
  },
  {
    name: 'PRESSURE{n}_PSI',
    group: 'pressure',
    type: 'number',
    unit: 'PSI',
    min: 0,
    max: 150,
    writable: false,
    description: 'Line pressure sensor n.',
  },
  // Valves
  {
    name: 'VALVE_WATER_SUPPLY',
    group: 'valves',
    ...onOff,
    writable: false,
    description: 'Water supply valve open.',
  },
  {
    name: 'VALVE_STRUCTURE_DEFENSE',
    group: 'valves',
    ...onOff,
    writable: false,
    description: 'Structure defense valve open.',
  },
  {
    name: 'VALVE_FIRE_RETARDANT',
    group: 'valves',
    ...onOff,
    writable: false,
    description: 'Fire retardant valve open.',
  },
  {
    name: 'VALVE_PERIMETER_DEFENSE',
    group: 'valves',
    ...onOff,
    writable: false,
    description: 'Perimeter defense valve open.',
  },
  // Temperatures
  {
    name: 'TEMP_SENSOR_{n}',
    group: 'temperature',
    type: 'number',
    unit: '°F',
    min: -40,
    max: 2000,
    writable: false,
    description: 'Temperature sensor n.',
  },
  // Agitator
  {
    name: 'AGITATOR_PUMP_STATUS',
    group: 'agitator',
    ...onOff,
    writable: false,
    description: 'Retardant agitator running.',
  },
  {
    name: 'AGITATOR_PUMP_HOUR',
    group: 'agitator',
    type: 'number',
    unit: 'hour',
    min: 0,
    max: 23,
    writable: true,
    description: 'Daily agitator start, hour.',
  },
  {
    name: 'AGITATOR_PUMP_MINUTE',
    group: 'agitator',
    type: 'number',
    unit: 'minute',
    min: 0,
    max: 59,
    writable: true,
    description: 'Daily agitator start, minute.',
  },
  {
    name: 'AGITATOR_PUMP_DURATION',
    group: 'agitator',
    type: 'number',
    unit: 'min',
    min: 1,
    max: 120,
    writable: true,
    description: 'Daily agitator run length.',
  },
  {
    name: 'AGITATOR_PUMP_TIME_LEFT',
    group: 'agitator',
    type: 'number',
    unit: 'min',
    min: 0,
    max: 120,
    writable: false,
    description: 'Minutes left in the agitator run.',
  },
  // Water, power, connectivity, fire risk
  {
    name: 'WATER_TANK_LEVEL',
    group: 'water',
    type: 'number',
    unit: '%',
    min: 0,
    max: 100,
    writable: false,
    description: 'Water tank level.',
  },
  {
    name: 'BATTERY_LEVEL',
    group: 'power',
    type: 'number',
    unit: '%',
    min: 0,
    max: 100,
    writable: false,
    description: 'Backup battery charge.',
  },
  {
    name: 'CELL_SIGNAL',
    group: 'connectivity',
    type: 'number',
    unit: 'dBm',
    min: -140,
    max: -20,
    writable: false,
    description: 'Cellular signal strength at the gateway.',
  },
  {
    name: 'THREAT_LEVEL',
    group: 'fire_risk',
    type: 'string',
    writable: false,
    description:
      'Fire threat level set at the panel; a text value overrides the weather-derived level.',
  },
  // Commands: 1 starts, 0 stops
  {
    name: 'HMI_SYSTEM_CMD',
    group: 'commands',
    ...onOff,
    writable: true,
    description: 'Start (1) or stop (0) the whole system.',
  },
  {
    name: 'HMI_SD_CMD',
    group: 'commands',
    ...onOff,
    writable: true,
    description: 'Start (1) or stop (0) structure defense.',
  },
  {
    name: 'HMI_PD_CMD',
    group: 'commands',
    ...onOff,
    writable: true,
    description: 'Start (1) or stop (0) perimeter defense.',
  },
  {
    name: 'HMI_SD_TEST_CMD',
    group: 'commands',
    ...onOff,
    writable: true,
    description: 'Start (1) or stop (0) a structure defense test run.',
  },
  {
    name: 'HMI_PD_TEST_CMD',
    group: 'commands',
    ...onOff,
    writable: true,
    description: 'Start (1) or stop (0) a perimeter defense test run.',
  },
  {
    name: 'HMI_AGITATOR_CMD',
    group: 'commands',
    ...onOff,
    writable: true,
    description: 'Start (1) or stop (0) the retardant agitator.',
  },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matchers = TAG_DICTIONARY.map((spec) => ({
  spec,
  pattern: new RegExp(`^${escapeRegExp(spec.name).replace('\\{n\\}', '([1-9][0-9]?)')}$`),
}));

/** The dictionary entry for a concrete tag name, or undefined for an unknown tag. */
export function describeTag(tag: string): TagSpec | undefined {
  return matchers.find((m) => m.pattern.test(tag))?.spec;
}

/** The tag names that change a running system (1 starts, 0 stops). */
export const COMMAND_TAGS = [
  'HMI_SYSTEM_CMD',
  'HMI_SD_CMD',
  'HMI_PD_CMD',
  'HMI_SD_TEST_CMD',
  'HMI_PD_TEST_CMD',
  'HMI_AGITATOR_CMD',
] as const;
export type CommandTag = (typeof COMMAND_TAGS)[number];

/** Expand an indexed family name for index n: `PUMP_{n}_STATUS` → `PUMP_2_STATUS`. */
export const tagName = (family: string, n: number) => family.replace('{n}', String(n));
