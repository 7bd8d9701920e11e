// 'Descargar mis datos' (issue 24): the account's export request, and what goes into it. The
// data are the account's own: its profile, posts, applications, saved offers and images, boards
// and follows, as JSON, with the files it uploaded.
import type { Kysely } from 'kysely';
import type { DataExportRow } from '../db/data-export-tables';
import type { Database, UserRow } from '../db/tables';
import { ownProfile } from './profile-view';

type Db = Kysely<Database>;

/** A request not done by then was lost (its api stopped): it counts as failed and may be asked again. */
export const EXPORT_STALE_MS = 10 * 60 * 1000;

/**
 * The account's export as it stands: a pending one left too long counts as failed. Answers
 * undefined when the account never asked for one.
 */
export async function currentExport(db: Db, userId: string, now: Date): Promise<DataExportRow | undefined> {
  const row = await db.selectFrom('data_exports').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (row?.status === 'pending' && now.getTime() - row.requested_at.getTime() > EXPORT_STALE_MS) {
    return { ...row, status: 'failed' };
  }
  return row;
}

/**
 * A new pending export in place of `current` (the account's, as currentExport read it); null
 * when that one is still being made.
 */
export async function startExport(
  db: Db,
  userId: string,
  current: DataExportRow | undefined,
  now: Date,
): Promise<DataExportRow | null> {
  if (current?.status === 'pending') return null;
  return db
    .insertInto('data_exports')
    .values({ user_id: userId, status: 'pending', requested_at: now, ready_at: null, size_bytes: null })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        id: (eb) => eb.fn('gen_random_uuid'),
        status: 'pending',
        requested_at: now,
        ready_at: null,
        size_bytes: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function finishExport(db: Db, id: string, outcome: { sizeBytes: number } | 'failed', now: Date) {
  await db
    .updateTable('data_exports')
    .set(
      outcome === 'failed' ? { status: 'failed' } : { status: 'ready', size_bytes: outcome.sizeBytes, ready_at: now },
    )
    .where('id', '=', id)
    .execute();
}

export function findExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The JSON documents of the export, by file name, and the URLs of the files the account uploaded. */
export async function accountData(db: Db, user: UserRow) {
  const id = user.id;
  const [profile, posts, applications, savedOffers, savedImages, boards, items, following, followers, uploads] =
    await Promise.all([
      ownProfile(db, user),
      db
        .selectFrom('posts')
        .select(['id', 'title', 'description', 'images', 'tags', 'image_tags', 'people_tags', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('job_applications as a')
        .innerJoin('job_offers as o', 'o.id', 'a.offer_id')
        .select(['a.offer_id', 'o.position', 'o.company_name', 'a.status', 'a.answers', 'a.created_at'])
        .where('a.user_id', '=', id)
        .orderBy('a.created_at', 'desc')
        .execute(),
      db
        .selectFrom('saved_job_offers as s')
        .innerJoin('job_offers as o', 'o.id', 's.offer_id')
        .select(['s.offer_id', 'o.position', 'o.company_name', 's.saved_at'])
        .where('s.user_id', '=', id)
        .orderBy('s.saved_at', 'desc')
        .execute(),
      db.selectFrom('favorites').select(['post_id', 'image_url', 'created_at']).where('user_id', '=', id).execute(),
      db.selectFrom('folders').select(['id', 'name', 'created_at']).where('user_id', '=', id).execute(),
      db
        .selectFrom('folder_items')
        .select(['folder_id', 'post_id', 'image_url', 'added_at'])
        .where('user_id', '=', id)
        .execute(),
      followList(db, 'follower_id', 'followed_id', id),
      followList(db, 'followed_id', 'follower_id', id),
      db.selectFrom('user_uploads').select('url').where('user_id', '=', id).execute(),
    ]);
  const documents = {
    'perfil.json': profile,
    'publicaciones.json': posts,
    'candidaturas.json': applications,
    'ofertas-guardadas.json': savedOffers,
    'imagenes-guardadas.json': savedImages,
    'tableros.json': boards.map((board) => ({
      ...board,
      items: items.filter((item) => item.folder_id === board.id).map(({ folder_id: _folder, ...item }) => item),
    })),
    'siguiendo.json': following,
    'seguidores.json': followers,
  };
  const files = [
    ...uploads.map((upload) => upload.url),
    ...posts.flatMap((post) => post.images.map((image) => image.url)),
    ...[user.profile_picture, user.cv_url, user.portfolio_url].filter((url): url is string => Boolean(url)),
  ];
  return { documents, files: [...new Set(files)] };
}

/** The other side of the account's follows, by username, with when they began. */
function followList(db: Db, own: 'follower_id' | 'followed_id', other: 'follower_id' | 'followed_id', id: string) {
  return db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', `f.${other}`)
    .select(['u.username', 'f.created_at as since'])
    .where(`f.${own}`, '=', id)
    .orderBy('f.created_at', 'desc')
    .execute();
}
