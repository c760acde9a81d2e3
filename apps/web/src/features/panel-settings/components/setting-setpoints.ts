import type { AgitatorSettings, DefenseSettings } from '@wildfire/shared';

/** A setting that Owners and Property Managers may change; the route supplies the control. */
export interface SettingSetpoint {
  /** Short, for the button: "run length". */
  label: string;
  /** Full, for the form and the confirmation: "structure defense run length". */
  subject: string;
  fields: Array<{ tag: string; label: string; current: number | null }>;
  format: (values: readonly number[]) => string;
  unit?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day as HH:MM; "Not reported" when either part is missing. */
export const clockTime = (hour: number | null, minute: number | null) =>
  hour === null || minute === null ? 'Not reported' : `${pad(hour)}:${pad(minute)}`;

const plain = (values: readonly number[]) => values.map(String).join(', ');

export const runLengthSetpoint = (
  kind: 'structure' | 'perimeter',
  settings: DefenseSettings,
): SettingSetpoint => ({
  label: 'run length',
  subject: `${kind} defense run length`,
  fields: [
    {
      tag: kind === 'structure' ? 'SD_LENGTH' : 'PD_LENGTH',
      label: 'Run length (minutes)',
      current: settings.lengthMinutes,
    },
  ],
  format: plain,
  unit: 'minutes',
});

export const agitatorStartSetpoint = (settings: AgitatorSettings): SettingSetpoint => ({
  label: 'start time',
  subject: 'agitator pump start time',
  fields: [
    { tag: 'AGITATOR_PUMP_HOUR', label: 'Hour (0-23)', current: settings.timeOfDayHour },
    { tag: 'AGITATOR_PUMP_MINUTE', label: 'Minute (0-59)', current: settings.timeOfDayMinute },
  ],
  format: ([hour = null, minute = null]) => clockTime(hour, minute),
});

export const agitatorDurationSetpoint = (settings: AgitatorSettings): SettingSetpoint => ({
  label: 'duration',
  subject: 'agitator pump run duration',
  fields: [
    { tag: 'AGITATOR_PUMP_DURATION', label: 'Duration (minutes)', current: settings.duration },
  ],
  format: plain,
  unit: 'minutes',
});
