import { describe, expect, it } from 'vitest';
import {
  badTextAt,
  checkPanelMessage,
  PANEL_CLOCK_AHEAD_MAX_MS,
  PANEL_MESSAGE_MAX_BYTES,
  PANEL_TS_MAX,
} from '../src';

const now = Date.UTC(2026, 10, 27, 12);
const bytes = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const telemetry = (extra: object = {}) => ({
  seq: 1,
  ts: now,
  tags: { TEMP_SENSOR_1: 70 },
  ...extra,
});

describe('every panel message is checked before it joins a batch', () => {
  it('a well-formed message passes, parsed', () => {
    const checked = checkPanelMessage('telemetry', bytes(telemetry()), now);
    expect(checked).toEqual({ ok: true, message: telemetry() });
  });

  it('a NUL character anywhere is refused, naming where', () => {
    for (const [channel, body] of [
      ['telemetry', telemetry({ tags: { FIRMWARE_TEXT: 'v1\u0000' } })],
      ['log', { ts: now, level: 'INFO', message: 'pump\u0000started' }],
      ['status', { ts: now, online: false, reason: 'lost\u0000' }],
      ['status', { ts: now, online: true, firmware: '\u00001.2' }],
    ] as const) {
      const checked = checkPanelMessage(channel, bytes(body), now);
      expect(checked.ok, JSON.stringify(body)).toBe(false);
      expect(!checked.ok && checked.reason).toMatch(/NUL/);
    }
  });

  it('a lone UTF-16 surrogate is refused (escaped in JSON), a pair is fine', () => {
    const lone = checkPanelMessage(
      'log',
      bytes('{"ts":' + now + ',"level":"INFO","message":"x\\ud800y"}'),
      now,
    );
    expect(lone).toEqual({
      ok: false,
      reason: 'message.message: must be well-formed Unicode (a lone surrogate)',
    });
    const pair = checkPanelMessage(
      'log',
      bytes('{"ts":' + now + ',"level":"INFO","message":"fire \\ud83d\\udd25"}'),
      now,
    );
    expect(pair.ok).toBe(true);
  });

  it('bytes that are not UTF-8 are refused', () => {
    const payload = Buffer.concat([bytes('{"ts":1,"x":"'), Buffer.from([0xff, 0xfe]), bytes('"}')]);
    expect(checkPanelMessage('log', payload, now)).toEqual({
      ok: false,
      reason: 'not valid UTF-8',
    });
  });

  it('a message larger than the protocol allows is refused', () => {
    const big = Buffer.alloc(PANEL_MESSAGE_MAX_BYTES + 1, 0x20);
    const checked = checkPanelMessage('telemetry', big, now);
    expect(!checked.ok && checked.reason).toMatch(/too large/);
  });

  it('ts outside the protocol range is refused (beyond the largest date too)', () => {
    for (const ts of [8.64e15 + 1, 1e20, PANEL_TS_MAX + 1, 1, 0, -5]) {
      const checked = checkPanelMessage('telemetry', bytes(telemetry({ ts })), now);
      expect(checked.ok, String(ts)).toBe(false);
      expect(!checked.ok && checked.reason).toMatch(/^ts: /);
    }
  });

  it('ts more than 5 minutes ahead of the server clock is refused', () => {
    const ahead = checkPanelMessage(
      'telemetry',
      bytes(telemetry({ ts: now + PANEL_CLOCK_AHEAD_MAX_MS + 1 })),
      now,
    );
    expect(!ahead.ok && ahead.reason).toMatch(/ahead of the server clock/);
    const justInside = checkPanelMessage(
      'telemetry',
      bytes(telemetry({ ts: now + PANEL_CLOCK_AHEAD_MAX_MS })),
      now,
    );
    expect(justInside.ok).toBe(true);
  });

  it('a malformed shape names the field', () => {
    const checked = checkPanelMessage(
      'telemetry',
      bytes({ seq: 1, ts: 'yesterday', tags: {} }),
      now,
    );
    expect(!checked.ok && checked.reason).toMatch(/^ts: /);
    expect(checkPanelMessage('telemetry', bytes('not json'), now)).toEqual({
      ok: false,
      reason: 'not JSON',
    });
  });
});

describe('badTextAt', () => {
  it('finds NUL and lone surrogates in values and keys, at any depth', () => {
    expect(badTextAt({ a: [{ b: 'ok' }, { c: '\udc00' }] }, 'body')).toEqual({
      path: 'body.a.1.c',
      problem: 'must be well-formed Unicode (a lone surrogate)',
    });
    expect(badTextAt({ ['k\u0000']: 1 }, 'query')?.problem).toMatch(/NUL/);
    expect(badTextAt({ a: '\ud83d\udd25', b: ['x'] }, 'body')).toBeNull();
  });
});
