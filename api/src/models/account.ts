// Account-owned files and account deletion. Stored files are named by content hash and
// may be shared: models/media-references.ts removes one only when no row references it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { UploadKind } from '../db/social-tables';
import type { UserChanges } from './profile';

/** Media URLs other tables keep for an account (its offers' logos and images). */
export type FileSource = (db: Kysely<Database>, userId: string) => Promise<string[]>;

const MEDIA_HASH = /^\/media\/([0-9a-f]{32})(?:-\d+)?\.(?:webp|pdf)$/;

/** The media URLs of the account's own rows: picture, CV, portfolio, logos, uploads, post images. */
async function ownFilesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const { rows } = await sql<{ url: string | null }>`
    select profile_picture as url from users where id = ${userId}
    union select cv_url from users where id = ${userId}
    union select portfolio_url from users where id = ${userId}
    union select e->>'institutionLogo' from users u, jsonb_array_elements(u.education) e where u.id = ${userId}
    union select e->>'companyLogo' from users u, jsonb_array_elements(u.professional_formation) e where u.id = ${userId}
    union select url from user_uploads where user_id = ${userId}
    union select i->>'url' from posts p, jsonb_array_elements(p.images) i where p.user_id = ${userId}
  `.execute(db);
  return rows.map((row) => row.url).filter((url): url is string => typeof url === 'string' && MEDIA_HASH.test(url));
}

/**
 * Deletes the account; foreign keys cascade to everything it owns (posts, follows,
 * favorites, folders, offers, applications…). Answers the media URLs it referenced, or
 * null when the account does not exist. The row is locked first, so an upload racing
 * with the deletion either lands before (and is listed) or finds no account.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: string,
  otherSources: readonly FileSource[],
): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!locked) return null;
    const files = await ownFilesOf(trx, userId);
    for (const source of otherSources) files.push(...(await source(trx, userId)));
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return [...new Set(files)];
  });
}

/** Remembers a file the account uploaded, so deleting the account removes it. */
export async function recordUpload(
  db: Kysely<Database>,
  userId: string,
  url: string,
  kind: UploadKind,
  now: Date,
): Promise<void> {
  await db
    .insertInto('user_uploads')
    .values({ user_id: userId, url, kind, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'url']).doNothing())
    .execute();
}

type FileColumn = 'profile_picture' | 'cv_url' | 'portfolio_url';

/**
 * Points a file column at a new upload. Answers the URL it replaced (null when none),
 * or undefined when the account does not exist. The previous file stops counting as
 * the account's upload; the caller removes it once nothing references it.
 */
export async function replaceUserFile(
  db: Kysely<Database>,
  userId: string,
  column: FileColumn,
  upload: { url: string; kind: UploadKind; changes: UserChanges },
  now: Date,
): Promise<string | null | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select(column)
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const previous = current[column];
    await recordUpload(trx, userId, upload.url, upload.kind, now);
    await trx
      .updateTable('users')
      .set({ ...upload.changes, updated_at: now })
      .where('id', '=', userId)
      .execute();
    if (previous && previous !== upload.url) {
      await trx.deleteFrom('user_uploads').where('user_id', '=', userId).where('url', '=', previous).execute();
    }
    return previous;
  });
}
