// Issue 6: sessions that can be ended, and wrong codes counted per email across reissues.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every token carries the version it was signed at; bumping it ends every older token.
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The per-email window of wrong codes survives a resend (the row is upserted, these are not reset).
  await db.schema
    .alterTable('verification_codes')
    .addColumn('wrong_window_start', 'timestamptz')
    .addColumn('wrong_in_window', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verification_codes')
    .dropColumn('wrong_in_window')
    .dropColumn('wrong_window_start')
    .execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();
}
