import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own database; argon2 and PGlite start-up take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules instead of importing the whole server again each
    // time (import was more than half the run). Safe because no file mocks modules and each
    // builds its own app and database; module state is limited to per-URL geocoder queues.
    isolate: false,
  },
});
