import { defineConfig } from 'vitest/config';

// The cluster test (tests/cluster): HAProxy, PostgreSQL, Redis, S3, two apis and two gateways
// started once for the file, on temporary data. Needs Debian's haproxy, postgresql and redis-server.
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
