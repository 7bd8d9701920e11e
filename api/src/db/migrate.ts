import { sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Applies every pending migration; throws (and applies nothing more) on the first failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await currentSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
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
