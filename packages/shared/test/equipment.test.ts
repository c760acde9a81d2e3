import { describe, expect, it } from 'vitest';
import {
  hasAnySettings,
  parsePumps,
  parseSettings,
  parseTemperatures,
  parseValves,
  showTemperatureSensors,
} from '../src';

describe('pump parsing from every pump tag family', () => {
  it('HMI_PUMP{n}_RUN_IND and PUMP_{n}_STATUS give the status', () => {
    const pumps = parsePumps({ HMI_PUMP1_RUN_IND: true, PUMP_2_STATUS: 1, PUMP_3_STATUS: 0 });
    expect(pumps.map((p) => [p.name, p.status])).toEqual([
      ['Pump #1', 'ON'],
      ['Pump #2', 'ON'],
      ['Pump #3', 'OFF'],
    ]);
  });

  it('PUMP_{n}_PRESSURE gives the pressure, else PRESSURE{n}_PSI, rounded to 2 decimals', () => {
    const pumps = parsePumps({
      PUMP_1_STATUS: 1,
      PUMP_1_PRESSURE: 61.4567,
      PRESSURE2_PSI: 38.12345,
    });
    expect(pumps).toEqual([
      { id: 1, name: 'Pump #1', status: 'ON', pressure: 61.46, enabled: true, fault: false },
      { id: 2, name: 'Pump #2', status: 'OFF', pressure: 38.12, enabled: false, fault: false },
    ]);
  });

  it('a pump the panel reports faulty (PUMP_{n}_FAULT) says so', () => {
    expect(parsePumps({ PUMP_1_STATUS: 1, PUMP_1_FAULT: true })[0]?.fault).toBe(true);
  });

  it('No Pumps Available when no pump tag exists', () => {
    expect(parsePumps({ SYSTEM_STATUS: 1 })).toEqual([]);
  });
});

describe('valve parsing from the VALVE_* family with its type', () => {
  it('names each valve by its type', () => {
    const valves = parseValves({
      VALVE_PERIMETER_DEFENSE: 0,
      VALVE_WATER_SUPPLY: 1,
      VALVE_FIRE_RETARDANT: true,
      VALVE_STRUCTURE_DEFENSE: 0,
    });
    expect(valves).toEqual([
      { tag: 'VALVE_WATER_SUPPLY', name: 'Water Supply', type: 'WATER_SUPPLY', status: 'ON' },
      {
        tag: 'VALVE_STRUCTURE_DEFENSE',
        name: 'Structure Defense',
        type: 'STRUCTURE_DEFENSE',
        status: 'OFF',
      },
      { tag: 'VALVE_FIRE_RETARDANT', name: 'Fire Retardant', type: 'FIRE_RETARDANT', status: 'ON' },
      {
        tag: 'VALVE_PERIMETER_DEFENSE',
        name: 'Perimeter Defense',
        type: 'PERIMETER_DEFENSE',
        status: 'OFF',
      },
    ]);
  });

  it('numbered valves and custom names', () => {
    const valves = parseValves(
      { VALVE_PERIMETER_DEFENSE_2: 1, VALVE_PERIMETER_DEFENSE_1: 0 },
      { VALVE_PERIMETER_DEFENSE_2: 'Orchard line' },
    );
    expect(valves.map((v) => v.name)).toEqual(['Perimeter Defense 1', 'Orchard line']);
  });

  it('ignores VALVE_ tags of unknown types', () => {
    expect(parseValves({ VALVE_MYSTERY: 1 })).toEqual([]);
  });
});

describe('settings parsing, including any TEMP_SENSOR_n', () => {
  it('reads every card', () => {
    const settings = parseSettings({
      STATUS_PERIMETER_DEFENSE: 1,
      PD_LENGTH: 45,
      PD_REMAIN: 12,
      STATUS_STRUCTURE_DEFENSE: 0,
      SD_LENGTH: 30,
      SD_REMAIN: 0,
      TEMP_SENSOR_1: 71,
      TEMP_SENSOR_2: 70,
      TEMP_SENSOR_5: 140,
      AGITATOR_PUMP_STATUS: 0,
      AGITATOR_PUMP_HOUR: 6,
      AGITATOR_PUMP_MINUTE: 30,
      AGITATOR_PUMP_DURATION: 15,
      AGITATOR_PUMP_TIME_LEFT: 0,
    });
    expect(settings).toEqual({
      perimeterDefense: { status: 'ON', lengthMinutes: 45, minutesRemain: 12 },
      structureDefense: { status: 'OFF', lengthMinutes: 30, minutesRemain: 0 },
      temperatures: { sensor1: 71, sensor2: 70, sensor5: 140 },
      agitatorPump: {
        status: 'OFF',
        timeOfDayHour: 6,
        timeOfDayMinute: 30,
        duration: 15,
        timeLeft: 0,
      },
    });
    expect(hasAnySettings(settings)).toBe(true);
  });

  it('No Settings Available when the panel reports none of them', () => {
    const settings = parseSettings({ SYSTEM_STATUS: 0 });
    expect(settings).toEqual({
      perimeterDefense: null,
      structureDefense: null,
      temperatures: null,
      agitatorPump: null,
    });
    expect(hasAnySettings(settings)).toBe(false);
  });
});

describe('Temperature Sensors show only when some reading is non-zero and non-null', () => {
  it('follows the rule', () => {
    expect(showTemperatureSensors(parseTemperatures({ TEMP_SENSOR_1: 0, TEMP_SENSOR_2: 0 }))).toBe(
      false,
    );
    expect(showTemperatureSensors(parseTemperatures({}))).toBe(false);
    expect(showTemperatureSensors({ sensor1: null, sensor2: 0 })).toBe(false);
    expect(showTemperatureSensors(parseTemperatures({ TEMP_SENSOR_1: 0, TEMP_SENSOR_2: 68 }))).toBe(
      true,
    );
  });
});
