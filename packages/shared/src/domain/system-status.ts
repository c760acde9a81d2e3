import { onOff, type OnOff, type TagMap } from './tag-values';

export interface SystemStatus {
  status: 'ACTIVE' | 'STANDBY';
  airatorPump: OnOff;
  perimeterDefense: OnOff;
  structureDefense: OnOff;
}

/** ACTIVE when the system tag (SYSTEM_STATUS, or STATUS_SYSTEM on older panels) is 1 or true. */
export function deriveSystemStatus(tags: TagMap): SystemStatus {
  const system = tags.SYSTEM_STATUS ?? tags.STATUS_SYSTEM;
  return {
    status: onOff(system) === 'ON' ? 'ACTIVE' : 'STANDBY',
    airatorPump: onOff(tags.AGITATOR_PUMP_STATUS),
    perimeterDefense: onOff(tags.STATUS_PERIMETER_DEFENSE),
    structureDefense: onOff(tags.STATUS_STRUCTURE_DEFENSE),
  };
}

/** Whether the panel has reported anything at all (otherwise the dashboard shows System Offline). */
export const hasReported = (tags: TagMap) => Object.keys(tags).length > 0;
