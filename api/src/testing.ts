// Throwaway api instances for tests: this workspace's own and the gateway's /
// cross-service ones. Each gets its own database (in-memory PGlite, or a fresh
// Postgres schema when DATABASE_URL is set), media directory and secret.
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp, type AppDeps } from './app';
import { DEFAULT_OPERATOR_EMAILS, type S3Config } from './config';
import { kyselyOnPglite, openDatabase, openPglite, type Db } from './db/database';
import { migrateToLatest, SCHEMA_CHANGE_LOCK } from './db/migrate';
import type { App } from './http/app-type';
import { seed } from './seed/seed';
import { createBackground } from './services/background';
import { ManualClock } from './services/clock';
import type { GoogleClient } from './services/google';
import { createMailer, type Mailer } from './services/mail';
import type { ImageQueueLimits } from './services/image-queue';
import { createMediaStore } from './services/media';
import { createLocalStorage, createMediaStorage, type MediaStorage } from './services/media-storage';

type TestSeed = 'none' | 'small' | 'full';

/** A test's view of the api's log: the lines written at `level` and above. */
export interface TestLog {
  level: string;
  lines: string[];
}

export interface TestApi {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  db: Db;
  /** Where it stores uploads (tests check that a refused upload left nothing). */
  mediaDir: string;
  /** Where uploads are streamed while read (tests check that none is left). */
  uploadTmpDir: string;
  close(): Promise<void>;
}

/** A migrated, seeded api listening on 127.0.0.1 (port 0 = any free port). */
export async function startTestApi(
  options: { seed?: TestSeed; port?: number; imageQueue?: ImageQueueLimits; log?: TestLog } = {},
): Promise<TestApi> {
  const test = await createTestApp({ seed: options.seed ?? 'small', imageQueue: options.imageQueue, log: options.log });
  try {
    const address = await test.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
    return { url: address, db: test.db, mediaDir: test.mediaDir, uploadTmpDir: test.uploadTmpDir, close: test.close };
  } catch (error) {
    await test.close();
    throw error;
  }
}

interface TestAppOptions {
  seed?: TestSeed;
  /** A fake Google client; absent means Google sign-in is not configured (501). */
  google?: GoogleClient | null;
  /** Build as NODE_ENV=production would (no development routes). */
  production?: boolean;
  /** Log level of the app (default TEST_API_LOG_LEVEL or 'error'). */
  logLevel?: string;
  /** Where the app's JSON log lines go, at this level (tests that read the log). */
  log?: TestLog;
  /** Keep the rate-limit counters in this Redis server (a namespace of this app's own). */
  redisUrl?: string;
  /** The Redis namespace, given: replicas of one product share theirs. */
  redisNamespace?: string;
  /** Send mail to this SMTP server instead of the development outbox. */
  smtpUrl?: string;
  /** The admin command's token (admin/api-link.ts); absent, its route refuses every call. */
  adminToken?: string;
  /** Bounds of the image work (default: production's). */
  imageQueue?: ImageQueueLimits;
  /** The mail queue's polling and retries (default: production's). */
  mailQueue?: AppDeps['mailQueue'];
  /** Count the requests here (http/metrics.ts). */
  metrics?: AppDeps['metrics'];
  /** Store media in this bucket rather than a temporary folder. */
  s3?: S3Config;
}

export interface TestApp {
  app: App;
  db: Db;
  /** Moves only when told to: advance it to expire codes and tokens. */
  clock: ManualClock;
  mailer: Mailer;
  mediaDir: string;
  /** Where the app stores media: `mediaDir`, or the bucket when `s3` is given. */
  storage: MediaStorage;
  /** Where uploads are streamed while read: a folder of the media folder's temporary parent. */
  uploadTmpDir: string;
  /** The secret the app signs tokens with (to forge tokens a test needs). */
  jwtSecret: string;
  /** Resolves once the work started after answering (recovery mails) is done. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The app without listening (use app.inject), with its clock and mailer at hand. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seedSize = options.seed && options.seed !== 'none' ? options.seed : null;
  // On PGlite a seeded database starts from this process's template; a server seeds anew.
  const template = seedSize && !process.env.DATABASE_URL ? await seededTemplate(seedSize) : null;
  const database = await openTestDatabase(template?.dump);
  const mediaDir = await mkdtemp(join(tmpdir(), 'moda-api-media-'));
  const uploadTmpDir = `${mediaDir}-uploads`;
  const clock = new ManualClock();
  const mailer = createMailer({ from: 'Moda Talento <no-reply@modatalento.local>', clock, smtpUrl: options.smtpUrl });
  const cleanUp = async () => {
    mailer.close();
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
    await rm(uploadTmpDir, { recursive: true, force: true });
  };
  try {
    if (template) await cp(template.mediaDir, mediaDir, { recursive: true });
    else {
      await migrateToLatest(database.db);
      if (seedSize)
        await seed(database.db, {
          size: seedSize,
          media: createMediaStore(createLocalStorage(mediaDir)),
          now: clock.now(),
        });
    }
    const jwtSecret = randomBytes(32).toString('base64url');
    const background = createBackground((error) => console.error('background task failed', error));
    const app = await buildApp({
      db: database.db,
      config: {
        isProduction: options.production ?? false,
        mediaDir,
        s3: options.s3,
        uploadTmpDir,
        jwtSecret,
        publicUrl: 'http://localhost:4000',
        trustedProxies: ['loopback'],
        operatorEmails: DEFAULT_OPERATOR_EMAILS,
        ...(options.adminToken ? { adminToken: options.adminToken } : {}),
      },
      mailer,
      clock,
      google: options.google ?? null,
      logger: options.log
        ? { level: options.log.level, stream: { write: (line: string) => options.log?.lines.push(line) } }
        : { level: options.logLevel ?? process.env.TEST_API_LOG_LEVEL ?? 'error' },
      background,
      imageQueue: options.imageQueue,
      mailQueue: options.mailQueue,
      metrics: options.metrics,
      limits: options.redisUrl
        ? {
            redisUrl: options.redisUrl,
            namespace: options.redisNamespace ?? `moda-test:${randomBytes(6).toString('hex')}:`,
          }
        : {},
    });
    return {
      app,
      db: database.db,
      clock,
      mailer,
      mediaDir,
      storage: createMediaStorage({ mediaDir, s3: options.s3 }),
      uploadTmpDir,
      jwtSecret,
      settled: () => background.idle(),
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

interface TestDatabase {
  db: Db;
  close(): Promise<void>;
}

async function openTestDatabase(seeded?: Blob): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openDatabase({ pgliteSnapshot: seeded ?? (await migratedSnapshot()) });
    return { db, close: () => db.destroy() };
  }
  // One schema per test app, so parallel runs and files never see each other's rows.
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `create schema "${schema}"`);
  const db = await openDatabase({ databaseUrl, schema });
  return {
    db,
    close: async () => {
      await db.destroy();
      // Under the migrations' lock: another app migrating now reads every schema's catalog.
      await adminQuery(
        databaseUrl,
        `select pg_advisory_lock(${SCHEMA_CHANGE_LOCK}); drop schema if exists "${schema}" cascade`,
      );
    },
  };
}

/**
 * A dump of a freshly migrated PGlite database. Creating PGlite from scratch runs
 * initdb (seconds); loading a dump takes under one. The dump is cached per process
 * and on disk, keyed by the PGlite version and the migrations' source, so a changed
 * migration never reuses a stale template.
 */
let snapshot: Promise<Blob> | undefined;
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= loadOrCreateSnapshot();
  return snapshot;
}

async function loadOrCreateSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `moda-api-pglite-${await snapshotKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await openPglite();
    const db = kyselyOnPglite(pglite);
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    // Written under a temporary name then renamed: parallel test workers may race here.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, file);
    await removeOtherSnapshots(file);
    return dump;
  }
}

/** A seeded database and the media its rows name, for test apps to start from a copy of. */
interface SeededTemplate {
  dump: Blob;
  mediaDir: string;
  /** When it was seeded: the seed dates its rows from then. */
  seededAt: Date;
}

/**
 * The full seed takes seconds (tens on a loaded machine) and most suites ask for it in
 * every file: each process seeds each size once and gives every test app a copy. The seed
 * dates its rows back from the moment it runs, so a template older than a few minutes, or
 * of another day, is made again; each test app keeps its own clock at the real time.
 */
const templates = new Map<TestSeed, Promise<SeededTemplate>>();
const TEMPLATE_MAX_AGE_MS = 5 * 60_000;

async function seededTemplate(size: Exclude<TestSeed, 'none'>): Promise<SeededTemplate> {
  const cached = templates.get(size);
  if (cached) {
    const { seededAt } = await cached;
    const now = new Date();
    const fresh = now.getTime() - seededAt.getTime() < TEMPLATE_MAX_AGE_MS;
    if (fresh && now.toISOString().slice(0, 10) === seededAt.toISOString().slice(0, 10)) return cached;
  }
  const made = makeSeededTemplate(size);
  templates.set(size, made);
  made.catch(() => templates.delete(size));
  return made;
}

async function makeSeededTemplate(size: Exclude<TestSeed, 'none'>): Promise<SeededTemplate> {
  const mediaDir = await mkdtemp(join(tmpdir(), `moda-api-seed-${size}-`));
  // Removed when the process ends: a test app may still be copying an older template.
  process.once('exit', () => rmSync(mediaDir, { recursive: true, force: true }));
  const pglite = await openPglite(undefined, await migratedSnapshot());
  const db = kyselyOnPglite(pglite);
  try {
    const seededAt = new Date();
    await seed(db, { size, media: createMediaStore(createLocalStorage(mediaDir)), now: seededAt });
    return { dump: await pglite.dumpDataDir('none'), mediaDir, seededAt };
  } finally {
    await db.destroy();
  }
}

/** Templates of older migrations are 40 MB each: drop them once a new one exists. */
async function removeOtherSnapshots(current: string): Promise<void> {
  const dir = dirname(current);
  for (const name of await readdir(dir)) {
    if (/^moda-api-pglite-[0-9a-f]{16}\.tar$/.test(name) && join(dir, name) !== current) {
      await rm(join(dir, name), { force: true });
    }
  }
}

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  const dir = fileURLToPath(new URL('./db/migrations/', import.meta.url));
  for (const name of (await readdir(dir)).sort()) hash.update(name).update(await readFile(join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

/** PGlite does not export its package.json: find it above the resolved entry point. */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    try {
      const manifest: unknown = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
      if (typeof manifest === 'object' && manifest !== null && 'version' in manifest) return String(manifest.version);
    } catch {
      // No package.json at this level: keep walking up.
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
