// Opens the database the api uses: the Postgres server of DATABASE_URL, or the PGlite
// directory in DATA_DIR. PGlite is embedded and has one owner: it takes no lock of its
// own, and a second process opening the same directory would corrupt it. So before
// opening it, the command looks for another process holding its files (a running api
// or seed) and refuses, naming it.
import { readdir, readlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export class DatabaseInUseError extends Error {
  readonly pids: number[];

  constructor(dir: string, pids: number[]) {
    super(
      `The database in ${dir} is in use by another process (pid ${pids.join(', ')}), probably a running api.\n` +
        'PGlite has a single owner: stop the api (Ctrl-C in its terminal), run this command, then start the api ' +
        'again. With a Postgres server (DATABASE_URL) the command runs while the api is up.',
    );
    this.pids = pids;
  }
}

export async function openAdminDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<Db> {
  if (config.databaseUrl) return migrated(await openDatabase({ databaseUrl: config.databaseUrl }));
  const holders = await processesUsing(config.pgliteDir);
  if (holders.length > 0) throw new DatabaseInUseError(config.pgliteDir, holders);
  return migrated(await openDatabase({ pgliteDir: config.pgliteDir }));
}

/** An empty or older database gets the tables the commands read, as the api would. */
async function migrated(db: Db): Promise<Db> {
  try {
    await migrateToLatest(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * Processes (other than `ignorePid`) with a file open inside `dir`, read from /proc. Where
 * /proc does not exist (not Linux) nothing can be known and the list is empty.
 */
export async function processesUsing(dir: string, ignorePid: number = process.pid): Promise<number[]> {
  const prefix = resolve(dir) + sep;
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const pids = entries.filter((name) => /^\d+$/.test(name)).map(Number);
  const holders: number[] = [];
  for (const pid of pids) {
    if (pid !== ignorePid && (await holdsFileUnder(pid, prefix))) holders.push(pid);
  }
  return holders;
}

async function holdsFileUnder(pid: number, prefix: string): Promise<boolean> {
  let fds: string[];
  try {
    fds = await readdir(`/proc/${pid}/fd`);
  } catch {
    // Gone already, or another user's process: not readable.
    return false;
  }
  for (const fd of fds) {
    try {
      if ((await readlink(join(`/proc/${pid}/fd`, fd))).startsWith(prefix)) return true;
    } catch {
      // The descriptor closed while reading.
    }
  }
  return false;
}
