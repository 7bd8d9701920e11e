import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) without an exports map: Vite
    // picks the ESM file for our code while Yoga, loaded by Node, gets the CJS one,
    // and GraphQLError from one copy is not an instance of the other. Use Node's choice.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Two workers, each running its files one after another in one process (no file mocks a
    // module); a seeded api then starts from the worker's copy of the seed (api/src/testing.ts).
    isolate: false,
    maxWorkers: 2,
    // Integration tests start the real api on a throwaway database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
