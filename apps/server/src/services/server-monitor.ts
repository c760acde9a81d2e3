import crypto from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_SAMPLE_RETENTION_MS } from '@wildfire/shared';
import { serverEvents, serverInstances, serverSamples } from '../db/schema';

type EventKind = (typeof serverEvents.$inferInsert)['kind'];

/**
 * This process's own figures, written to the database every sample interval so that any
 * instance can show the whole deployment: CPU share since the last sample, memory, event-loop
 * delay, live browser connections, broker link, panel messages and API requests per second.
 * Broker losses and recoveries become events.
 */
export class ServerMonitor {
  readonly instanceId = `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  private requests = 0;
  private last = { at: performance.now(), cpu: process.cpuUsage(), messages: 0, requests: 0 };
  private brokerWasConnected = true;
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });

  constructor(private readonly app: FastifyInstance) {}

  /** Counted by an onResponse hook; only the total per interval is kept. */
  countRequest() {
    this.requests++;
  }

  async start() {
    this.loopDelay.enable();
    this.last.messages = this.app.ingest.stats.messages;
    await this.app.db.insert(serverInstances).values({
      id: this.instanceId,
      hostname: os.hostname(),
      pid: process.pid,
      version: this.app.appVersion,
    });
    await this.event('started', `Started version ${this.app.appVersion} (pid ${process.pid})`);
  }

  async stop() {
    this.loopDelay.disable();
    await this.app.db
      .update(serverInstances)
      .set({ stoppedAt: new Date(), lastSeenAt: new Date() })
      .where(eq(serverInstances.id, this.instanceId));
    await this.event('stopped', 'Stopped');
  }

  /** Take one sample now (the timer calls this; tests call it directly). */
  async sample() {
    const now = performance.now();
    const seconds = Math.max(0.001, (now - this.last.at) / 1000);
    const cpu = process.cpuUsage(this.last.cpu);
    const memory = process.memoryUsage();
    const messages = this.app.ingest.stats.messages;
    const brokerConnected = this.app.broker.isConnected();

    await this.app.db.insert(serverSamples).values({
      instanceId: this.instanceId,
      cpuPercent: round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopP99Ms: round(this.loopDelay.percentile(99) / 1e6),
      liveConnections: this.app.live.connectionCount,
      brokerConnected,
      messagesPerSecond: round((messages - this.last.messages) / seconds),
      requestsPerSecond: round((this.requests - this.last.requests) / seconds),
    });
    await this.app.db
      .update(serverInstances)
      .set({ lastSeenAt: new Date() })
      .where(eq(serverInstances.id, this.instanceId));
    if (brokerConnected !== this.brokerWasConnected) {
      await this.event(
        brokerConnected ? 'broker_back' : 'broker_lost',
        brokerConnected ? 'MQTT broker connection restored' : 'MQTT broker connection lost',
      );
      this.brokerWasConnected = brokerConnected;
    }
    this.loopDelay.reset();
    this.last = { at: now, cpu: process.cpuUsage(), messages, requests: this.requests };
  }

  /** Samples older than the widest time range are of no use to anyone. */
  async prune(now = new Date()) {
    const before = new Date(now.getTime() - SERVER_SAMPLE_RETENTION_MS);
    await this.app.db.delete(serverSamples).where(lt(serverSamples.at, before));
    await this.app.db.delete(serverEvents).where(lt(serverEvents.at, before));
  }

  private async event(kind: EventKind, message: string) {
    await this.app.db.insert(serverEvents).values({ instanceId: this.instanceId, kind, message });
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
