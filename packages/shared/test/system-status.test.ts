import { describe, expect, it } from 'vitest';
import { deriveSystemStatus, hasReported, isOn, onOff } from '../src';

describe('System status is ACTIVE when the system tag is 1 or true, else STANDBY', () => {
  it('reads SYSTEM_STATUS', () => {
    expect(deriveSystemStatus({ SYSTEM_STATUS: 1 }).status).toBe('ACTIVE');
    expect(deriveSystemStatus({ SYSTEM_STATUS: true }).status).toBe('ACTIVE');
    expect(deriveSystemStatus({ SYSTEM_STATUS: 0 }).status).toBe('STANDBY');
    expect(deriveSystemStatus({}).status).toBe('STANDBY');
  });

  it('falls back to STATUS_SYSTEM', () => {
    expect(deriveSystemStatus({ STATUS_SYSTEM: 1 }).status).toBe('ACTIVE');
  });

  it('anything but 1 or true is STANDBY', () => {
    for (const value of [2, '1', 'true', false, -1]) {
      expect(deriveSystemStatus({ SYSTEM_STATUS: value }).status).toBe('STANDBY');
    }
  });
});

describe('Other flags are ON when 1 or true, else OFF', () => {
  it('maps agitator, perimeter and structure defense', () => {
    expect(
      deriveSystemStatus({
        AGITATOR_PUMP_STATUS: 1,
        STATUS_PERIMETER_DEFENSE: true,
        STATUS_STRUCTURE_DEFENSE: 0,
      }),
    ).toEqual({
      status: 'STANDBY',
      airatorPump: 'ON',
      perimeterDefense: 'ON',
      structureDefense: 'OFF',
    });
  });

  it('isOn and onOff', () => {
    expect(isOn(1)).toBe(true);
    expect(isOn(true)).toBe(true);
    expect(isOn(0)).toBe(false);
    expect(isOn(undefined)).toBe(false);
    expect(onOff('1')).toBe('OFF');
  });
});

describe('System Offline when the panel reported no tags', () => {
  it('no tags means not reported', () => {
    expect(hasReported({})).toBe(false);
    expect(hasReported({ SYSTEM_STATUS: 0 })).toBe(true);
  });
});
