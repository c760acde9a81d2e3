import { describe, expect, it } from 'vitest';
import { checkTagWrite, COMMAND_TAGS, describeTag, mayWriteTag } from '../src';

describe('tag dictionary', () => {
  it('knows every tag family the spec reads', () => {
    for (const tag of [
      'SYSTEM_STATUS',
      'STATUS_SYSTEM',
      'STATUS_PERIMETER_DEFENSE',
      'STATUS_STRUCTURE_DEFENSE',
      'AGITATOR_PUMP_STATUS',
      'HMI_PUMP1_RUN_IND',
      'HMI_PUMP12_RUN_IND',
      'PUMP_2_STATUS',
      'PUMP_3_PRESSURE',
      'PRESSURE1_PSI',
      'VALVE_FIRE_RETARDANT',
      'SD_LENGTH',
      'PD_REMAIN',
      'TEMP_SENSOR_1',
      'TEMP_SENSOR_7',
      'AGITATOR_PUMP_HOUR',
      'AGITATOR_PUMP_MINUTE',
      'AGITATOR_PUMP_DURATION',
      'AGITATOR_PUMP_TIME_LEFT',
      'THREAT_LEVEL',
      'HMI_SD_TEST_ON_IND',
      'HMI_SD_ON_ELAPSE',
      'HMI_SD_TEST_ON_TIME',
      'HMI_PD_TEST_ON_IND',
      'HMI_PD_ON_ELAPSE',
      'HMI_PD_TEST_ON_TIME',
      'PD_ON_TIME',
      'SystemRunning',
      'SystemError',
      'WATER_TANK_LEVEL',
      'BATTERY_LEVEL',
      'CELL_SIGNAL',
    ]) {
      expect(describeTag(tag), tag).toBeDefined();
    }
  });

  it('does not match a family with a missing or zero index', () => {
    expect(describeTag('PUMP__STATUS')).toBeUndefined();
    expect(describeTag('PUMP_0_STATUS')).toBeUndefined();
    expect(describeTag('TEMP_SENSOR_')).toBeUndefined();
  });

  it('the command tags and setpoints of the fixed interface are writable, status tags are not', () => {
    for (const tag of [
      ...COMMAND_TAGS,
      'SD_LENGTH',
      'PD_LENGTH',
      'AGITATOR_PUMP_HOUR',
      'AGITATOR_PUMP_MINUTE',
      'AGITATOR_PUMP_DURATION',
    ]) {
      expect(describeTag(tag)?.writable, tag).toBe(true);
    }
    for (const tag of [
      'SYSTEM_STATUS',
      'SD_REMAIN',
      'HMI_SD_TEST_ON_IND',
      'PUMP_1_PRESSURE',
      'THREAT_LEVEL',
    ]) {
      expect(describeTag(tag)?.writable, tag).toBe(false);
    }
  });
});

describe('checkTagWrite', () => {
  it('1 starts and 0 stops', () => {
    expect(checkTagWrite('HMI_SYSTEM_CMD', 1)).toEqual({
      ok: true,
      tag: 'HMI_SYSTEM_CMD',
      value: 1,
    });
    expect(checkTagWrite('HMI_SYSTEM_CMD', 0)).toEqual({
      ok: true,
      tag: 'HMI_SYSTEM_CMD',
      value: 0,
    });
  });

  it('booleans become 1 and 0', () => {
    expect(checkTagWrite('HMI_AGITATOR_CMD', true)).toMatchObject({ ok: true, value: 1 });
    expect(checkTagWrite('HMI_AGITATOR_CMD', false)).toMatchObject({ ok: true, value: 0 });
  });

  it('an unknown tag is refused on the tag field', () => {
    expect(checkTagWrite('NOPE', 1)).toMatchObject({ ok: false, field: 'tag' });
  });

  it('a read-only tag is refused', () => {
    expect(checkTagWrite('SYSTEM_STATUS', 1)).toMatchObject({
      ok: false,
      field: 'tag',
      message: 'tag SYSTEM_STATUS is read-only',
    });
  });

  it('values outside the range, fractions and non-numbers are refused on the value field', () => {
    expect(checkTagWrite('SD_LENGTH', 241)).toMatchObject({ ok: false, field: 'value' });
    expect(checkTagWrite('AGITATOR_PUMP_MINUTE', 60)).toMatchObject({ ok: false, field: 'value' });
    expect(checkTagWrite('SD_LENGTH', 1.5)).toMatchObject({ ok: false, field: 'value' });
    expect(checkTagWrite('SD_LENGTH', '20')).toMatchObject({ ok: false, field: 'value' });
    expect(checkTagWrite('SD_LENGTH', Number.NaN)).toMatchObject({ ok: false, field: 'value' });
  });
});

describe('who may write a tag', () => {
  const SETPOINTS = [
    'SD_LENGTH',
    'PD_LENGTH',
    'AGITATOR_PUMP_HOUR',
    'AGITATOR_PUMP_MINUTE',
    'AGITATOR_PUMP_DURATION',
  ];

  it('Property Users start and stop (the command tags) but change no setting', () => {
    for (const tag of COMMAND_TAGS) {
      expect(mayWriteTag('owner', tag), tag).toBe(true);
      expect(mayWriteTag('manager', tag), tag).toBe(true);
      expect(mayWriteTag('user', tag), tag).toBe(true);
    }
    for (const tag of SETPOINTS) {
      expect(mayWriteTag('owner', tag), tag).toBe(true);
      expect(mayWriteTag('manager', tag), tag).toBe(true);
      expect(mayWriteTag('user', tag), tag).toBe(false);
    }
  });

  it('Guests and Emergency Contacts write nothing', () => {
    for (const tag of [...COMMAND_TAGS, ...SETPOINTS]) {
      expect(mayWriteTag('guest', tag), tag).toBe(false);
      expect(mayWriteTag('emergency_contact', tag), tag).toBe(false);
      expect(mayWriteTag(null, tag), tag).toBe(false);
    }
  });
});
