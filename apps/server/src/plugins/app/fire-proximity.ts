import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FireProximityService } from '#src/services/fire-proximity';

declare module 'fastify' {
  interface FastifyInstance {
    fireProximity: FireProximityService;
  }
}

/** How often the fire data is fetched (by one instance at a time, under a lease). */
export const FIRE_POLL_INTERVAL_MS = 5 * 60_000;
/** How often ended countdowns are looked for: a countdown's end is stored, so any instance may. */
export const COUNTDOWN_CHECK_MS = 5_000;

export interface FireProximityOptions {
  /** Background work; tests turn it off and call `app.fireProximity.poll()` themselves. */
  timers?: boolean;
  service?: FireProximityService;
}

/**
 * Fire proximity (docs/fire-data.md): the poll every 5 minutes, the first soon after start, and
 * the check of automatic-activation countdowns, which continues one started before a restart.
 */
export default fp<FireProximityOptions>(
  async function fireProximity(app: FastifyInstance, options) {
    const service = options.service ?? new FireProximityService(app);
    app.decorate('fireProximity', service);
    if (!(options.timers ?? true)) return;

    const every = (ms: number, work: () => Promise<unknown>, what: string) => {
      let running = false;
      const run = () => {
        if (running) return;
        running = true;
        work()
          .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
          .finally(() => {
            running = false;
          });
      };
      const timer = setInterval(run, ms);
      timer.unref();
      app.addHook('onClose', () => {
        clearInterval(timer);
      });
      return run;
    };
    every(COUNTDOWN_CHECK_MS, () => service.processDue(), 'automatic activation check');
    if (app.config.fire.polling) {
      const poll = every(FIRE_POLL_INTERVAL_MS, () => service.poll(), 'fire data poll');
      // The first poll as soon as the server is ready (not awaited: start-up does not wait on
      // outside services), so the screens soon know what they can.
      app.addHook('onReady', () => {
        poll();
      });
    }
  },
  { name: 'fire-proximity', dependencies: ['database', 'panels'] },
);
