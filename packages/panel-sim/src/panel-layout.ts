import { COMMAND_TAGS, describeTag, tagName, type TagValue } from '@wildfire/shared';

/** What is installed at one property: how many pumps, pressure lines and sensors. */
export interface PanelLayout {
  panelNumber: number;
  pumps: number;
  pressureSensors: number;
  temperatureSensors: number;
}

/**
 * A believable standby snapshot for a panel: water supply open, pumps idle holding line
 * pressure, settings at installer defaults. Deterministic from the layout, so the demo data
 * and the simulator start from the same state.
 */
export function standbyTags(layout: PanelLayout): Record<string, TagValue> {
  const k = layout.panelNumber % 7; // small per-panel variation, stable across restarts
  const tags: Record<string, TagValue> = {
    SYSTEM_STATUS: 0,
    SystemRunning: false,
    SystemError: false,
    STATUS_STRUCTURE_DEFENSE: 0,
    STATUS_PERIMETER_DEFENSE: 0,
    SD_LENGTH: 30,
    SD_REMAIN: 0,
    PD_LENGTH: 45,
    PD_REMAIN: 0,
    HMI_SD_TEST_ON_IND: false,
    HMI_SD_ON_ELAPSE: 2_880 + k * 360,
    HMI_SD_TEST_ON_TIME: 5,
    HMI_PD_TEST_ON_IND: false,
    HMI_PD_ON_ELAPSE: 2_880 + k * 360,
    HMI_PD_TEST_ON_TIME: 5,
    PD_ON_TIME: (60 + k * 15) * 60_000,
    VALVE_WATER_SUPPLY: 1,
    VALVE_STRUCTURE_DEFENSE: 0,
    VALVE_FIRE_RETARDANT: 0,
    VALVE_PERIMETER_DEFENSE: 0,
    AGITATOR_PUMP_STATUS: 0,
    AGITATOR_PUMP_HOUR: 6,
    AGITATOR_PUMP_MINUTE: 30,
    AGITATOR_PUMP_DURATION: 15,
    AGITATOR_PUMP_TIME_LEFT: 0,
    WATER_TANK_LEVEL: 97 - k,
    BATTERY_LEVEL: 92 - k * 3,
    CELL_SIGNAL: -68 - k * 2,
  };
  for (let n = 1; n <= layout.pumps; n++) {
    tags[tagName('HMI_PUMP{n}_RUN_IND', n)] = false;
    tags[tagName('PUMP_{n}_STATUS', n)] = 0;
    tags[tagName('PUMP_{n}_PRESSURE', n)] = 0;
    tags[tagName('PUMP_{n}_FAULT', n)] = false;
  }
  for (let n = 1; n <= layout.pressureSensors; n++) {
    // Static supply pressure with the pumps idle.
    tags[tagName('PRESSURE{n}_PSI', n)] = Math.round((38.4 + k * 0.7 - n * 0.55) * 100) / 100;
  }
  for (let n = 1; n <= layout.temperatureSensors; n++) {
    tags[tagName('TEMP_SENSOR_{n}', n)] = 68 + k + n;
  }
  return tags;
}

/** The panel's own description of what it reports and accepts (served as the SCADA definition). */
export function panelDefinition(layout: PanelLayout): Record<string, unknown> {
  const names = [...Object.keys(standbyTags(layout)), ...COMMAND_TAGS];
  return {
    panel_number: layout.panelNumber,
    model: 'WD-PLC-2',
    firmware: '2.4.1',
    pumps: layout.pumps,
    pressure_sensors: layout.pressureSensors,
    temperature_sensors: layout.temperatureSensors,
    tags: names.map((tag) => {
      const spec = describeTag(tag);
      return {
        tag,
        group: spec?.group ?? 'system',
        type: spec?.type ?? 'number',
        unit: spec?.unit ?? null,
        min: spec?.min ?? null,
        max: spec?.max ?? null,
        writable: spec?.writable ?? false,
      };
    }),
  };
}
