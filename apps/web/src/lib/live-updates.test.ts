import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { applyLiveEvent, createEventParser, mergeLiveTags } from './live-updates';
import { commandKeys, siteKeys } from './site-data';

const cached = {
  _embedded: {
    tags: [
      { tag: 'PUMP_1_PRESSURE', value: 0, group: 'pumps', timestamp: 1_000 },
      { tag: 'SYSTEM_STATUS', value: 0, group: 'system', timestamp: 1_000 },
    ],
  },
};

describe('live tag updates', () => {
  it('replace older values and add new tags with their dictionary group', () => {
    const merged = mergeLiveTags(cached, [
      { tag: 'SYSTEM_STATUS', value: 1, timestamp: 2_000 },
      { tag: 'TEMP_SENSOR_1', value: 71, timestamp: 2_000 },
    ]);
    expect(merged!._embedded.tags).toEqual([
      { tag: 'PUMP_1_PRESSURE', value: 0, group: 'pumps', timestamp: 1_000 },
      { tag: 'SYSTEM_STATUS', value: 1, group: 'system', timestamp: 2_000 },
      { tag: 'TEMP_SENSOR_1', value: 71, group: 'temperature', timestamp: 2_000 },
    ]);
  });

  it('never let an older value replace a newer one', () => {
    const merged = mergeLiveTags(cached, [{ tag: 'SYSTEM_STATUS', value: 1, timestamp: 500 }]);
    expect(merged!._embedded.tags.find((t) => t.tag === 'SYSTEM_STATUS')!.value).toBe(0);
  });

  it('wait for the first fetch when nothing is cached', () => {
    expect(
      mergeLiveTags(undefined, [{ tag: 'SYSTEM_STATUS', value: 1, timestamp: 1 }]),
    ).toBeUndefined();
  });
});

describe('the event stream parser', () => {
  it('splits events across chunk boundaries and skips keep-alives', () => {
    const events: Array<[string, unknown]> = [];
    const alive = vi.fn();
    const parse = createEventParser((type, data) => events.push([type, data]), alive);
    parse('retry: 2000\n\nevent: tags\ndata: {"tags":[');
    parse('{"tag":"A","value":1,"timestamp":1}]}\n\n: keepalive\n\n');
    expect(events).toEqual([['tags', { tags: [{ tag: 'A', value: 1, timestamp: 1 }] }]]);
    expect(alive).toHaveBeenCalledTimes(3);
  });
});

describe('applying events to the cache', () => {
  it('a command event updates the command the manual controls follow', () => {
    const client = new QueryClient();
    client.setQueryData(commandKeys.one('c1'), {
      command_id: 'c1',
      status: 'pending',
      error: null,
    });
    applyLiveEvent(client, 'WD-1001', 'command', { command_id: 'c1', status: 'acknowledged' });
    expect(client.getQueryData(commandKeys.one('c1'))).toMatchObject({ status: 'acknowledged' });
  });

  it('a tags event updates the site tags', () => {
    const client = new QueryClient();
    client.setQueryData(siteKeys.tags('WD-1001'), cached);
    applyLiveEvent(client, 'WD-1001', 'tags', {
      tags: [{ tag: 'PUMP_1_PRESSURE', value: 61, timestamp: 3_000 }],
    });
    const data = client.getQueryData<typeof cached>(siteKeys.tags('WD-1001'));
    expect(data!._embedded.tags[0]).toMatchObject({ tag: 'PUMP_1_PRESSURE', value: 61 });
  });
});
