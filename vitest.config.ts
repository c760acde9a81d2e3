import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each names its own project. */
export default defineConfig({
  test: {
    // Both cores: Vitest's default on two is one worker, and the API tests spend much of their
    // time waiting (timeouts, paced services), which a second worker fills.
    maxWorkers: 2,
    projects: ['packages/shared', 'packages/panel-sim', 'apps/server', 'apps/web'],
    // On CI a failed test runs once more and, if it then passes, is named at the end of the run
    // with its first failure (decision 090).
    reporters: ['default', './scripts/lib/retried-tests-reporter.ts'],
  },
});
