// Usernames for accounts that did not choose one (Google sign-in).
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { USERNAME_MAX_LENGTH } from './rules';
import { usernameTaken } from './users';

/** A free username derived from a hint such as the local part of an email. */
export async function freeUsername(db: Kysely<Database>, hint: string): Promise<string> {
  const base =
    hint
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, USERNAME_MAX_LENGTH - 5) || 'usuario';
  if (!(await usernameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}${randomInt(1000, 100000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  throw new Error(`no free username for ${base}`);
}
