import { describe, expect, it } from 'vitest';
import {
  coverageAreaAcres,
  deriveDefenseHealth,
  deriveDefenseStatus,
  lastActivation,
  lastActivationText,
} from '../src';

describe('Defense derived status: Error, else Active on test, else Running, else Standby', () => {
  it('Error if the system-error tag is set, whatever else is on', () => {
    expect(
      deriveDefenseStatus(
        { SystemError: true, HMI_SD_TEST_ON_IND: true, SystemRunning: true },
        'structure',
      ),
    ).toBe('Error');
  });
  it('Active if the test-on indicator is set', () => {
    expect(
      deriveDefenseStatus({ HMI_SD_TEST_ON_IND: true, SystemRunning: true }, 'structure'),
    ).toBe('Active');
    expect(deriveDefenseStatus({ HMI_PD_TEST_ON_IND: 1 }, 'perimeter')).toBe('Active');
  });
  it('the test indicator of the other defense does not count', () => {
    expect(deriveDefenseStatus({ HMI_PD_TEST_ON_IND: true }, 'structure')).toBe('Standby');
  });
  it('Running if the system-running tag is set', () => {
    expect(deriveDefenseStatus({ SystemRunning: true }, 'perimeter')).toBe('Running');
  });
  it('else Standby', () => {
    expect(deriveDefenseStatus({}, 'perimeter')).toBe('Standby');
  });
});

describe('Structure health: Error; Active if running or test-on; else Operational', () => {
  it('follows the rule', () => {
    expect(deriveDefenseHealth({ SystemError: 1 }, 'structure')).toBe('Error');
    expect(deriveDefenseHealth({ SystemRunning: true }, 'structure')).toBe('Active');
    expect(deriveDefenseHealth({ HMI_SD_TEST_ON_IND: true }, 'structure')).toBe('Active');
    expect(deriveDefenseHealth({}, 'structure')).toBe('Operational');
  });
});

describe('Last activation shows N minutes ago when elapsed minutes is above 0, else Never', () => {
  it('formats minutes', () => {
    expect(lastActivationText(42)).toBe('42 minutes ago');
    expect(lastActivationText(1)).toBe('1 minute ago');
    expect(lastActivationText(12.9)).toBe('12 minutes ago');
  });
  it('Never for 0, negative or missing', () => {
    expect(lastActivationText(0)).toBe('Never');
    expect(lastActivationText(-5)).toBe('Never');
    expect(lastActivationText(null)).toBe('Never');
  });
  it('reads HMI_SD_ON_ELAPSE and HMI_PD_ON_ELAPSE', () => {
    expect(lastActivation({ HMI_SD_ON_ELAPSE: 30, HMI_PD_ON_ELAPSE: 0 }, 'structure')).toBe(
      '30 minutes ago',
    );
    expect(lastActivation({ HMI_SD_ON_ELAPSE: 30, HMI_PD_ON_ELAPSE: 0 }, 'perimeter')).toBe(
      'Never',
    );
  });
});

describe('Coverage area: PD_ON_TIME / 60000, 1.5 + that / 100, clamped 1.5 to 3.5 acres, one decimal', () => {
  it('computes the estimate', () => {
    expect(coverageAreaAcres(90 * 60_000)).toBe(2.4);
    expect(coverageAreaAcres(125 * 60_000)).toBe(2.8);
    expect(coverageAreaAcres(33 * 60_000)).toBe(1.8);
  });
  it('clamps', () => {
    expect(coverageAreaAcres(0)).toBe(1.5);
    expect(coverageAreaAcres(null)).toBe(1.5);
    expect(coverageAreaAcres(1_000 * 60_000)).toBe(3.5);
  });
});
