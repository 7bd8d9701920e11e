// Which account a Google sign-in opens: the one already linked to that Google id,
// else the one with the same (Google-verified) email, which gets linked, else a new one.
// Only `users.email` counts: it is verified (a code at sign-up or at an email change), while
// an address an email change waits to confirm (`pending_email`, issue 18) links nothing.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';
import { freeUsername } from '../models/usernames';
import {
  findUserByEmail,
  findUserByGoogleId,
  insertUser,
  isUniqueViolation,
  linkGoogleAccount,
  normalizeEmail,
} from '../models/users';
import type { GoogleProfile } from './google';

export async function accountForGoogleProfile(
  db: Kysely<Database>,
  profile: GoogleProfile,
  now: Date,
): Promise<UserRow> {
  const linked = await findUserByGoogleId(db, profile.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(db, profile.email);
  if (byEmail) return linkGoogleAccount(db, byEmail.id, profile.sub, now);
  const email = normalizeEmail(profile.email);
  // Two first sign-ins may race for one generated username: try again once.
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertUser(db, {
        username: await freeUsername(db, email.split('@')[0] ?? ''),
        email,
        password_hash: null,
        google_id: profile.sub,
        full_name: profile.name,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (attempt > 0 || !isUniqueViolation(error)) throw error;
    }
  }
}
