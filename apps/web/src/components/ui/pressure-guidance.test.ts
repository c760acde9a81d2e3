import { describe, expect, it } from 'vitest';

import { pressureGuidance } from './pressure-guidance';

describe('pressure guidance (help text: minimum 40 PSI, typical 50-70 PSI)', () => {
  it('flags a running pump below the 40 PSI minimum in red', () => {
    expect(pressureGuidance(39.99, true)).toEqual({
      tone: 'alert',
      label: 'Below the 40 PSI minimum',
    });
  });

  it('cautions between the minimum and the typical range', () => {
    expect(pressureGuidance(40, true).tone).toBe('caution');
    expect(pressureGuidance(49.99, true).label).toBe('Below the typical 50-70 PSI');
  });

  it('is green inside the typical range, bounds included', () => {
    expect(pressureGuidance(50, true)).toEqual({ tone: 'good', label: 'Typical (50-70 PSI)' });
    expect(pressureGuidance(70, true).tone).toBe('good');
  });

  it('cautions above the typical range', () => {
    expect(pressureGuidance(70.01, true)).toEqual({
      tone: 'caution',
      label: 'Above the typical 50-70 PSI',
    });
  });

  it('does not judge an idle pump or a missing reading', () => {
    expect(pressureGuidance(0, false)).toEqual({ tone: 'idle', label: 'Pump idle' });
    expect(pressureGuidance(null, true)).toEqual({ tone: 'idle', label: 'No reading' });
  });
});
