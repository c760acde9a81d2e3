/**
 * The back-office server status screens (admin-back-office.md 2.16) on this deployment's real
 * figures: each server process samples itself every SERVER_SAMPLE_INTERVAL_MS.
 */

export const SERVER_SAMPLE_INTERVAL_MS = 10_000;
/** Samples are kept a little longer than the widest time range. */
export const SERVER_SAMPLE_RETENTION_MS = 25 * 60 * 60 * 1000;
/** An instance that has not sampled for three intervals is shown as down. */
export const INSTANCE_DOWN_AFTER_MS = 3 * SERVER_SAMPLE_INTERVAL_MS;
/** Charts draw at most this many points per instance whatever the range. */
export const SERVER_CHART_POINTS = 60;

/** Time range selector: 5m, 15m, 1h, 6h, 24h; default 1h. */
export const SERVER_STATUS_RANGES = {
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '1h': 60 * 60_000,
  '6h': 6 * 60 * 60_000,
  '24h': 24 * 60 * 60_000,
} as const;
export type ServerStatusRange = keyof typeof SERVER_STATUS_RANGES;
export const DEFAULT_SERVER_STATUS_RANGE: ServerStatusRange = '1h';

/** Refresh interval selector: 10s, 30s, 1m, 5m; default 30s. */
export const SERVER_STATUS_REFRESH = {
  '10s': 10_000,
  '30s': 30_000,
  '1m': 60_000,
  '5m': 5 * 60_000,
} as const;
export type ServerStatusRefresh = keyof typeof SERVER_STATUS_REFRESH;
export const DEFAULT_SERVER_STATUS_REFRESH: ServerStatusRefresh = '30s';

export function instanceIsUp(
  instance: { lastSeenAt: Date; stoppedAt: Date | null },
  now: Date,
): boolean {
  return (
    instance.stoppedAt === null &&
    now.getTime() - instance.lastSeenAt.getTime() <= INSTANCE_DOWN_AFTER_MS
  );
}

export interface ServerSamplePoint {
  at: Date;
  cpuPercent: number;
  rssBytes: number;
  liveConnections: number;
  messagesPerSecond: number;
  requestsPerSecond: number;
}

/**
 * Averages the samples into at most `points` equal time buckets over [from, to]; empty buckets
 * are left out (a gap in the chart), so a stopped instance is not drawn as idle.
 */
export function bucketSamples(
  samples: readonly ServerSamplePoint[],
  from: Date,
  to: Date,
  points = SERVER_CHART_POINTS,
): ServerSamplePoint[] {
  const span = to.getTime() - from.getTime();
  if (!(span > 0) || points < 1) return [];
  const width = span / points;
  const buckets = new Map<number, ServerSamplePoint[]>();
  for (const s of samples) {
    const offset = s.at.getTime() - from.getTime();
    if (offset < 0 || offset > span) continue;
    const i = Math.min(points - 1, Math.floor(offset / width));
    const bucket = buckets.get(i) ?? [];
    bucket.push(s);
    buckets.set(i, bucket);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([i, bucket]) => ({
      at: new Date(from.getTime() + (i + 1) * width),
      cpuPercent: mean(bucket.map((s) => s.cpuPercent)),
      // Memory: the peak, since that is what runs a machine out of it.
      rssBytes: Math.max(...bucket.map((s) => s.rssBytes)),
      liveConnections: Math.max(...bucket.map((s) => s.liveConnections)),
      messagesPerSecond: mean(bucket.map((s) => s.messagesPerSecond)),
      requestsPerSecond: mean(bucket.map((s) => s.requestsPerSecond)),
    }));
}
