import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own api on a throwaway database; files run in separate processes.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
