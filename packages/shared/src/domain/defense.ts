import { COVERAGE_AREA } from '../constants/thresholds';
import { isOn, numberValue, roundTo, type TagMap } from './tag-values';

export type DefenseKind = 'structure' | 'perimeter';
export type DefenseStatus = 'Error' | 'Active' | 'Running' | 'Standby';
export type DefenseHealth = 'Error' | 'Active' | 'Operational';

const PREFIX: Record<DefenseKind, 'SD' | 'PD'> = { structure: 'SD', perimeter: 'PD' };

/** Error if the system reports an error; else Active during a test run; else Running; else Standby. */
export function deriveDefenseStatus(tags: TagMap, kind: DefenseKind): DefenseStatus {
  if (isOn(tags.SystemError)) return 'Error';
  if (isOn(tags[`HMI_${PREFIX[kind]}_TEST_ON_IND`])) return 'Active';
  if (isOn(tags.SystemRunning)) return 'Running';
  return 'Standby';
}

/** Error; Active if running or testing; else Operational. */
export function deriveDefenseHealth(tags: TagMap, kind: DefenseKind): DefenseHealth {
  if (isOn(tags.SystemError)) return 'Error';
  if (isOn(tags.SystemRunning) || isOn(tags[`HMI_${PREFIX[kind]}_TEST_ON_IND`])) return 'Active';
  return 'Operational';
}

/** `N minutes ago` when the elapsed minutes are above 0, else `Never`. */
export function lastActivationText(elapsedMinutes: number | null | undefined): string {
  if (elapsedMinutes == null || !(elapsedMinutes > 0)) return 'Never';
  const n = Math.floor(elapsedMinutes);
  return n === 1 ? '1 minute ago' : `${n} minutes ago`;
}

export const lastActivation = (tags: TagMap, kind: DefenseKind) =>
  lastActivationText(numberValue(tags[`HMI_${PREFIX[kind]}_ON_ELAPSE`]));

/** PD_ON_TIME / 60000, then 1.5 + that / 100 acres, clamped to 1.5..3.5, one decimal. */
export function coverageAreaAcres(pdOnTimeMs: number | null | undefined): number {
  const minutes = (pdOnTimeMs ?? 0) / 60_000;
  const acres = COVERAGE_AREA.baseAcres + minutes / COVERAGE_AREA.minutesPerAcre;
  return roundTo(Math.min(COVERAGE_AREA.maxAcres, Math.max(COVERAGE_AREA.minAcres, acres)), 1);
}
