import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own database; argon2 and PGlite start-up take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
