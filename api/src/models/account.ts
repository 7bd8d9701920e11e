// Account-owned files and account deletion. Stored files are named by content hash,
// so two accounts that upload the same bytes share one file (the seed's images are
// shared by many posts): a file is removed only when no row references it any more.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { UploadKind } from '../db/areas/social';
import { deleteMedia } from '../services/media';
import type { UserChanges } from './profile';

/** Media URLs another area keeps for an account (its offers' logos and images). */
export type FileSource = (db: Kysely<Database>, userId: string) => Promise<string[]>;

const MEDIA_HASH = /^\/media\/([0-9a-f]{32})(?:-\d+)?\.(?:webp|pdf)$/;

/** The media URLs of the account's own rows: picture, CV, portfolio, logos, uploads, post images. */
export async function ownFilesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
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
 * favorites, boards, offers, applications…). Answers the media URLs it referenced, or
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

/**
 * Removes the files no row references any more. A reference is the file's hash anywhere
 * in a row of any table of the schema (so a later area's table is covered without this
 * code knowing it); posts, the largest table, is asked through its images index.
 */
export async function removeUnreferencedMedia(
  db: Kysely<Database>,
  mediaDir: string,
  urls: readonly string[],
): Promise<string[]> {
  const byHash = new Map<string, string[]>();
  for (const url of urls) {
    const hash = MEDIA_HASH.exec(url)?.[1];
    if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), url]);
  }
  if (byHash.size === 0) return [];
  const referenced = await referencedHashes(db, [...byHash.keys()]);
  const orphans = [...byHash].filter(([hash]) => !referenced.has(hash)).flatMap(([, list]) => list);
  return deleteMedia(mediaDir, orphans);
}

async function referencedHashes(db: Kysely<Database>, hashes: string[]): Promise<Set<string>> {
  const list = hashes.join(',');
  const found = new Set<string>();
  const inPosts = await sql<{ h: string }>`
    select h from unnest(string_to_array(${list}, ',')) h
    where exists (select 1 from posts p where p.images @> jsonb_build_array(jsonb_build_object('url', '/media/' || h || '.webp')))
  `.execute(db);
  for (const row of inPosts.rows) found.add(row.h);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name <> 'posts' and table_name not like 'kysely\\_%'
  `.execute(db);
  for (const { name } of tables.rows) {
    const rest = hashes.filter((hash) => !found.has(hash));
    if (rest.length === 0) break;
    const { rows } = await sql<{ h: string }>`
      select h from unnest(string_to_array(${rest.join(',')}, ',')) h
      where exists (select 1 from ${sql.table(name)} t where strpos(t::text, h) > 0)
    `.execute(db);
    for (const row of rows) found.add(row.h);
  }
  return found;
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

export type FileColumn = 'profile_picture' | 'cv_url' | 'portfolio_url';

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
