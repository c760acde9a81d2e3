import os from 'node:os';
import { asc, count, desc, gte, isNull, or, sql } from 'drizzle-orm';
import {
  bucketSamples,
  instanceIsUp,
  SERVER_STATUS_RANGES,
  type ServerStatusRange,
} from '@wildfire/shared';
import type { Database } from '../db/client';
import {
  ingestQuarantine,
  serverEvents,
  serverInstances,
  serverSamples,
  sites,
} from '../db/schema';
import type { IngestHealth } from '../services/ingest';

/**
 * The deployment as the server status screens show it: every instance seen in the range with
 * its newest sample and its chart series, the database, the broker link, the fleet and the
 * event list. All figures come from the samples the instances write (services/server-monitor.ts).
 */
export async function readServerStatus(
  db: Database,
  driver: 'pglite' | 'postgres',
  range: ServerStatusRange,
  ingest: IngestHealth,
  now = new Date(),
) {
  const from = new Date(now.getTime() - SERVER_STATUS_RANGES[range]);
  const instances = await db
    .select()
    .from(serverInstances)
    .where(or(isNull(serverInstances.stoppedAt), gte(serverInstances.stoppedAt, from)))
    .orderBy(asc(serverInstances.startedAt));
  const samples = await db
    .select()
    .from(serverSamples)
    .where(gte(serverSamples.at, from))
    .orderBy(asc(serverSamples.at));
  const events = await db
    .select()
    .from(serverEvents)
    .where(gte(serverEvents.at, from))
    .orderBy(desc(serverEvents.at), desc(serverEvents.id))
    .limit(20);
  const [panels] = await db
    .select({
      total: count(),
      online: sql<number>`count(*) filter (where ${sites.online})`.mapWith(Number),
    })
    .from(sites);

  const [quarantined] = await db.select({ total: count() }).from(ingestQuarantine);
  const quarantine = await db
    .select()
    .from(ingestQuarantine)
    .orderBy(desc(ingestQuarantine.receivedAt), desc(ingestQuarantine.id))
    .limit(20);

  return {
    now: now.toISOString(),
    range,
    instances: instances.map((instance) => {
      const own = samples.filter((s) => s.instanceId === instance.id);
      const latest = own.at(-1) ?? null;
      return {
        id: instance.id,
        hostname: instance.hostname,
        pid: instance.pid,
        version: instance.version,
        started_at: instance.startedAt.toISOString(),
        last_seen_at: instance.lastSeenAt.toISOString(),
        up: instanceIsUp(instance, now),
        uptime_seconds: Math.round(
          ((instance.stoppedAt ?? now).getTime() - instance.startedAt.getTime()) / 1000,
        ),
        latest: latest && {
          at: latest.at.toISOString(),
          cpu_percent: latest.cpuPercent,
          rss_bytes: latest.rssBytes,
          heap_used_bytes: latest.heapUsedBytes,
          event_loop_p99_ms: latest.eventLoopP99Ms,
          live_connections: latest.liveConnections,
          broker_connected: latest.brokerConnected,
          messages_per_second: latest.messagesPerSecond,
          requests_per_second: latest.requestsPerSecond,
        },
        series: bucketSamples(own, from, now).map((p) => ({
          at: p.at.toISOString(),
          cpu_percent: round(p.cpuPercent),
          rss_bytes: p.rssBytes,
          live_connections: p.liveConnections,
          messages_per_second: round(p.messagesPerSecond),
          requests_per_second: round(p.requestsPerSecond),
        })),
      };
    }),
    database: { driver, ...(await databaseFigures(db)) },
    panels: { total: panels?.total ?? 0, online: panels?.online ?? 0 },
    ingest: {
      state: ingest.state,
      received_last_minute: ingest.received_last_minute,
      stored_last_minute: ingest.stored_last_minute,
      newest_stored_age_s: ingest.newest_stored_age_s,
      waiting: ingest.waiting,
      subscriptions: ingest.subscriptions,
      quarantine: {
        total: quarantined?.total ?? 0,
        recent: quarantine.map((q) => ({
          id: q.id,
          site_id: q.siteId,
          topic: q.topic,
          received_at: q.receivedAt.toISOString(),
          reason: q.reason,
          head: q.head,
        })),
      },
    },
    host: {
      hostname: os.hostname(),
      total_memory_bytes: os.totalmem(),
      free_memory_bytes: os.freemem(),
      cpus: os.availableParallelism(),
    },
    events: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      instance_id: e.instanceId,
      kind: e.kind,
      message: e.message,
    })),
  };
}

/** Size and connections; either may be unknown (the embedded database keeps no activity view). */
async function databaseFigures(db: Database) {
  const figure = async (query: ReturnType<typeof sql>) => {
    try {
      // Both drivers answer `{ rows }`; the shared query-result type leaves it unknown.
      const result = (await db.execute(query)) as unknown as { rows: Array<{ n?: unknown }> };
      const value = result.rows[0]?.n;
      return value == null ? null : Number(value);
    } catch {
      return null;
    }
  };
  return {
    size_bytes: await figure(sql`select pg_database_size(current_database()) as n`),
    connections: await figure(
      sql`select count(*) as n from pg_stat_activity where datname = current_database()`,
    ),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
