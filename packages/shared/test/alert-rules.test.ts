import { describe, expect, it } from 'vitest';
import { evaluateTagRules, hotSensors, lowPressurePumps } from '../src';

describe('alert rule: pressure below 50 PSI while a pump runs', () => {
  it('flags a running pump under 50 PSI', () => {
    expect(lowPressurePumps({ PUMP_1_STATUS: 1, PUMP_1_PRESSURE: 42.5 })).toEqual([
      'Pump #1 at 42.5 PSI',
    ]);
  });
  it('ignores pumps that are off, and pumps at 50 PSI or more', () => {
    expect(
      lowPressurePumps({
        PUMP_1_STATUS: 0,
        PUMP_1_PRESSURE: 0,
        PUMP_2_STATUS: 1,
        PUMP_2_PRESSURE: 50,
      }),
    ).toEqual([]);
  });
});

describe('alert rule: temperature above 90 F', () => {
  it('flags sensors above 90', () => {
    expect(hotSensors({ TEMP_SENSOR_1: 91, TEMP_SENSOR_2: 90 })).toEqual(['Sensor 1 at 91 °F']);
  });
});

describe('evaluateTagRules', () => {
  it('returns only the rules that hold', () => {
    expect(evaluateTagRules({ TEMP_SENSOR_1: 70, PUMP_1_STATUS: 0 })).toEqual({});
    expect(
      Object.keys(
        evaluateTagRules({ TEMP_SENSOR_1: 120, HMI_PUMP1_RUN_IND: true, PRESSURE1_PSI: 10 }),
      ),
    ).toEqual(['low_pressure', 'high_temperature']);
  });
});
