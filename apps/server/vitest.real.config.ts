import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Tests that need the real servers (PostgreSQL and an MQTT broker such as Mosquitto), run by
 * `.ci/run` with TEST_DATABASE_URL and TEST_MQTT_URL set. Not part of `npm test`, which must
 * pass on a machine without those servers.
 */
export default defineConfig({
  // Paths below are relative to this folder, whatever directory vitest is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server-real',
    include: ['test-real/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A test that passed only on its second try (.ci/run gives one) is named with its first
    // failure (decision 090).
    reporters: [
      'default',
      fileURLToPath(new URL('../../scripts/lib/retried-tests-reporter.ts', import.meta.url)),
    ],
  },
});
