import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_SAMPLE_INTERVAL_MS } from '@wildfire/shared';
import { ServerMonitor } from '#src/services/server-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    serverMonitor: ServerMonitor;
  }
}

export interface ServerMonitorOptions {
  /** Sample periodically; tests turn it off and call `app.serverMonitor.sample()`. */
  timers?: boolean;
}

/** Registers this process in the deployment and samples its figures (services/server-monitor.ts). */
export default fp<ServerMonitorOptions>(
  async function serverMonitor(app: FastifyInstance, { timers = true }) {
    const monitor = new ServerMonitor(app);
    app.decorate('serverMonitor', monitor);
    // A callback hook, not an async one: it runs on every answer (docs/performance.md).
    app.addHook('onResponse', (_request, _reply, done) => {
      monitor.countRequest();
      done();
    });
    await monitor.start();

    const intervals: NodeJS.Timeout[] = [];
    if (timers) {
      let sampling = false;
      const tick = () => {
        if (sampling) return;
        sampling = true;
        monitor
          .sample()
          .catch((error: unknown) => app.log.warn({ err: error }, 'server sample failed'))
          .finally(() => {
            sampling = false;
          });
      };
      intervals.push(setInterval(tick, SERVER_SAMPLE_INTERVAL_MS));
      intervals.push(
        setInterval(
          () =>
            void monitor
              .prune()
              .catch((error: unknown) =>
                app.log.warn({ err: error }, 'server sample prune failed'),
              ),
          10 * 60_000,
        ),
      );
      intervals.forEach((t) => t.unref());
      tick();
    }

    app.addHook('onClose', async () => {
      intervals.forEach(clearInterval);
      // The database may already be unreachable; a missing "stopped" event is not worth a failed shutdown.
      await monitor
        .stop()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not record the stop'));
    });
  },
  { name: 'server-monitor', dependencies: ['database', 'broker', 'panels'] },
);
