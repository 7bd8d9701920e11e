// Removing the image files of deleted posts. Stored names are content hashes, so one
// file may serve several rows (the same picture in two posts, a seed image shared by
// posts and articles, an offer logo): a file is removed only when no row of any table
// still mentions it.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database, StoredImage } from '../db/tables';
import { VARIANT_WIDTHS } from '../services/media';

/** `/media/<32 hex>.webp` or `/media/<32 hex>-<width>.webp`: the names services/media.ts writes. */
const STORED_NAME = /^\/media\/([0-9a-f]{32})(?:-\d+)?\.webp$/;

/** Every file URL of some stored images: the originals and their resized copies. */
export function imageFileUrls(images: StoredImage[]): string[] {
  return images.flatMap((image) => [image.url, ...image.variants.map((variant) => variant.url)]);
}

/**
 * Deletes the files behind `urls` that nothing in the database refers to any more
 * (call it after deleting the rows). Answers the content hashes whose files went.
 * A URL that is not a stored media name is ignored, so nothing outside the media
 * directory can be reached.
 */
export async function removeUnreferencedMedia(
  db: Kysely<Database>,
  mediaDir: string,
  urls: string[],
): Promise<string[]> {
  const hashes = [...new Set(urls.map((url) => STORED_NAME.exec(url)?.[1]).filter((h): h is string => !!h))];
  if (hashes.length === 0) return [];
  const stillUsed = await referencedHashes(db, hashes);
  const unused = hashes.filter((hash) => !stillUsed.has(hash));
  // A concurrent upload of the very same bytes could reuse a file between the check and
  // the removal; identical uploads at that instant are rare enough to accept.
  for (const hash of unused) {
    const names = [`${hash}.webp`, ...VARIANT_WIDTHS.map((width) => `${hash}-${width}.webp`)];
    await Promise.all(names.map((name) => rm(join(mediaDir, name), { force: true })));
  }
  return unused;
}

/**
 * Which of `hashes` some text or JSON column of the current schema still mentions.
 * The columns are discovered, not listed, so tables added by later issues count too.
 * One scan per column, whatever the number of hashes.
 */
async function referencedHashes(db: Kysely<Database>, hashes: string[]): Promise<Set<string>> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      and table_name not like 'kysely\\_%'
  `.execute(db);
  if (columns.length === 0) return new Set();
  const wanted = hashes.join(',');
  const scans = columns.map(
    ({ table_name: table, column_name: column }) => sql`
      select m[1] as hash from ${sql.table(table)},
        regexp_matches(${sql.ref(`${table}.${column}`)}::text, '/media/([0-9a-f]{32})', 'g') as m
      where m[1] = any(string_to_array(${wanted}, ','))`,
  );
  const { rows } = await sql<{ hash: string }>`${sql.join(scans, sql` union `)}`.execute(db);
  return new Set(rows.map((row) => row.hash));
}
