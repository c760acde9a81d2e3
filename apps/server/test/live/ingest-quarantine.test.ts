import { setTimeout as delay } from 'node:timers/promises';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_CLOCK_AHEAD_MAX_MS, panelTopic } from '@wildfire/shared';
import { ingestQuarantine, panelLog, tagHistory, tagLatest } from '#src/db/schema/index';
import { PanelIngest } from '#src/services/ingest';
import { build, eventually } from '../helper';

describe('ingest: a poison message never blocks the others', async () => {
  const { app } = await build();
  let panel: MqttClient;
  let seq = 0;

  const quarantineOf = (siteId: string) =>
    app.db
      .select()
      .from(ingestQuarantine)
      .where(eq(ingestQuarantine.siteId, siteId))
      .orderBy(asc(ingestQuarantine.id));
  const latestOf = async (siteId: string, tag: string) =>
    (
      await app.db
        .select({ value: tagLatest.value })
        .from(tagLatest)
        .where(and(eq(tagLatest.siteId, siteId), eq(tagLatest.tag, tag)))
    )[0]?.value;
  const historyCount = async (siteId: string, tag: string) =>
    (
      await app.db
        .select({ n: count() })
        .from(tagHistory)
        .where(and(eq(tagHistory.siteId, siteId), eq(tagHistory.tag, tag)))
    )[0]!.n;

  beforeAll(async () => {
    panel = app.broker.connect({ clientId: 'quarantine-test-panel', clean: true });
    await eventually(() => panel.connected);
  });
  afterAll(async () => {
    await panel.endAsync(true);
  });

  it('poison of every kind is quarantined (panel, topic, reason, first bytes), counted, and the next valid message is stored', async () => {
    const siteId = 'WD-1002';
    const poisons: Array<
      [channel: 'telemetry' | 'log' | 'status', payload: string, reason: RegExp]
    > = [
      ['log', JSON.stringify({ ts: Date.now(), level: 'INFO', message: 'a\u0000b' }), /NUL/],
      ['status', JSON.stringify({ ts: Date.now(), online: true, reason: 'x\u0000' }), /NUL/],
      ['status', JSON.stringify({ ts: Date.now(), online: true, firmware: '\u00001' }), /NUL/],
      [
        'telemetry',
        JSON.stringify({ seq: ++seq, ts: Date.now(), tags: { NOTE: 'nul\u0000' } }),
        /NUL/,
      ],
      [
        'log',
        `{"ts":${Date.now()},"level":"WARN","message":"lone \\udc01 surrogate"}`,
        /lone surrogate/,
      ],
      ['telemetry', JSON.stringify({ seq: ++seq, ts: 8.64e15 + 1, tags: { A: 1 } }), /^ts: /],
      [
        'telemetry',
        JSON.stringify({
          seq: ++seq,
          ts: Date.now() + PANEL_CLOCK_AHEAD_MAX_MS + 60_000,
          tags: { TEMP_SENSOR_1: 999 },
        }),
        /ahead of the server clock/,
      ],
    ];
    const quarantinedBefore = app.ingest.stats.quarantined;
    for (const [channel, payload] of poisons)
      await panel.publishAsync(panelTopic(siteId, channel), payload, { qos: 1 });
    const sentAt = Date.now();
    await panel.publishAsync(
      panelTopic(siteId, 'telemetry'),
      JSON.stringify({ seq: ++seq, ts: Date.now(), tags: { TEMP_SENSOR_1: 71 } }),
      { qos: 1 },
    );
    // Stored by the regular flush, well within 2 s.
    await eventually(async () => (await latestOf(siteId, 'TEMP_SENSOR_1')) === 71, 2_000);
    expect(Date.now() - sentAt).toBeLessThan(2_000);

    const rows = await quarantineOf(siteId);
    expect(rows).toHaveLength(poisons.length);
    poisons.forEach(([channel, payload, reason], i) => {
      const row = rows[i]!;
      expect(row.topic).toBe(panelTopic(siteId, channel));
      expect(row.reason).toMatch(reason);
      expect(row.receivedAt).toBeInstanceOf(Date);
      // The first bytes, readable: NUL and lone surrogates escaped.
      expect(row.head).toBe(JSON.stringify(payload.slice(0, 256)).slice(1, -1));
      expect(row.head.includes('\u0000')).toBe(false);
    });
    expect(app.ingest.stats.quarantined).toBe(quarantinedBefore + poisons.length);
    // The clock far ahead never became the newest value.
    expect(await latestOf(siteId, 'TEMP_SENSOR_1')).toBe(71);
    const log = await app.db.select().from(panelLog).where(eq(panelLog.siteId, siteId));
    expect(log.some((l) => l.message.includes('surrogate'))).toBe(false);

    // Nothing is retried: the next flushes have nothing left to write.
    const flushErrors = app.ingest.stats.flushErrors;
    await app.ingest.flush();
    await app.ingest.flush();
    expect(app.ingest.stats.flushErrors).toBe(flushErrors);
    expect((await quarantineOf(siteId)).length).toBe(poisons.length);
  });

  it('a batch the database refuses is split: the refused message is quarantined, the rest stored, nothing retried', async () => {
    // A rule the database enforces and the validator does not know: the stand-in for any
    // message that passes every check and is still refused.
    await app.db.execute(
      sql`alter table tag_history add constraint refuse_for_test check (value <> '"refused"'::jsonb)`,
    );
    try {
      // An ingest of its own, without a timer, so the batch holds exactly these messages.
      const ingest = new PanelIngest(app, app.alertService);
      const settled: number[] = [];
      const base = Date.now() - 10_000;
      for (let i = 0; i < 9; i++) {
        const siteId = i % 2 ? 'WD-1001' : 'WD-1003';
        const value = i === 6 ? 'refused' : 40 + i;
        ingest.handle(
          panelTopic(siteId, 'telemetry'),
          Buffer.from(JSON.stringify({ seq: i, ts: base + i, tags: { SPLIT_TEST: value } })),
          () => settled.push(i),
        );
      }
      // Written together once the stream pauses (or by the next flush).
      await ingest.flush();
      await eventually(() => settled.length === 9);

      expect(await historyCount('WD-1001', 'SPLIT_TEST')).toBe(4);
      expect(await historyCount('WD-1003', 'SPLIT_TEST')).toBe(4);
      const [row] = await quarantineOf('WD-1003').then((r) =>
        r.filter((q) => q.head.includes('refused')),
      );
      expect(row?.reason).toMatch(/the database refused it \(23514\)/);
      expect(ingest.stats.quarantined).toBe(1);
      // Every message, the refused one too, is acknowledged to the broker: none comes back.
      expect(settled.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(ingest.health().waiting).toBe(0);
      const errors = ingest.stats.flushErrors;
      await ingest.flush();
      expect(ingest.stats.flushErrors).toBe(errors);
      await ingest.stop();
    } finally {
      await app.db.execute(sql`alter table tag_history drop constraint refuse_for_test`);
    }
  });

  it('a message delivered twice is stored once', async () => {
    const ingest = new PanelIngest(app, app.alertService);
    const payload = Buffer.from(
      JSON.stringify({ seq: 7, ts: Date.now() - 5_000, tags: { DEDUPE_TEST: 1 } }),
    );
    let settled = 0;
    const settle = () => settled++;
    ingest.handle(panelTopic('WD-1001', 'telemetry'), payload, settle);
    await eventually(() => settled === 1);
    // The broker delivers it again (the acknowledgement was lost with a crashed instance).
    ingest.handle(panelTopic('WD-1001', 'telemetry'), payload, settle);
    ingest.handle(panelTopic('WD-1001', 'telemetry'), payload, settle);
    await eventually(() => settled === 3);
    expect(await historyCount('WD-1001', 'DEDUPE_TEST')).toBe(1);
    await ingest.stop();
  });

  it("a panel's log line delivered twice is stored once", async () => {
    const ingest = new PanelIngest(app, app.alertService);
    const text = `Pump 2 primed (${String(Date.now())})`;
    const payload = Buffer.from(
      JSON.stringify({ ts: Date.now() - 5_000, level: 'INFO', message: text }),
    );
    let settled = 0;
    const settle = () => settled++;
    ingest.handle(panelTopic('WD-1001', 'log'), payload, settle);
    await eventually(() => settled === 1);
    ingest.handle(panelTopic('WD-1001', 'log'), payload, settle);
    ingest.handle(panelTopic('WD-1001', 'log'), payload, settle);
    await eventually(() => settled === 3);
    const [stored] = await app.db
      .select({ n: count() })
      .from(panelLog)
      .where(and(eq(panelLog.siteId, 'WD-1001'), eq(panelLog.message, text)));
    expect(stored!.n).toBe(1);
    await ingest.stop();
  });

  it('commands are not timed out while ingest takes in what waited at the broker', async () => {
    const ingest = new PanelIngest(app, app.alertService);
    // A server that just started has had no message yet, but what the broker kept for it comes
    // only after it connects: until then it has not caught up, however quiet it has been.
    await delay(150);
    expect(ingest.isCaughtUp()).toBe(false);
    // Just connected (as at a restart), with an answer waiting at the broker.
    ingest.connected();
    ingest.handle(
      panelTopic('WD-1001', 'acks'),
      Buffer.from(
        JSON.stringify({ ts: Date.now(), command_id: crypto.randomUUID(), status: 'acknowledged' }),
      ),
    );
    // A message taken in and not yet stored: not caught up (unless 30 s passed since connecting).
    await eventually(
      () => ingest.health().waiting === 1 || ingest.health().received_last_minute > 0,
    );
    expect(ingest.isCaughtUp()).toBe(false);
    await ingest.flush();
    await eventually(() => ingest.isCaughtUp(), 2_000);
    await ingest.stop();
  });
});
