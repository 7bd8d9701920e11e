// Search support for every table (accent- and case-insensitive: unaccent + pg_trgm, and
// the Spanish text-search configuration), then the social tables (follows, notification
// flags, uploads) and the search indexes of users and posts.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An extension is installed once per database; test runs migrate many schemas of one
  // database at the same time, so they take turns here.
  await sql`select pg_advisory_xact_lock(20250520)`.execute(db);
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes
  // this wrapper safe to declare IMMUTABLE, so indexes can use it.
  await sql`
    create or replace function normalize_search(value text) returns text
    language sql immutable parallel safe
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, ''))) $$
  `.execute(db);

  await createFollowTables(db);
  await createUploadsTable(db);
  await createSearchIndexes(db);
}

async function createFollowTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followed_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The key makes "follow" idempotent under concurrency: a second insert conflicts.
    .addPrimaryKeyConstraint('follows_pkey', ['follower_id', 'followed_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followed_id`)
    .execute();
  // "Who follows X", newest first; the primary key already serves "whom X follows" lookups.
  await db.schema
    .createIndex('follows_followed_idx')
    .on('follows')
    .columns(['followed_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('follows_follower_idx')
    .on('follows')
    .columns(['follower_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('follow_notifications')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('follow_notifications_pkey', ['user_id', 'target_id'])
    .execute();
  // Deleting an account cascades through target_id too: without an index that is a full scan.
  await db.schema
    .createIndex('follow_notifications_target_idx')
    .on('follow_notifications')
    .column('target_id')
    .execute();
}

async function createUploadsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_uploads')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('profile-picture', 'institution-logo', 'company-logo', 'cv', 'portfolio')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_uploads_pkey', ['user_id', 'url'])
    .execute();
}

/**
 * Accent- and case-insensitive search: trigram indexes (substring LIKE and word
 * similarity) over the normalised names, and Spanish full text over posts.
 */
async function createSearchIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_username_search_idx on users using gin (normalize_search(username) gin_trgm_ops)`.execute(
    db,
  );
  // Companies and institutions show their company name where people show their full name.
  await sql`
    create index users_name_search_idx on users
    using gin (normalize_search(coalesce(full_name, '') || ' ' || coalesce(company_name, '')) gin_trgm_ops)
  `.execute(db);
  await sql`create index users_creatives_idx on users (created_at desc, id) where role = 'Creativo'`.execute(db);
  await sql`
    create index posts_text_search_idx on posts
    using gin (to_tsvector('spanish', normalize_search(title || ' ' || coalesce(description, '') || ' ' || tags::text)))
  `.execute(db);
  await sql`create index posts_title_search_idx on posts using gin (normalize_search(title) gin_trgm_ops)`.execute(db);
  // Deleting an account asks whether another post still uses one of its image files.
  await sql`create index posts_images_idx on posts using gin (images jsonb_path_ops)`.execute(db);
}
