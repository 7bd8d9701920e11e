// The user object with its follow facts: the own profile adds the followed ids and the
// notification flags; a public profile adds whether the caller follows it.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';
import type { UserObject } from '../schemas/user';
import { followCounts, followedIds, isFollowing, notificationFlags } from './follows';
import { toUserObject } from './users';

export async function ownProfile(db: Kysely<Database>, row: UserRow): Promise<UserObject> {
  const [counts, following, notifications] = await Promise.all([
    followCounts(db, row.id),
    followedIds(db, row.id),
    notificationFlags(db, row.id),
  ]);
  return { ...toUserObject(row, { self: true }), ...counts, following, notifications };
}

export async function publicProfile(db: Kysely<Database>, row: UserRow, viewerId: string | null): Promise<UserObject> {
  if (viewerId === row.id) return ownProfile(db, row);
  const [counts, followed] = await Promise.all([
    followCounts(db, row.id),
    viewerId ? isFollowing(db, viewerId, row.id) : Promise.resolve(false),
  ]);
  return { ...toUserObject(row, { self: false }), ...counts, isFollowing: followed };
}
