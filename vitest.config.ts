import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each names its own project. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/panel-sim', 'apps/server', 'apps/web'],
  },
});
