// Opens the database: embedded PGlite by default, a Postgres server when a URL is given.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { chmod, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './tables';

export type Db = Kysely<Database>;

const DATE_OID = 1082;

interface DatabaseOptions {
  /** Postgres server URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests). */
  pgliteDir?: string;
  /** Postgres schema to use as search_path (one per test run). */
  schema?: string;
  /** A PGlite data directory dump to start from (tests: an already migrated database). */
  pgliteSnapshot?: Blob;
}

/** The connection pool behind a database on a Postgres server (PGlite has none). */
const pools = new WeakMap<Db, pg.Pool>();

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** How much of its connection pool a database on a Postgres server uses; null on PGlite. */
export function poolUseOf(db: Db): PoolUse | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl, options.schema);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (!options.pgliteDir) return kyselyOnPglite(await openPglite(undefined, options.pgliteSnapshot));
  // Files created from now on (PGlite's tables and WAL, uploads, media) are the service's alone.
  process.umask(OWNER_ONLY_UMASK);
  mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  const pglite = await openPglite(options.pgliteDir, options.pgliteSnapshot);
  // PGlite writes its initial catalog and postgresql.conf world-writable (0666) whatever
  // the umask, and data folders of older versions have them so: corrected at every start.
  await ownerOnly(options.pgliteDir);
  return kyselyOnPglite(pglite);
}

const OWNER_ONLY_UMASK = 0o077;

/** Folders 700 and files 600 under `dir`, `dir` included (symbolic links are left alone). */
export async function ownerOnly(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await ownerOnly(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<PGlite> {
  const pglite = new PGlite({
    dataDir,
    loadDataDir: snapshot,
    // Accent- and case-insensitive search (migration 0002) needs these two contrib modules.
    extensions: { unaccent, pg_trgm },
    // Dates stay 'YYYY-MM-DD' strings: a JS Date would shift them by the local time zone.
    parsers: { [DATE_OID]: (value: string) => value },
  });
  await pglite.waitReady;
  return pglite;
}

/** A Kysely instance that owns the PGlite instance (destroy() closes it). */
export function kyselyOnPglite(pglite: PGlite): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

function postgresPool(connectionString: string, schema: string | undefined): pg.Pool {
  return new pg.Pool({
    connectionString,
    max: 10,
    // Extensions live in public (one install per database), so it stays on the path.
    options: schema ? `-c search_path=${schema},public` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

/** Asks the database the smallest question (the api's /ready). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
