import { describe, expect, it } from 'vitest';

import { mergeNewerConnection, type PanelStateData } from './panel-state';

const state = (connection: PanelStateData['connection']): PanelStateData => ({
  site_id: 'WD-1001',
  server_time: 0,
  clock_offset: 0,
  connection,
  alarms: [],
});

describe('a read of the panel state never undoes a newer live event', () => {
  it('keeps the offline a last will just said over a read answered before it was written', () => {
    const held = state({
      online: false,
      last_seen_at: 1_000,
      offline_since: 5_000,
      offline_reason: 'connection lost',
    });
    const read = state({
      online: true,
      last_seen_at: 4_000,
      offline_since: null,
      offline_reason: null,
    });
    expect((mergeNewerConnection(held, read) as PanelStateData).connection).toEqual(
      held.connection,
    );
  });

  it('takes the server’s answer once it has heard from the panel since', () => {
    const held = state({
      online: false,
      last_seen_at: 1_000,
      offline_since: 5_000,
      offline_reason: 'connection lost',
    });
    const read = state({
      online: true,
      last_seen_at: 6_000,
      offline_since: null,
      offline_reason: null,
    });
    expect((mergeNewerConnection(held, read) as PanelStateData).connection).toEqual(
      read.connection,
    );
  });

  it('takes the first read whole', () => {
    const read = state({
      online: true,
      last_seen_at: 1,
      offline_since: null,
      offline_reason: null,
    });
    expect(mergeNewerConnection(undefined, read)).toEqual(read);
  });
});
