import { parseTemperatures } from './equipment';
import { numberValue, onOff, type OnOff, type TagMap } from './tag-values';

export interface DefenseSettings {
  status: OnOff;
  lengthMinutes: number | null;
  minutesRemain: number | null;
}

export interface AgitatorSettings {
  status: OnOff;
  timeOfDayHour: number | null;
  timeOfDayMinute: number | null;
  duration: number | null;
  timeLeft: number | null;
}

export interface PanelSettings {
  perimeterDefense: DefenseSettings | null;
  structureDefense: DefenseSettings | null;
  temperatures: Record<string, number | null> | null;
  agitatorPump: AgitatorSettings | null;
}

const present = (tags: TagMap, names: string[]) => names.some((n) => tags[n] !== undefined);

/** The Settings screen's cards; a card is null when the panel reports none of its tags. */
export function parseSettings(tags: TagMap): PanelSettings {
  const defense = (prefix: 'PD' | 'SD', statusTag: string): DefenseSettings | null =>
    present(tags, [statusTag, `${prefix}_LENGTH`, `${prefix}_REMAIN`])
      ? {
          status: onOff(tags[statusTag]),
          lengthMinutes: numberValue(tags[`${prefix}_LENGTH`]),
          minutesRemain: numberValue(tags[`${prefix}_REMAIN`]),
        }
      : null;
  const temperatures = parseTemperatures(tags);
  const agitatorTags = [
    'AGITATOR_PUMP_STATUS',
    'AGITATOR_PUMP_HOUR',
    'AGITATOR_PUMP_MINUTE',
    'AGITATOR_PUMP_DURATION',
    'AGITATOR_PUMP_TIME_LEFT',
  ];
  return {
    perimeterDefense: defense('PD', 'STATUS_PERIMETER_DEFENSE'),
    structureDefense: defense('SD', 'STATUS_STRUCTURE_DEFENSE'),
    temperatures: Object.keys(temperatures).length > 0 ? temperatures : null,
    agitatorPump: present(tags, agitatorTags)
      ? {
          status: onOff(tags.AGITATOR_PUMP_STATUS),
          timeOfDayHour: numberValue(tags.AGITATOR_PUMP_HOUR),
          timeOfDayMinute: numberValue(tags.AGITATOR_PUMP_MINUTE),
          duration: numberValue(tags.AGITATOR_PUMP_DURATION),
          timeLeft: numberValue(tags.AGITATOR_PUMP_TIME_LEFT),
        }
      : null,
  };
}

/** No Settings Available when none of the cards has data. */
export const hasAnySettings = (s: PanelSettings) =>
  s.perimeterDefense != null ||
  s.structureDefense != null ||
  s.temperatures != null ||
  s.agitatorPump != null;
