import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Names the run's databases and starts a broker per worker for the CI run (TEST_MOSQUITTO).
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own app on its own database; argon2 and PGlite start-up take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules instead of importing the whole server again each
    // time (import was more than half the run), and its seeded database, which each file gets a
    // copy of (test/seeded-database.ts). Safe because no file mocks modules and each builds its
    // own app on its own copy; module state is limited to per-URL geocoder queues.
    isolate: false,
  },
});
