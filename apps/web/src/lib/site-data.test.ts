import { describe, expect, it } from 'vitest';

import { mergeNewerTags, type PanelTag } from './site-data';

const answer = (tags: Array<Pick<PanelTag, 'tag' | 'value' | 'timestamp'>>) => ({
  _embedded: { tags: tags.map((t) => ({ ...t, group: 'system' })) },
});

describe('the status never flickers back: a read of older tags never replaces newer ones', () => {
  it('keeps a newer live value over an older one a read brings back (STANDBY, ACTIVE, STANDBY)', () => {
    const held = answer([
      { tag: 'SYSTEM_STATUS', value: 0, timestamp: 2_000 },
      { tag: 'TEMP_SENSOR_1', value: 70, timestamp: 1_000 },
    ]);
    // The server answered from before its latest batch was written.
    const read = answer([
      { tag: 'SYSTEM_STATUS', value: 1, timestamp: 1_000 },
      { tag: 'TEMP_SENSOR_1', value: 71, timestamp: 1_500 },
    ]);
    const merged = mergeNewerTags(held, read) as ReturnType<typeof answer>;
    expect(merged._embedded.tags.map((t) => [t.tag, t.value])).toEqual([
      ['SYSTEM_STATUS', 0],
      ['TEMP_SENSOR_1', 71],
    ]);
  });

  it('takes the read as it is when it is as new or newer everywhere', () => {
    const held = answer([{ tag: 'SYSTEM_STATUS', value: 0, timestamp: 1_000 }]);
    const read = answer([{ tag: 'SYSTEM_STATUS', value: 1, timestamp: 2_000 }]);
    expect(mergeNewerTags(held, read)).toEqual(read);
  });

  it('takes the first read whole, and leaves other shapes to the usual sharing', () => {
    const read = answer([{ tag: 'SYSTEM_STATUS', value: 1, timestamp: 2_000 }]);
    expect(mergeNewerTags(undefined, read)).toBe(read);
    const list = [{ tag: 'A', value: 1, timestamp: 1, group: 'system' }];
    expect(mergeNewerTags(list, [...list])).toBe(list);
  });
});
