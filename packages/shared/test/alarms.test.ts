import { describe, expect, it } from 'vitest';
import {
  ALARM_CONDITIONS,
  ALARM_KINDS,
  alarmDescription,
  alarmSeverityOf,
  compareAlarms,
  changesToAnnounce,
  evaluateTagAlarms,
  highTemperature,
  lowBattery,
  lowPressure,
  lowWater,
  PRESSURE_PSI,
  pumpFault,
  sensorFault,
} from '../src';

describe('readiness alarm: water tank below 25 % (urgent below 10 %)', () => {
  it('warns below 25 %', () => {
    expect(lowWater({ WATER_TANK_LEVEL: 24.6 })).toEqual({
      severity: 'warning',
      detail: ['Water tank at 25 %'],
    });
  });
  it('is urgent below 10 %', () => {
    expect(lowWater({ WATER_TANK_LEVEL: 0 })).toEqual({
      severity: 'urgent',
      detail: ['Water tank at 0 %'],
    });
    expect(lowWater({ WATER_TANK_LEVEL: 9.9 })?.severity).toBe('urgent');
    expect(lowWater({ WATER_TANK_LEVEL: 10 })?.severity).toBe('warning');
  });
  it('holds nothing at 25 % or more, or when no level is reported', () => {
    expect(lowWater({ WATER_TANK_LEVEL: 25 })).toBeNull();
    expect(lowWater({})).toBeNull();
  });
});

describe('readiness alarm: any pump fault or SystemError', () => {
  it('names the faulty pumps', () => {
    expect(pumpFault({ PUMP_1_FAULT: true, PUMP_2_FAULT: false, SystemError: true })).toEqual({
      severity: 'urgent',
      detail: ['Pump #1 fault'],
    });
  });
  it('a SystemError alone is a fault', () => {
    expect(pumpFault({ SystemError: true })).toEqual({
      severity: 'urgent',
      detail: ['System error'],
    });
    expect(pumpFault({ SystemError: 1 })?.severity).toBe('urgent');
  });
  it('holds nothing on a healthy panel', () => {
    expect(pumpFault({ SystemError: false, PUMP_1_FAULT: 0 })).toBeNull();
  });
});

describe('readiness alarm: line pressure below the 40 PSI minimum while a pump runs', () => {
  it('uses the 40 PSI minimum of the help text', () => {
    expect(PRESSURE_PSI.minimum).toBe(40);
  });
  it('flags the lines under 40 PSI while a pump runs', () => {
    expect(
      lowPressure({ HMI_PUMP1_RUN_IND: true, PRESSURE1_PSI: 31.24, PRESSURE2_PSI: 40 }),
    ).toEqual({ severity: 'urgent', detail: ['Line 1 at 31.2 PSI'] });
  });
  it('ignores the static supply pressure while no pump runs', () => {
    expect(
      lowPressure({ HMI_PUMP1_RUN_IND: false, PUMP_1_STATUS: 0, PRESSURE1_PSI: 38 }),
    ).toBeNull();
  });
  it('judges a panel without line sensors on its running pumps', () => {
    expect(
      lowPressure({ PUMP_1_STATUS: 1, PUMP_1_PRESSURE: 12, PUMP_2_STATUS: 0, PUMP_2_PRESSURE: 0 }),
    ).toEqual({ severity: 'urgent', detail: ['Pump #1 at 12 PSI'] });
  });
  it('holds nothing at 40 PSI or more', () => {
    expect(lowPressure({ PUMP_1_STATUS: 1, PRESSURE1_PSI: 58 })).toBeNull();
  });
});

describe('readiness alarm: backup battery below 30 %', () => {
  it('warns below 30 %', () => {
    expect(lowBattery({ BATTERY_LEVEL: 29.4 })).toEqual({
      severity: 'warning',
      detail: ['Backup battery at 29 %'],
    });
    expect(lowBattery({ BATTERY_LEVEL: 30 })).toBeNull();
  });
});

describe('readiness alarm: a temperature sensor out of range or silent', () => {
  it('flags a reading outside the sensor range or not a number', () => {
    expect(sensorFault({ TEMP_SENSOR_1: -999, TEMP_SENSOR_2: 'ERR', TEMP_SENSOR_3: 70 })).toEqual({
      severity: 'warning',
      detail: ['Sensor 1 reads -999, outside its range', 'Sensor 2 reads ERR, outside its range'],
    });
  });
  it('flags a sensor the panel has not reported for 5 minutes while its other values arrive', () => {
    const now = 1_000_000_000;
    const finding = sensorFault(
      { TEMP_SENSOR_1: 70, TEMP_SENSOR_2: 71, WATER_TANK_LEVEL: 90 },
      { TEMP_SENSOR_1: now - 5 * 60_000 - 1, TEMP_SENSOR_2: now, WATER_TANK_LEVEL: now },
    );
    expect(finding?.detail).toEqual(['Sensor 1 has not reported for more than 5 minutes']);
  });
  it('an offline panel does not make its sensors silent (measured against its newest value)', () => {
    const old = 1_000_000_000 - 3_600_000;
    expect(
      sensorFault({ TEMP_SENSOR_1: 70 }, { TEMP_SENSOR_1: old, WATER_TANK_LEVEL: old }),
    ).toBeNull();
  });
});

describe('alarm: temperature above 90 F', () => {
  it('flags sensors above 90', () => {
    expect(highTemperature({ TEMP_SENSOR_1: 91, TEMP_SENSOR_2: 90 })).toEqual({
      severity: 'urgent',
      detail: ['Sensor 1 at 91 °F'],
    });
  });
});

describe('evaluateTagAlarms: whatever the system is doing', () => {
  it('finds readiness problems in standby', () => {
    const found = evaluateTagAlarms({
      SYSTEM_STATUS: 0,
      WATER_TANK_LEVEL: 0,
      SystemError: true,
      PUMP_1_FAULT: true,
      BATTERY_LEVEL: 90,
      TEMP_SENSOR_1: 70,
    });
    expect(Object.keys(found)).toEqual(['low_water', 'pump_fault']);
  });
  it('returns only what holds', () => {
    expect(
      evaluateTagAlarms({ TEMP_SENSOR_1: 70, PUMP_1_STATUS: 0, WATER_TANK_LEVEL: 80 }),
    ).toEqual({});
  });
});

describe('alarm catalogue', () => {
  it('every condition has its texts, and none waits more than 60 s to be raised', () => {
    for (const condition of ALARM_CONDITIONS) {
      const kind = ALARM_KINDS[condition];
      expect(kind.title).not.toBe('');
      expect(kind.clearedTitle).not.toBe('');
      expect(kind.clearedText('Home')).toContain('Home');
      expect(kind.whatToDo).not.toBe('');
      expect(kind.graceMs).toBeLessThanOrEqual(60_000);
    }
  });
  it('says the pressure minimum as the help text does', () => {
    expect(alarmDescription('low_pressure', 'Home', ['Line 1 at 31 PSI'])).toBe(
      'Line 1 at 31 PSI at Home: below the 40 PSI minimum while a pump runs.',
    );
  });
  it('the tank and pump texts name the property', () => {
    expect(alarmDescription('low_water', 'Home', ['Water tank at 0 %'])).toBe(
      'Water tank at 0 % at Home: below 25 %.',
    );
    expect(ALARM_KINDS.low_water.clearedTitle).toBe('Water tank refilled');
    expect(ALARM_KINDS.panel_offline.clearedTitle).toBe('Panel back online');
  });
});

describe('one start or stop of the whole system is one notification, not three', () => {
  it('the system and both defenses changing together are announced as the system', () => {
    expect(
      changesToAnnounce([
        { tag: 'SYSTEM_STATUS', on: true },
        { tag: 'STATUS_STRUCTURE_DEFENSE', on: true },
        { tag: 'STATUS_PERIMETER_DEFENSE', on: true },
      ]),
    ).toEqual([{ tag: 'SYSTEM_STATUS', on: true }]);
    expect(
      changesToAnnounce([
        { tag: 'STATUS_PERIMETER_DEFENSE', on: false },
        { tag: 'SYSTEM_STATUS', on: false },
        { tag: 'STATUS_STRUCTURE_DEFENSE', on: false },
      ]),
    ).toEqual([{ tag: 'SYSTEM_STATUS', on: false }]);
  });
  it('one defense started alone is announced as that defense', () => {
    expect(
      changesToAnnounce([
        { tag: 'SYSTEM_STATUS', on: true },
        { tag: 'STATUS_STRUCTURE_DEFENSE', on: true },
      ]),
    ).toEqual([{ tag: 'STATUS_STRUCTURE_DEFENSE', on: true }]);
  });
  it('defense changes without the system are each announced', () => {
    expect(changesToAnnounce([{ tag: 'STATUS_PERIMETER_DEFENSE', on: false }])).toEqual([
      { tag: 'STATUS_PERIMETER_DEFENSE', on: false },
    ]);
  });
});

describe('alarm severity', () => {
  it('an info alarm (a fire 10 to 30 miles away) reads Info, not Warning, and sorts after warnings', () => {
    expect(alarmSeverityOf('urgent')).toBe('urgent');
    expect(alarmSeverityOf('warning')).toBe('warning');
    expect(alarmSeverityOf('info')).toBe('info');
    const sorted = [
      { condition: 'fire_nearby', severity: 'info' as const },
      { condition: 'low_water', severity: 'warning' as const },
      { condition: 'high_temperature', severity: 'urgent' as const },
    ].sort(compareAlarms);
    expect(sorted.map((a) => a.severity)).toEqual(['urgent', 'warning', 'info']);
  });
});
