import { deriveSystemStatus, isOn, type CommandTag, type TagMap } from '@wildfire/shared';

export type ControlKind = 'emergency' | 'structure' | 'perimeter';

export interface ControlKindSpec {
  /** The panel's heading. */
  title: string;
  /** Starts with 1, stops with 0 (ARCHITECTURE.md, command tags). */
  commandTag: CommandTag;
  /** What is started, inside "Start … at {property}?". */
  subject: string;
  /** What the state line calls it. */
  name: string;
  isRunning: (tags: TagMap) => boolean;
  /** Whether the panel reported the state at all. */
  isReported: (tags: TagMap) => boolean;
  onLabel: string;
  offLabel: string;
  warningTitle: string;
  warning: string;
}

/** One spec per page that carries the manual controls: the dashboard and the two defense pages. */
export const CONTROL_KINDS: Record<ControlKind, ControlKindSpec> = {
  emergency: {
    title: 'Emergency',
    commandTag: 'HMI_SYSTEM_CMD',
    subject: 'the wildfire defense system',
    name: 'The wildfire defense system',
    isRunning: (tags) => deriveSystemStatus(tags).status === 'ACTIVE',
    isReported: (tags) => tags.SYSTEM_STATUS !== undefined || tags.STATUS_SYSTEM !== undefined,
    onLabel: 'ACTIVE',
    offLabel: 'STANDBY',
    warningTitle: 'Emergency safety warning',
    warning:
      'Activating starts every pump and sprinkler zone at this property and uses the stored water and retardant. Activate only when a fire threatens the property. Follow evacuation orders from local authorities: never stay behind to run or watch the system, and call 911 in an emergency.',
  },
  structure: {
    title: 'Manual Controls',
    commandTag: 'HMI_SD_CMD',
    subject: 'structure defense',
    name: 'Structure defense',
    isRunning: (tags) => isOn(tags.STATUS_STRUCTURE_DEFENSE),
    isReported: (tags) => tags.STATUS_STRUCTURE_DEFENSE !== undefined,
    onLabel: 'ON',
    offLabel: 'OFF',
    warningTitle: 'Structure defense safety warning',
    warning:
      'Structure defense soaks the roof, eaves and walls of the house at full pressure. Before you activate, make sure nobody is on the roof, on a ladder or next to the building, close windows and vents, and keep people and pets away from the spray.',
  },
  perimeter: {
    title: 'Manual Controls',
    commandTag: 'HMI_PD_CMD',
    subject: 'perimeter defense',
    name: 'Perimeter defense',
    isRunning: (tags) => isOn(tags.STATUS_PERIMETER_DEFENSE),
    isReported: (tags) => tags.STATUS_PERIMETER_DEFENSE !== undefined,
    onLabel: 'ON',
    offLabel: 'OFF',
    warningTitle: 'Perimeter defense safety warning',
    warning:
      'Perimeter defense sprays water and fire retardant across the land around the property. Before you activate, make sure no people, animals or vehicles are in the spray zones. Retardant can irritate skin and eyes and stains cars, paving and fabrics.',
  },
};

/** The confirmation question, naming the property. */
export const confirmQuestion = (spec: ControlKindSpec, start: boolean, propertyName: string) =>
  `${start ? 'Start' : 'Stop'} ${spec.subject} at ${propertyName}?`;
