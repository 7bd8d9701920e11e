// Posts: the explorer feeds (random and staff picks) and one post with its author.
import { sql, type Kysely } from 'kysely';
import type { Database, StoredImage } from '../db/tables';
import type { ExplorerPage, PostObject } from '../schemas/post';

export type Feed = 'random' | 'staff-picks';

export interface FeedQuery {
  feed: Feed;
  page: number;
  limit: number;
  /** Post ids left out before paging. */
  exclude: string[];
}

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
  if (query.exclude.length > 0) {
    // One text parameter instead of an array: both drivers pass it the same way.
    select = select.where(sql<boolean>`p.id <> all(string_to_array(${query.exclude.join(',')}, ',')::uuid[])`);
  }
  select =
    query.feed === 'staff-picks'
      ? select.where('p.is_staff_pick', '=', true).orderBy('p.staff_picked_at', 'desc').orderBy('p.id')
      : select.orderBy(sql`random()`);
  const rows = await select
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1)
    .execute();
  return {
    hasMore: rows.length > query.limit,
    images: rows.slice(0, query.limit).map((row) => ({
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

export async function findPost(db: Kysely<Database>, id: string): Promise<PostObject | undefined> {
  const row = await db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.images',
      'p.tags',
      'p.image_tags',
      'p.people_tags',
      'p.created_at',
      'u.id as user_id',
      'u.username',
      'u.full_name',
      'u.company_name',
      'u.professional_type',
      'u.city',
      'u.country',
      'u.profile_picture',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    images: row.images.map((image) => image.url),
    mainImage: row.images[0]?.url ?? '',
    tags: row.tags,
    imageTags: row.image_tags,
    peopleTags: row.people_tags,
    createdAt: row.created_at.toISOString(),
    user: {
      _id: row.user_id,
      username: row.username,
      fullName: row.full_name,
      companyName: row.company_name,
      professionalType: row.professional_type,
      city: row.city,
      country: row.country,
      profile: { profilePicture: row.profile_picture },
    },
    imageDetails: row.images,
  };
}
