// The user object with its follow facts: the own profile adds the followed ids, the
// notification flags and the saved offers; a public profile adds whether the caller follows it.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';
import type { UserObject } from '../schemas/user';
import { followCounts, followedIds, isFollowing, notificationFlags } from './follows';
import { reportedItemsOf } from './reports';
import { savedOfferIds } from './saved-offers';
import { toUserObject } from './users';
import { ownerNotice } from './visibility';

export async function ownProfile(db: Kysely<Database>, row: UserRow): Promise<UserObject> {
  const [counts, following, notifications, savedOffers, reportedItems] = await Promise.all([
    followCounts(db, row.id),
    followedIds(db, row.id),
    notificationFlags(db, row.id),
    savedOfferIds(db, row.id),
    reportedItemsOf(db, row.id),
  ]);
  // A profile reports hid: its owner reads why (issue 24).
  const moderation = ownerNotice(row, { owner: true });
  return {
    ...toUserObject(row, { self: true }),
    ...moderation,
    ...counts,
    following,
    notifications,
    savedOffers,
    reportedItems,
  };
}

export async function publicProfile(db: Kysely<Database>, row: UserRow, viewerId: string | null): Promise<UserObject> {
  if (viewerId === row.id) return ownProfile(db, row);
  const [counts, followed] = await Promise.all([
    followCounts(db, row.id),
    viewerId ? isFollowing(db, viewerId, row.id) : Promise.resolve(false),
  ]);
  return { ...toUserObject(row, { self: false }), ...counts, isFollowing: followed };
}
