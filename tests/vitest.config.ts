import { defineConfig } from 'vitest/config';

// Browser tests: one real product (api + gateway + built web app) on a throwaway data
// directory, driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A poll waits for the app, not for a fixed delay: a loaded CI machine can take seconds
    // for a debounced filter's request to come back, well past vitest's 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});
