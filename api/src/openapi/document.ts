// The OpenAPI 3.1 document without a server or a database: the app is built (routes,
// schemas, swagger) but never listens, and its database is a Kysely that compiles
// queries and never connects, since documenting the routes runs none.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';
import { systemClock } from '../services/clock';
import { createMailer } from '../services/mail';

/** Never used to sign anything: the app only needs one of the length production asks for. */
const UNUSED_SECRET = 'openapi-document-only-no-token-is-ever-signed';

function databaseThatNeverConnects(): Db {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** The document GET /api/openapi.json answers in development (NODE_ENV other than production). */
export async function buildOpenApiDocument(): Promise<unknown> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'moda-openapi-'));
  const mailer = createMailer({ from: 'Moda Talento <no-reply@modatalento.local>', clock: systemClock });
  const app = await buildApp({
    db: databaseThatNeverConnects(),
    config: {
      isProduction: false,
      mediaDir,
      uploadTmpDir: join(mediaDir, 'uploads'),
      jwtSecret: UNUSED_SECRET,
      publicUrl: 'http://localhost:4000',
      trustedProxies: ['loopback'],
    },
    mailer,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    mailer.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}
