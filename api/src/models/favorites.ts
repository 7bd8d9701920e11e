// Favorites: images of posts a user saved ("ideas guardadas"). One row per user, post
// and image; saving twice is the same row, and unsaving an image also takes it out of
// the user's folders (folder_items' foreign key cascades).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables';
import type { StoredImage } from '../db/columns';
import { invalid, notFound } from '../domain/refusals';
import type { FavoriteObject } from '../schemas/favorites';
import { paginate, requestedPage, type WholeListOrPageRequest } from './paginate';
import { shownTo } from './visibility';

export const SAVED_IMAGE_MESSAGES = {
  postNotFound: 'Publicación no encontrada.',
  imageNotInPost: 'La imagen no pertenece a esta publicación.',
} as const;

export interface PostImage {
  postId: string;
  /** The canonical URL of the chosen image (its stored original). */
  imageUrl: string;
}

/** Only the path of an absolute URL counts (the gateway may prefix its own origin); no query or fragment. */
function urlPath(url: string): string {
  const path = url.trim().replace(/^https?:\/\/[^/]+/i, '');
  return path.replace(/[?#].*$/, '');
}

/**
 * The image of a post that `url` names: an original or one of its resized copies (a
 * grid may hand over the srcset URL it shows), answered as the original's URL.
 * Without a URL, the post's main image. 404 for an unknown post, 400 for a foreign image.
 */
export async function findPostImage(
  db: Kysely<Database>,
  postId: string,
  url: string | undefined,
  field = 'imageUrl',
): Promise<PostImage> {
  const post = await db.selectFrom('posts').select(['id', 'images']).where('id', '=', postId).executeTakeFirst();
  if (!post) throw notFound(SAVED_IMAGE_MESSAGES.postNotFound);
  const wanted = url === undefined ? undefined : urlPath(url);
  const image =
    wanted === undefined
      ? post.images[0]
      : post.images.find((stored) => stored.url === wanted || stored.variants.some((v) => v.url === wanted));
  if (!image) throw invalid(SAVED_IMAGE_MESSAGES.imageNotInPost, field);
  return { postId: post.id, imageUrl: image.url };
}

/** For removals: the canonical form of a URL without requiring the post to exist any more. */
export const imageUrlOf = urlPath;

/** The stored image (size and variants) that `imageUrl` names within `images` of the same row. */
export const storedImageOf = (images: RawBuilder<unknown>, imageUrl: RawBuilder<unknown>) =>
  sql<StoredImage | null>`(select e from jsonb_array_elements(${images}) as e where e ->> 'url' = ${imageUrl} limit 1)`;

export function layoutOf(image: StoredImage | null) {
  return { width: image?.width ?? 0, height: image?.height ?? 0, variants: image?.variants ?? [] };
}

interface FavoriteList {
  favorites: FavoriteObject[];
  total: number;
}

function favoriteRows(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('favorites as f')
    .innerJoin('posts as p', 'p.id', 'f.post_id')
    .select([
      'f.post_id',
      'f.image_url',
      'f.created_at',
      'p.title',
      sql<string>`p.images -> 0 ->> 'url'`.as('main_image'),
      storedImageOf(sql.ref('p.images'), sql.ref('f.image_url')).as('image'),
      sql<string[]>`coalesce((
        select json_agg(fi.folder_id order by fi.added_at desc) from folder_items fi
        where fi.user_id = f.user_id and fi.post_id = f.post_id and fi.image_url = f.image_url
      ), '[]'::json)`.as('folder_ids'),
    ])
    .where('f.user_id', '=', userId)
    .where(shownTo('p', userId));
}

type FavoriteRow = Awaited<ReturnType<ReturnType<typeof favoriteRows>['executeTakeFirstOrThrow']>>;

function toFavoriteObject(row: FavoriteRow): FavoriteObject {
  return {
    postId: row.post_id,
    savedImage: row.image_url,
    mainImage: row.main_image,
    imageUrl: row.image_url,
    savedAt: row.created_at.toISOString(),
    folderIds: row.folder_ids,
    postTitle: row.title,
    ...layoutOf(row.image),
  };
}

/** A user's saved images, newest first; the whole list unless `request.limit` is given. */
export async function listFavorites(
  db: Kysely<Database>,
  userId: string,
  request: WholeListOrPageRequest,
): Promise<FavoriteList> {
  const select = favoriteRows(db, userId).orderBy('f.created_at', 'desc').orderBy('f.post_id').orderBy('f.image_url');
  const page = requestedPage(request);
  if (!page) {
    const rows = await select.execute();
    return { favorites: rows.map(toFavoriteObject), total: rows.length };
  }
  const saved = db.selectFrom('favorites').where('user_id', '=', userId);
  const { items, info } = await paginate(select, page, saved);
  return { favorites: items.map(toFavoriteObject), total: info.total };
}

/** Saves an image; saving it again changes nothing (the first save time stays). */
export async function saveFavorite(
  db: Kysely<Database>,
  userId: string,
  image: PostImage,
  now: Date,
): Promise<FavoriteObject> {
  try {
    await db
      .insertInto('favorites')
      .values({ user_id: userId, post_id: image.postId, image_url: image.imageUrl, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } catch (error) {
    // The post was deleted between the lookup and the insert.
    if (isForeignKeyViolation(error)) throw notFound(SAVED_IMAGE_MESSAGES.postNotFound);
    throw error;
  }
  const row = await favoriteRows(db, userId)
    .where('f.post_id', '=', image.postId)
    .where('f.image_url', '=', image.imageUrl)
    .executeTakeFirst();
  // Unsaved (or the post deleted) in the meantime.
  if (!row) throw notFound(SAVED_IMAGE_MESSAGES.postNotFound);
  return toFavoriteObject(row);
}

/** Unsaves one image of a post, or every saved image of it when no URL is given; answers how many went. */
export async function removeFavorites(
  db: Kysely<Database>,
  userId: string,
  postId: string,
  imageUrl: string | undefined,
): Promise<number> {
  let statement = db.deleteFrom('favorites').where('user_id', '=', userId).where('post_id', '=', postId);
  if (imageUrl !== undefined) {
    const path = urlPath(imageUrl);
    // A resized copy's URL names its original: `<hash>-640.webp` → `<hash>.webp`.
    statement = statement.where('image_url', 'in', [path, path.replace(/-\d+\.webp$/, '.webp')]);
  }
  const result = await statement.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A Postgres foreign key violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
