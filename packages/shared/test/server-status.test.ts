import { describe, expect, it } from 'vitest';
import {
  bucketSamples,
  DEFAULT_SERVER_STATUS_RANGE,
  DEFAULT_SERVER_STATUS_REFRESH,
  instanceIsUp,
  SERVER_STATUS_RANGES,
  SERVER_STATUS_REFRESH,
  type ServerSamplePoint,
} from '../src/domain/server-status';

const sample = (at: Date, cpuPercent: number, rssBytes = 100): ServerSamplePoint => ({
  at,
  cpuPercent,
  rssBytes,
  liveConnections: 1,
  messagesPerSecond: 10,
  requestsPerSecond: 2,
});

describe('server status (admin-back-office.md 2.16)', () => {
  it('time ranges are 5m, 15m, 1h, 6h and 24h, default 1h', () => {
    expect(Object.keys(SERVER_STATUS_RANGES)).toEqual(['5m', '15m', '1h', '6h', '24h']);
    expect(DEFAULT_SERVER_STATUS_RANGE).toBe('1h');
  });

  it('refresh intervals are 10s, 30s, 1m and 5m, default 30s', () => {
    expect(Object.keys(SERVER_STATUS_REFRESH)).toEqual(['10s', '30s', '1m', '5m']);
    expect(SERVER_STATUS_REFRESH[DEFAULT_SERVER_STATUS_REFRESH]).toBe(30_000);
  });

  it('an instance is up until it has missed three samples, and down once stopped', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(
      instanceIsUp({ lastSeenAt: new Date(now.getTime() - 30_000), stoppedAt: null }, now),
    ).toBe(true);
    expect(
      instanceIsUp({ lastSeenAt: new Date(now.getTime() - 30_001), stoppedAt: null }, now),
    ).toBe(false);
    expect(instanceIsUp({ lastSeenAt: now, stoppedAt: now }, now)).toBe(false);
  });

  it('samples are averaged into at most the chart points, memory by its peak, gaps left out', () => {
    const from = new Date('2026-11-22T12:00:00Z');
    const to = new Date('2026-11-22T12:10:00Z'); // 10 buckets of one minute
    const at = (s: number) => new Date(from.getTime() + s * 1000);
    const points = bucketSamples(
      [
        sample(at(5), 10, 100),
        sample(at(15), 30, 300),
        sample(at(305), 50, 50),
        sample(at(-1), 99),
      ],
      from,
      to,
      10,
    );
    expect(points).toHaveLength(2);
    expect(points[0]).toMatchObject({ cpuPercent: 20, rssBytes: 300, at: at(60) });
    expect(points[1]).toMatchObject({ cpuPercent: 50, rssBytes: 50, at: at(360) });
  });

  it('a sample exactly at the end of the range falls in the last bucket', () => {
    const from = new Date(0);
    const to = new Date(600_000);
    expect(bucketSamples([sample(to, 1)], from, to, 10)).toHaveLength(1);
  });
});
