// Sign-ups waiting for their emailed code. The account itself is created only when
// the code is verified, so an unverified email never holds a username.
import type { Kysely, Selectable } from 'kysely';
import type { Database, PendingRegistrationsTable } from '../db/tables';

type PendingRegistration = Selectable<PendingRegistrationsTable>;

export async function savePendingRegistration(
  db: Kysely<Database>,
  registration: { email: string; username: string; passwordHash: string; now: Date },
): Promise<void> {
  const values = {
    email: registration.email,
    username: registration.username,
    password_hash: registration.passwordHash,
    updated_at: registration.now,
  };
  await db
    .insertInto('pending_registrations')
    .values({ ...values, created_at: registration.now })
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
}

export function findPendingRegistration(db: Kysely<Database>, email: string): Promise<PendingRegistration | undefined> {
  return db.selectFrom('pending_registrations').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function deletePendingRegistration(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('pending_registrations').where('email', '=', email).execute();
}
