import { sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Held while migrating, and by whatever drops a schema from the same database (the test
 * harness's schema per test app). Kysely takes its own lock only after it has read the
 * catalog of every schema, and a schema dropped during that read fails it.
 */
export const SCHEMA_CHANGE_LOCK = 7_241_905_113;

/** Applies every pending migration; throws (and applies nothing more) on the first failure. */
export function migrateToLatest(db: Db): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    try {
      return await runMigrator(connection);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    }
  });
}

async function runMigrator(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await currentSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    // Without a failed migration the error came before any ran (connecting, the lock, the
    // bookkeeping tables): its own message is the only clue.
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new Error(`Migration ${failed} failed${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The schema the connection works in. The migration bookkeeping tables are pinned to
 * it: otherwise Kysely, which looks for them in every schema, would find another test
 * run's tables (one schema per run on a shared Postgres) and skip creating its own.
 */
async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('the connection has no current schema');
  return schema;
}
