import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose outcome cannot depend on the database server: they open no database, or open
 * PGlite whatever DATABASE_URL says, or read only what the route schemas make. The run
 * against PostgreSQL (DATABASE_URL, `.ci/run`) leaves them out: there they would prove again,
 * word for word, what the PGlite run proved.
 */
const sameOnAnyDatabase = [
  'test/config.test.ts', // the JWT secret rules: configuration only
  'test/layout.test.ts', // how the source is laid out: reads files
  'test/media.test.ts', // image re-encoding and names: a media folder, no database
  'test/data-dir-modes.test.ts', // PGlite's data folder modes: always PGlite
  'test/openapi-file.test.ts', // api/openapi.json against the route schemas: no query
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? sameOnAnyDatabase : [])],
    // Each file starts its own api on a throwaway database. Two worker processes, each running
    // its files one after another without reloading the app or PGlite (no file mocks a module
    // or changes the environment); the files wait on their databases as much as they compute.
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
