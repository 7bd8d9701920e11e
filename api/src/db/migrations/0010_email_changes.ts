// Issue 18: an email change waits for a code mailed to the new address. The account keeps
// the address it asked for beside its (verified) email until the code is entered.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
  await db.schema.alterTable('verification_codes').dropConstraint('verification_codes_purpose_check').execute();
  await db.schema
    .alterTable('verification_codes')
    .addCheckConstraint(
      'verification_codes_purpose_check',
      sql`purpose in ('registration', 'password_reset', 'email_change')`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from verification_codes where purpose = 'email_change'`.execute(db);
  await db.schema.alterTable('verification_codes').dropConstraint('verification_codes_purpose_check').execute();
  await db.schema
    .alterTable('verification_codes')
    .addCheckConstraint('verification_codes_purpose_check', sql`purpose in ('registration', 'password_reset')`)
    .execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
}
