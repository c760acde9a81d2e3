import type { TagValue } from './tag-write';

export interface Tag {
  tag: string;
  value: TagValue;
}

export type TagMap = Readonly<Record<string, TagValue | undefined>>;

/** Tags as a name → value map (the API answers a list). */
export const toTagMap = (tags: readonly Tag[]): TagMap =>
  Object.fromEntries(tags.map((t) => [t.tag, t.value]));

/** The spec's flag rule: a tag is on when it is 1 or true. */
export const isOn = (value: TagValue | null | undefined): boolean => value === 1 || value === true;

export type OnOff = 'ON' | 'OFF';
export const onOff = (value: TagValue | null | undefined): OnOff => (isOn(value) ? 'ON' : 'OFF');

/** A numeric tag value, or null when missing or not a number. */
export function numberValue(value: TagValue | null | undefined): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

export const roundTo = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The 1-based indexes present for a family pattern such as /^PUMP_(\d+)_STATUS$/. */
export function familyIndexes(tags: TagMap, pattern: RegExp): number[] {
  const found = new Set<number>();
  for (const name of Object.keys(tags)) {
    const match = pattern.exec(name);
    if (match?.[1]) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}
