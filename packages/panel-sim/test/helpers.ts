import { PanelModel, type PanelLayout } from '../src';

/** A small seeded generator (mulberry32), so every run sees the same noise. */
export function seededRandom(seed = 42): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const LAYOUT: PanelLayout = {
  panelNumber: 1002,
  pumps: 3,
  pressureSensors: 3,
  temperatureSensors: 2,
};

/** A model on UTC with a simulated clock that `run` moves forward in one-second steps. */
export function simulation(startUtc = Date.UTC(2025, 6, 1, 12, 0), layout = LAYOUT, seed = 42) {
  const model = new PanelModel(layout, {}, { random: seededRandom(seed), timeZone: 'UTC' });
  let now = startUtc;
  return {
    model,
    get now() {
      return now;
    },
    /** Advance `ms` of simulated time in steps of `stepMs`. */
    run(ms: number, stepMs = 1000) {
      const end = now + ms;
      while (now < end) {
        const d = Math.min(stepMs, end - now);
        now += d;
        model.step(d, new Date(now));
      }
      return model.tags();
    },
    tags: () => model.tags(),
  };
}

export const num = (tags: Record<string, unknown>, name: string) => {
  const value = tags[name];
  if (typeof value !== 'number') throw new Error(`${name} is not a number: ${String(value)}`);
  return value;
};
