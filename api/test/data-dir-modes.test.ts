// Issue 18, point 13: PGlite wrote its catalog files and postgresql.conf world-writable
// (0666). The embedded database's folder and everything in it belong to the service alone:
// folders 700, files 600, for a new data folder and for one an older version left loose.
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function newDataDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'moda-modes-'));
  folders.push(folder);
  return join(folder, 'db');
}

/** Every path under `dir` (itself included) with its permission bits, e.g. `700 db/base`. */
async function modes(dir: string, name = 'db'): Promise<string[]> {
  const own = `${((await stat(dir)).mode & 0o777).toString(8)} ${name}`;
  const entries = await readdir(dir, { withFileTypes: true });
  const inner = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? modes(join(dir, entry.name), `${name}/${entry.name}`)
        : stat(join(dir, entry.name)).then((info) => [`${(info.mode & 0o777).toString(8)} ${name}/${entry.name}`]),
    ),
  );
  return [own, ...inner.flat()];
}

/** The paths whose modes let anyone but the owner in. */
async function looseModes(dir: string): Promise<string[]> {
  return (await modes(dir)).filter((line) => !/^(700|600) /.test(line));
}

/** Opens the database in `dir`, migrates it and writes a row, as a start of the api does. */
async function startOn(dir: string): Promise<void> {
  const db = await openDatabase({ pgliteDir: dir });
  try {
    await migrateToLatest(db);
    await sql`create table if not exists probe (name text)`.execute(db);
    await sql`insert into probe (name) values ('fila')`.execute(db);
  } finally {
    await db.destroy();
  }
}

async function loosen(dir: string): Promise<void> {
  await chmod(dir, 0o777);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await loosen(join(dir, entry.name));
    else await chmod(join(dir, entry.name), 0o666);
  }
}

describe('the embedded database folder', () => {
  it('is the service’s alone when created: folders 700, files 600', async () => {
    const dir = await newDataDir();
    await startOn(dir);
    const all = await modes(dir);
    expect(all).toContain('600 db/postgresql.conf');
    expect(await looseModes(dir)).toEqual([]);
  }, 120_000);

  it('has the loose modes an older version left corrected at start', async () => {
    const dir = await newDataDir();
    await startOn(dir);
    await loosen(dir);
    expect(await modes(dir)).toContain('666 db/postgresql.conf');
    await startOn(dir);
    expect(await looseModes(dir)).toEqual([]);
  }, 120_000);
});
