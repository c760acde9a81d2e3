/** Defense status tags whose changes are announced ("started by ..."). */
export const DEFENSE_STATUS_TAGS = {
  SYSTEM_STATUS: { label: 'Wildfire defense system', commands: ['HMI_SYSTEM_CMD'] },
  STATUS_STRUCTURE_DEFENSE: {
    label: 'Structure defense',
    commands: ['HMI_SD_CMD', 'HMI_SYSTEM_CMD'],
  },
  STATUS_PERIMETER_DEFENSE: {
    label: 'Perimeter defense',
    commands: ['HMI_PD_CMD', 'HMI_SYSTEM_CMD'],
  },
} as const;
export type DefenseStatusTag = keyof typeof DEFENSE_STATUS_TAGS;

export interface DefenseChange {
  tag: DefenseStatusTag;
  on: boolean;
}

/**
 * Which of one site's defense changes, reported together, are announced: one start or stop of
 * the whole system is one notification, not three. When the system and both defenses change the
 * same way, only the system is announced; when the system changes with one defense (that defense
 * was started or stopped alone), only that defense is, as it says more.
 */
export function changesToAnnounce(changes: readonly DefenseChange[]): DefenseChange[] {
  const system = changes.find((c) => c.tag === 'SYSTEM_STATUS');
  if (!system) return [...changes];
  const along = changes.filter((c) => c.tag !== 'SYSTEM_STATUS' && c.on === system.on);
  const others = changes.filter((c) => c.tag !== 'SYSTEM_STATUS' && c.on !== system.on);
  return along.length === 1 ? [...along, ...others] : [system, ...others];
}
