// Follows: who follows whom, the community lists and the notification flags.
// Writes rely on the primary keys (insert … on conflict), so a follow sent twice, or
// fifty times at once, leaves exactly one row.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { PageRequest } from '../schemas/common';
import type { CommunityCard } from '../schemas/social';
import { paginate, type Page } from './paginate';
import { notify } from './notifications';
import { likePattern, nameSearch } from './search-text';
import { isForeignKeyViolation } from './users';
import { profileShownTo } from './visibility';

export type FollowDirection = 'following' | 'followers';

interface FollowCounts {
  followersCount: number;
  followingCount: number;
}

interface CommunityPage extends Page<CommunityCard> {
  /** Every follow in this direction, whatever the search (the tab's count). */
  all: number;
}

/** Answers false when the followed account does not exist (any more). */
export async function follow(
  db: Kysely<Database>,
  followerId: string,
  followedId: string,
  now: Date,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('follows')
        .values({ follower_id: followerId, followed_id: followedId, created_at: now })
        .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
        .execute();
      await trx
        .insertInto('follow_notifications')
        .values({ user_id: followerId, target_id: followedId, active: true, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'target_id']).doUpdateSet({ active: true, updated_at: now }))
        .execute();
      // Told once: following, unfollowing and following again does not tell it again.
      const notice = { userId: followedId, kind: 'new_follower', actorId: followerId } as const;
      await notify(trx, { ...notice, eventKey: `follow:${followerId}:${followedId}` }, now);
    });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function unfollow(db: Kysely<Database>, followerId: string, followedId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('follows')
      .where('follower_id', '=', followerId)
      .where('followed_id', '=', followedId)
      .execute();
    await trx
      .updateTable('follow_notifications')
      .set({ active: false, updated_at: now })
      .where('user_id', '=', followerId)
      .where('target_id', '=', followedId)
      .execute();
  });
}

export async function followCounts(db: Kysely<Database>, userId: string): Promise<FollowCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<string>().as('n'))
        .where('followed_id', '=', userId)
        .as('followers'),
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<string>().as('n'))
        .where('follower_id', '=', userId)
        .as('following'),
    ])
    .executeTakeFirstOrThrow();
  return { followersCount: Number(row.followers ?? 0), followingCount: Number(row.following ?? 0) };
}

/**
 * The follow counts of several accounts in one query (the by-ids extension answers them, so the
 * gateway reads the counts of a list's accounts in one batched call). Accounts nobody follows and
 * who follow nobody count 0.
 */
export async function followCountsOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, FollowCounts>> {
  const counts = new Map(userIds.map((id) => [id, { followersCount: 0, followingCount: 0 }]));
  if (userIds.length === 0) return counts;
  const [followers, following] = await Promise.all([
    db
      .selectFrom('follows')
      .select(['followed_id as id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('followed_id', 'in', userIds)
      .groupBy('followed_id')
      .execute(),
    db
      .selectFrom('follows')
      .select(['follower_id as id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('follower_id', 'in', userIds)
      .groupBy('follower_id')
      .execute(),
  ]);
  for (const row of followers) counts.get(row.id)!.followersCount = Number(row.n);
  for (const row of following) counts.get(row.id)!.followingCount = Number(row.n);
  return counts;
}

export async function isFollowing(db: Kysely<Database>, followerId: string, followedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followed_id', '=', followedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids of the accounts a user follows, newest follow first. */
export async function followedIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .select('followed_id')
    .where('follower_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('followed_id')
    .execute();
  return rows.map((row) => row.followed_id);
}

export async function notificationFlags(
  db: Kysely<Database>,
  userId: string,
): Promise<{ userId: string; active: boolean }[]> {
  const rows = await db
    .selectFrom('follow_notifications')
    .select(['target_id', 'active'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('target_id')
    .execute();
  return rows.map((row) => ({ userId: row.target_id, active: row.active }));
}

export interface CommunityQuery extends PageRequest {
  direction: FollowDirection;
  /** Matches username, full name or company name, ignoring case and accents. */
  search?: string | undefined;
}

/**
 * One page of the accounts a user follows (or that follow them), newest follow first;
 * the page's total counts those matching the search, `all` every one.
 */
export async function communityPage(
  db: Kysely<Database>,
  userId: string,
  query: CommunityQuery,
): Promise<CommunityPage> {
  // "following": rows where I am the follower, the card is the followed account.
  const [mine, theirs] =
    query.direction === 'following'
      ? (['follower_id', 'followed_id'] as const)
      : (['followed_id', 'follower_id'] as const);
  const pattern = query.search?.trim() ? likePattern(query.search.trim()) : null;
  const matches = pattern
    ? sql<boolean>`(normalize_search(u.username) like ${pattern} or ${nameSearch('u')} like ${pattern})`
    : sql<boolean>`true`;
  const cards = db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', `f.${theirs}`)
    .where(`f.${mine}`, '=', userId)
    .where(matches)
    .where(profileShownTo('u'))
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.company_name',
      'u.professional_title',
      'u.role',
      'u.professional_type',
      'u.city',
      'u.country',
      'u.profile_picture',
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('u.id');
  const [{ items, info }, counts] = await Promise.all([paginate(cards, query), followCounts(db, userId)]);
  return {
    all: query.direction === 'following' ? counts.followingCount : counts.followersCount,
    info,
    items: items.map((row) => ({
      _id: row.id,
      username: row.username,
      fullName: row.full_name,
      companyName: row.company_name,
      professionalTitle: row.professional_title,
      role: row.role,
      professionalType: row.professional_type,
      city: row.city,
      country: row.country,
      profile: { profilePicture: row.profile_picture },
    })),
  };
}
