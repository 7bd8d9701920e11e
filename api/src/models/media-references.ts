// Removing stored files once nothing uses them. Stored names are content hashes, so one
// file may serve several rows (the same picture in two posts, a seed image shared by
// posts and articles, an offer logo that is also a profile picture): a file is removed
// only when no row of any table still mentions it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { deleteMedia } from '../services/media';
import type { MediaStorage } from '../services/media-storage';

/** `/media/<32 hex>…`: the names services/media.ts writes (images, their copies, PDFs). */
const STORED_HASH = /^\/media\/([0-9a-f]{32})(?:-\d+)?\.(?:webp|pdf)$/;

/**
 * Deletes the files behind `urls` that nothing in the database refers to any more (call
 * it after deleting or changing the rows), with an original image's resized copies.
 * Answers the file names removed. A URL that is not a stored media name is ignored, so
 * nothing but stored media can be reached.
 */
export async function removeUnreferencedMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
  urls: readonly string[],
): Promise<string[]> {
  const stored = urls.filter((url) => STORED_HASH.test(url));
  const hashes = [...new Set(stored.map((url) => STORED_HASH.exec(url)![1]!))];
  if (hashes.length === 0) return [];
  const stillUsed = await referencedHashes(db, hashes);
  // A concurrent upload of the very same bytes could reuse a file between the check and
  // the removal; identical uploads at that instant are rare enough to accept.
  return deleteMedia(
    storage,
    stored.filter((url) => !stillUsed.has(STORED_HASH.exec(url)![1]!)),
  );
}

/**
 * Which of `hashes` some text or JSON column of the current schema still mentions. The
 * columns are discovered, not listed, so tables added by later issues count too: one
 * query, one scan per column, whatever the number of hashes.
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
