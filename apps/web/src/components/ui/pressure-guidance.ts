import { PRESSURE_PSI } from '@wildfire/shared';

import type { StatusTone } from './status-badge';

export interface PressureGuidance {
  tone: StatusTone;
  label: string;
}

/**
 * How a pump's pressure compares with the help text's guidance: at least 40 PSI, typically
 * 50-70 PSI. The guidance is for a running pump; an idle pump's pressure is not judged.
 */
export function pressureGuidance(pressure: number | null, running: boolean): PressureGuidance {
  const { minimum, typicalLow, typicalHigh } = PRESSURE_PSI;
  const typical = `${String(typicalLow)}-${String(typicalHigh)} PSI`;
  if (pressure === null) return { tone: 'idle', label: 'No reading' };
  if (!running) return { tone: 'idle', label: 'Pump idle' };
  if (pressure < minimum)
    return { tone: 'alert', label: `Below the ${String(minimum)} PSI minimum` };
  if (pressure < typicalLow) return { tone: 'caution', label: `Below the typical ${typical}` };
  if (pressure <= typicalHigh) return { tone: 'good', label: `Typical (${typical})` };
  return { tone: 'caution', label: `Above the typical ${typical}` };
}
