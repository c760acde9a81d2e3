import { z } from 'zod';
import { SERVER_STATUS_RANGES, type ServerStatusRange } from '../domain/server-status';

const rangeIds = Object.keys(SERVER_STATUS_RANGES) as [ServerStatusRange, ...ServerStatusRange[]];

export const serverStatusQuerySchema = z.object({
  range: z.enum(rangeIds).default('1h'),
});

const point = z.object({
  at: z.string(),
  cpu_percent: z.number(),
  rss_bytes: z.number(),
  live_connections: z.number(),
  messages_per_second: z.number(),
  requests_per_second: z.number(),
});

/** Ingest as the answering instance sees it (the same figures as /api/health), and the quarantine. */
export const ingestStatusSchema = z.object({
  state: z.enum(['ok', 'stalled', 'unsubscribed']),
  received_last_minute: z.number().int(),
  stored_last_minute: z.number().int(),
  newest_stored_age_s: z.number().nullable(),
  waiting: z.number().int(),
  subscriptions: z.array(
    z.object({ topic: z.string(), granted: z.boolean(), qos: z.number().nullable() }),
  ),
  /** Panel messages refused and kept aside, never retried: how many, and the newest 20. */
  quarantine: z.object({
    total: z.number().int(),
    recent: z.array(
      z.object({
        id: z.number().int(),
        site_id: z.string(),
        topic: z.string(),
        received_at: z.string(),
        reason: z.string(),
        head: z.string(),
      }),
    ),
  }),
});
export type IngestStatus = z.infer<typeof ingestStatusSchema>;

/** `GET /api/admin/system/status`: this deployment's instances, database, fleet and events. */
export const serverStatusSchema = z.object({
  now: z.string(),
  range: z.enum(rangeIds),
  instances: z.array(
    z.object({
      id: z.string(),
      hostname: z.string(),
      pid: z.number().int(),
      version: z.string(),
      started_at: z.string(),
      last_seen_at: z.string(),
      up: z.boolean(),
      uptime_seconds: z.number().int(),
      latest: z
        .object({
          at: z.string(),
          cpu_percent: z.number(),
          rss_bytes: z.number(),
          heap_used_bytes: z.number(),
          event_loop_p99_ms: z.number(),
          live_connections: z.number().int(),
          broker_connected: z.boolean(),
          messages_per_second: z.number(),
          requests_per_second: z.number(),
        })
        .nullable(),
      series: z.array(point),
    }),
  ),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    size_bytes: z.number().nullable(),
    connections: z.number().nullable(),
  }),
  panels: z.object({ total: z.number().int(), online: z.number().int() }),
  ingest: ingestStatusSchema,
  /** The machine of the instance that answered (figures of other hosts are in their samples). */
  host: z.object({
    hostname: z.string(),
    total_memory_bytes: z.number(),
    free_memory_bytes: z.number(),
    cpus: z.number().int(),
  }),
  events: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      instance_id: z.string(),
      kind: z.string(),
      message: z.string(),
    }),
  ),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;
