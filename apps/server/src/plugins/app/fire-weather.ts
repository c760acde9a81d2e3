import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FireWeatherCheck } from '#src/services/weather';

declare module 'fastify' {
  interface FastifyInstance {
    fireWeatherCheck: FireWeatherCheck;
  }
}

/** How often every property's fire weather warnings are checked in the background. */
export const FIRE_WEATHER_CHECK_INTERVAL_MS = 10 * 60_000;

export interface FireWeatherOptions {
  /** Run the check periodically; tests turn it off and call `app.fireWeatherCheck.run()`. */
  timers?: boolean;
  intervalMs?: number;
  check?: FireWeatherCheck;
}

/**
 * Red Flag Warnings, Fire Weather Watches and evacuation orders become urgent alerts even when
 * nobody opens a dashboard: every few minutes each placed property's warnings are fetched
 * (cached per point) and raised once per warning, as the weather card does.
 */
export default fp<FireWeatherOptions>(
  async function fireWeather(app: FastifyInstance, options) {
    const check = options.check ?? new FireWeatherCheck(app);
    app.decorate('fireWeatherCheck', check);
    if (!(options.timers ?? true)) return;

    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      check
        .run()
        .catch((error: unknown) => app.log.error({ err: error }, 'fire weather check failed'))
        .finally(() => {
          running = false;
        });
    }, options.intervalMs ?? FIRE_WEATHER_CHECK_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
    });
  },
  { name: 'fire-weather', dependencies: ['database', 'panels'] },
);
