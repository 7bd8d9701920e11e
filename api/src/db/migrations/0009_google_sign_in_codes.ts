// Issue 18: Google sign-in no longer puts a token in the URL. The callback stores a
// one-time code here, bound to the OAuth state of the browser that started the sign-in;
// that browser exchanges it once for the session.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('google_sign_in_codes')
    // SHA-256 of the code (the code itself, 256 random bits, is only ever in the URL).
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    // SHA-256 of the OAuth state value, which the exchange must bring in its cookie.
    .addColumn('state_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('google_sign_in_codes_expires_idx')
    .on('google_sign_in_codes')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('google_sign_in_codes').execute();
}
