// npm run seed -w api [-- --small]: adds the demo data to the configured database.
// Idempotent: what already exists is kept. Stop the api first when it uses PGlite
// (an embedded database has one owner at a time).
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMediaStore } from '../services/media';
import { createMediaStorage } from '../services/media-storage';
import { seed } from './seed';

async function run(): Promise<void> {
  const config = loadConfig();
  const size = process.argv.includes('--small') || process.env.SEED_SIZE === 'small' ? 'small' : 'full';
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await migrateToLatest(db);
    await seed(db, { size, media: createMediaStore(createMediaStorage(config)), log: console.log });
  } finally {
    await db.destroy();
  }
}

run().catch((error: unknown) => {
  console.error('seed failed:', error);
  process.exit(1);
});
