// Posts: the explorer feeds (random, staff picks, followed authors), one post with its
// author, a user's posts, random posts, and creating and deleting posts.
import { sql, type Kysely } from 'kysely';
import type { Database, PeopleTag } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { PageRequest } from '../schemas/common';
import type { ExplorerPage, PostObject, PostPage } from '../schemas/post';
import { accountPlaceConditions, type AccountPlaceFilters } from './creatives';
import { pageWithoutCount, requestedPage, type WholeListOrPageRequest } from './paginate';
import { likePattern } from './search-text';
import { hiddenNotice, shownTo } from './visibility';

export type Feed = 'random' | 'staff-picks' | 'following';

export interface FeedQuery extends PageRequest, AccountPlaceFilters {
  feed: Feed;
  /** Contained in the post's title, description or tags (case and accents ignored). */
  search?: string;
  /** Post ids left out before paging. */
  exclude: string[];
  /** The signed-in user; required by the 'following' feed. */
  viewerId?: string;
}

/** `p.id <> all(…)`: one text parameter instead of an array, so both drivers pass it the same way. */
const notAmong = (ids: string[]) => sql<boolean>`p.id <> all(string_to_array(${ids.join(',')}, ',')::uuid[])`;

/**
 * One page of a feed, one image (the main one) per post. Excluded posts are removed
 * first and `page` pages through what remains; one extra row tells whether more exist.
 */
export async function feedPage(db: Kysely<Database>, query: FeedQuery): Promise<ExplorerPage> {
  let select = db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.title',
      sql<StoredImage>`p.images -> 0`.as('main_image'),
      'u.id as user_id',
      'u.username',
      'u.city',
      'u.profile_picture',
    ]);
  select = select.where(shownTo('p'));
  if (query.exclude.length > 0) select = select.where(notAmong(query.exclude));
  // The filters are applied before paging, so a filtered feed pages through what matches.
  for (const condition of accountPlaceConditions(query)) select = select.where(condition);
  const search = query.search?.trim();
  if (search) {
    select = select.where(
      sql<boolean>`normalize_search(p.title || ' ' || coalesce(p.description, '') || ' ' || p.tags::text) like ${likePattern(search)}`,
    );
  }
  if (query.feed === 'staff-picks') {
    select = select.where('p.is_staff_pick', '=', true).orderBy('p.staff_picked_at', 'desc').orderBy('p.id');
  } else if (query.feed === 'following') {
    const viewerId = query.viewerId;
    if (!viewerId) throw new Error('the following feed needs a signed-in viewer');
    select = select
      .where('p.user_id', 'in', (eb) =>
        eb.selectFrom('follows').select('followed_id').where('follower_id', '=', viewerId),
      )
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc');
  } else {
    select = select.orderBy(sql`random()`);
  }
  const { items, hasMore } = await pageWithoutCount(select, query);
  return {
    hasMore,
    images: items.map((row) => ({
      postId: row.id,
      imageUrl: row.main_image.url,
      postTitle: row.title,
      user: { _id: row.user_id, username: row.username, city: row.city, profilePicture: row.profile_picture },
      width: row.main_image.width,
      height: row.main_image.height,
      variants: row.main_image.variants,
    })),
  };
}

/**
 * Posts joined with their authors: every column the REST post object needs. Hidden posts, and
 * those of hidden profiles, only for their author (`viewerId`).
 */
function postsWithAuthors(db: Kysely<Database>, viewerId: string | null = null) {
  return db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where(shownTo('p', viewerId))
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.images',
      'p.tags',
      'p.image_tags',
      'p.people_tags',
      'p.created_at',
      'p.hidden_at',
      'p.hidden_reason',
      'p.hidden_note',
      'u.id as user_id',
      'u.username',
      'u.full_name',
      'u.company_name',
      'u.professional_type',
      'u.show_name_company',
      'u.city',
      'u.country',
      'u.profile_picture',
      // The tagged accounts, in the same read: a post page shows its people without a second call.
      sql<TaggedUserRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', t.id, 'username', t.username, 'full_name', t.full_name, 'company_name', t.company_name,
          'professional_type', t.professional_type, 'show_name_company', t.show_name_company,
          'city', t.city, 'country', t.country, 'profile_picture', t.profile_picture)), '[]'::json)
        from users t
        where t.hidden_at is null and lower(t.username) in (select lower(tag ->> 'name') from jsonb_array_elements(p.people_tags) tag)
      )`.as('tagged_users'),
    ]);
}

/** One tagged account as the posts query reads it. */
interface TaggedUserRow {
  id: string;
  username: string;
  full_name: string | null;
  company_name: string | null;
  professional_type: number | null;
  show_name_company: boolean | null;
  city: string | null;
  country: string | null;
  profile_picture: string | null;
}

/** The author summary of the post object, for the author and for each tagged account. */
function authorSummary(row: TaggedUserRow): PostObject['user'] {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    companyName: row.company_name,
    professionalType: row.professional_type,
    showNameCompany: row.show_name_company,
    city: row.city,
    country: row.country,
    profile: { profilePicture: row.profile_picture },
  };
}

type PostWithAuthorRow = Awaited<ReturnType<ReturnType<typeof postsWithAuthors>['executeTakeFirstOrThrow']>>;

function toPostObject(row: PostWithAuthorRow): PostObject {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    images: row.images.map((image) => image.url),
    mainImage: row.images[0]?.url ?? '',
    tags: row.tags,
    imageTags: row.image_tags,
    peopleTags: withTaggedUsers(row.people_tags, row.tagged_users),
    createdAt: row.created_at.toISOString(),
    user: authorSummary({ ...row, id: row.user_id }),
    imageDetails: row.images,
    ...moderationOf(row),
  };
}

/** `moderation` on a hidden post: only its author reads one (postsWithAuthors). */
function moderationOf(row: PostWithAuthorRow): Pick<PostObject, 'moderation'> {
  const notice = hiddenNotice(row);
  return notice ? { moderation: notice } : {};
}

/** Each tag with its account (matched by username, any case), null when none has that name now. */
function withTaggedUsers(tags: PeopleTag[], users: TaggedUserRow[]): PostObject['peopleTags'] {
  const byName = new Map(users.map((user) => [user.username.toLowerCase(), user]));
  return tags.map((tag) => {
    const user = byName.get(tag.name.toLowerCase());
    return { ...tag, user: user ? authorSummary(user) : null };
  });
}

/** One post; a hidden one only for its author (`viewerId`). */
export async function findPost(
  db: Kysely<Database>,
  id: string,
  viewerId: string | null = null,
): Promise<PostObject | undefined> {
  const row = await postsWithAuthors(db, viewerId).where('p.id', '=', id).executeTakeFirst();
  return row && toPostObject(row);
}

/** The posts of the given ids that exist, in no particular order (GET /api/posts/by-ids). */
export async function findPostsByIds(db: Kysely<Database>, ids: string[]): Promise<PostObject[]> {
  if (ids.length === 0) return [];
  return (await postsWithAuthors(db).where('p.id', 'in', ids).execute()).map(toPostObject);
}

/** A user's posts, newest first; the whole list unless `request.limit` is given. Hidden ones for their author only. */
export async function userPosts(
  db: Kysely<Database>,
  userId: string,
  request: WholeListOrPageRequest,
  viewerId: string | null = null,
): Promise<PostPage> {
  const select = postsWithAuthors(db, viewerId)
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
  const page = requestedPage(request);
  if (!page) return { posts: (await select.execute()).map(toPostObject), hasMore: false };
  const { items, hasMore } = await pageWithoutCount(select, page);
  return { posts: items.map(toPostObject), hasMore };
}

/** One page of each user's posts, as GET /api/posts/user/{username} pages them. */
export interface UserLatestPosts {
  userId: string;
  posts: PostObject[];
  hasMore: boolean;
}

/**
 * Page `page` of `limit` posts of each of `userIds` (newest first), with whether each has
 * more: one query however many users (a company reviewing candidates' portfolios, the
 * gateway paging several portfolios at once).
 */
export async function latestPostsOfUsers(
  db: Kysely<Database>,
  userIds: string[],
  { page, limit }: { page: number; limit: number },
): Promise<UserLatestPosts[]> {
  if (userIds.length === 0) return [];
  const skipped = (page - 1) * limit;
  const rows = await db
    .selectFrom(
      postsWithAuthors(db)
        .select(
          sql<number>`row_number() over (partition by p.user_id order by p.created_at desc, p.id desc)`.as('position'),
        )
        .where('p.user_id', 'in', userIds)
        .as('ranked'),
    )
    .selectAll()
    .where('position', '>', skipped)
    // One more than asked tells whether there are more.
    .where('position', '<=', skipped + limit + 1)
    .orderBy('position')
    .execute();
  return userIds.map((userId) => {
    const own = rows.filter((row) => row.user_id === userId);
    return { userId, posts: own.slice(0, limit).map(toPostObject), hasMore: own.length > limit };
  });
}

/** Up to `limit` posts in random order, leaving out `exclude` ("Más posts" on a post page). */
export async function randomPosts(db: Kysely<Database>, limit: number, exclude: string[]): Promise<PostObject[]> {
  let select = postsWithAuthors(db);
  if (exclude.length > 0) select = select.where(notAmong(exclude));
  const rows = await select
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows.map(toPostObject);
}

interface NewPostInput {
  userId: string;
  title: string;
  description: string;
  images: StoredImage[];
  tags: string[];
  imageTags: Record<string, string[]>;
  peopleTags: PeopleTag[];
  now: Date;
}

export async function insertPost(db: Kysely<Database>, input: NewPostInput): Promise<PostObject> {
  const { id } = await db
    .insertInto('posts')
    .values({
      user_id: input.userId,
      title: input.title,
      description: input.description,
      images: JSON.stringify(input.images),
      tags: JSON.stringify(input.tags),
      image_tags: JSON.stringify(input.imageTags),
      people_tags: JSON.stringify(input.peopleTags),
      created_at: input.now,
      updated_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const post = await findPost(db, id, input.userId);
  if (!post) throw new Error(`post ${id} vanished after insert`);
  return post;
}

type DeleteOutcome = { status: 'deleted'; images: StoredImage[] } | { status: 'forbidden' | 'missing' };

/**
 * Deletes a post if `userId` owns it, in one statement (no read-then-write window);
 * its favorites and folder items go with it (foreign keys cascade).
 */
export async function deleteOwnPost(db: Kysely<Database>, postId: string, userId: string): Promise<DeleteOutcome> {
  const deleted = await db
    .deleteFrom('posts')
    .where('id', '=', postId)
    .where('user_id', '=', userId)
    .returning('images')
    .executeTakeFirst();
  if (deleted) return { status: 'deleted', images: deleted.images };
  const exists = await db.selectFrom('posts').select('id').where('id', '=', postId).executeTakeFirst();
  return { status: exists ? 'forbidden' : 'missing' };
}
