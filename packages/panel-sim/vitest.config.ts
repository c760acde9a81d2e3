import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'panel-sim', include: ['test/**/*.test.ts'] },
});
