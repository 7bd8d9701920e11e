// Changing how an account signs in: its password (changed or reset) and its email (asked,
// then confirmed with a code). Each change bumps the session version, so every token signed
// before stops working.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';
import { isUniqueViolation } from './users';

/** What a new token is signed with after a change. */
export interface Session {
  id: string;
  session_version: number;
}

const newSession = (eb: ExpressionBuilder<Database, 'users'>) => ({
  session_version: eb('session_version', '+', 1),
});

/**
 * Sets a new password hash, only if the stored one did not change since `user` was read:
 * of two changes at once, one wins cleanly. Undefined when it lost (or the account is gone).
 */
export function replacePassword(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  passwordHash: string,
  now: Date,
): Promise<Session | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, ...newSession(eb), updated_at: now }))
    .where('id', '=', user.id)
    .where((eb) =>
      user.password_hash === null ? eb('password_hash', 'is', null) : eb('password_hash', '=', user.password_hash),
    )
    .returning(['id', 'session_version'])
    .executeTakeFirst();
}

/** A password reset with a recovery code: the account of that email, whatever its case. */
export async function resetPassword(db: Kysely<Database>, email: string, passwordHash: string, now: Date) {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, ...newSession(eb), updated_at: now }))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .execute();
}

/**
 * Issue 18: an email change is only asked here; the address waits beside the account's email
 * (which alone signs in, links Google accounts and names operators) until its code is entered.
 * Asking again replaces the address asked before. False when the account is gone.
 */
export async function askEmailChange(db: Kysely<Database>, userId: string, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ pending_email: email })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

type EmailChange = { status: 'changed'; session: Session } | { status: 'taken' } | { status: 'missing' };

/**
 * Makes the asked change, once its code was right: only while `email` is still the address
 * the account waits for (a newer request replaced it otherwise: 'missing'). The unique index
 * decides, so two accounts racing for one address cannot both win.
 */
export async function confirmEmailChange(
  db: Kysely<Database>,
  userId: string,
  email: string,
  now: Date,
): Promise<EmailChange> {
  try {
    const session = await db
      .updateTable('users')
      .set((eb) => ({ email, pending_email: null, ...newSession(eb), updated_at: now }))
      .where('id', '=', userId)
      .where('pending_email', '=', email)
      .returning(['id', 'session_version'])
      .executeTakeFirst();
    return session ? { status: 'changed', session } : { status: 'missing' };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) return { status: 'taken' };
    throw error;
  }
}
