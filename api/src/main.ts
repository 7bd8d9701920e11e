// The api process: configuration, database, migrations, first-run seed, HTTP server.
import { createAdminToken, removeAdminLink, writeAdminLink } from './admin/api-link';
import { buildApp } from './app';
import { createApiMetrics } from './http/metrics';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { SeedSize } from './seed/context';
import { isDatabaseEmpty, seed } from './seed/seed';
import { createGoogleClient } from './services/google';
import { createMailer } from './services/mail';
import { createMediaStore } from './services/media';
import { createMediaStorage } from './services/media-storage';
import { systemClock } from './services/clock';

/** How long requests in flight may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);

  const seedSize = seedSizeFromEnv(process.env.SEED_SIZE);
  if (seedSize && (await isDatabaseEmpty(db))) {
    await seed(db, { size: seedSize, media: createMediaStore(createMediaStorage(config)), log: console.log });
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    clock: systemClock,
    print: console.log,
  });
  // The admin command's token for this run (admin/api-link.ts), written once listening.
  const adminToken = createAdminToken();
  const metrics = config.metrics ? createApiMetrics() : undefined;
  const app = await buildApp({
    db,
    metrics,
    config: { ...config, adminToken },
    mailer,
    google: config.google ? createGoogleClient(config.google) : null,
    logger: { level: config.logLevel },
    limits: { redisUrl: config.redisUrl },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`api: ${signal} received, closing`);
    // New requests get 503 at once (a balancer's /ready too); those in flight get 10 s to finish.
    const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await removeAdminLink(config.dataDir, adminToken);
      await app.close();
      mailer.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      console.error('api: unclean shutdown', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`api listening on http://${config.host}:${port}`);
  await writeAdminLink(config.dataDir, {
    url: `http://${urlHost(config.host)}:${port}`,
    token: adminToken,
    pid: process.pid,
  });
}

/** The address the admin command calls: a wildcard listen is reached on loopback; IPv6 goes in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** SEED_SIZE: 'full' (default) or 'small' seeds an empty database at start; 'none' never does. */
function seedSizeFromEnv(value: string | undefined): SeedSize | null {
  if (value === undefined || value === '' || value === 'full') return 'full';
  if (value === 'small') return 'small';
  if (value === 'none') return null;
  throw new Error(`SEED_SIZE must be full, small or none (got ${value})`);
}

main().catch((error: unknown) => {
  console.error('api failed to start:', error);
  process.exit(1);
});
