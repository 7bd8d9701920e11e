// Tables of favorites (saved images) and boards (folders) of saved images.
// A favorite is one image of one post saved by one user; a board item is a favorite
// placed in one of the same user's boards. The keys and foreign keys make the rules
// hold in the database itself, whatever the concurrency:
// - saving the same image twice is one row (primary keys);
// - a board item always belongs to its board's owner and to one of that owner's
//   favorites (composite foreign keys), so unsaving an image takes it out of every board;
// - deleting a post, a board or an account cascades to what hangs from it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorites_pkey', ['user_id', 'post_id', 'image_url'])
    .execute();
  // The saved-ideas list reads one user's favorites, newest first.
  await db.schema
    .createIndex('favorites_user_created_idx')
    .on('favorites')
    .columns(['user_id', 'created_at desc'])
    .execute();
  // Deleting a post finds its favorites (the cascade) through this index.
  await db.schema.createIndex('favorites_post_idx').on('favorites').column('post_id').execute();

  await db.schema
    .createTable('folders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(btrim(name)) between 1 and 60`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The target of folder_items' (folder_id, user_id) foreign key.
    .addUniqueConstraint('folders_id_user_key', ['id', 'user_id'])
    .execute();
  // One board per name and user, whatever the case (a double click makes one board, not two).
  await sql`create unique index folders_user_name_key on folders (user_id, lower(name))`.execute(db);
  await db.schema
    .createIndex('folders_user_created_idx')
    .on('folders')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('folder_items')
    .addColumn('folder_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('post_id', 'uuid', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('folder_items_pkey', ['folder_id', 'post_id', 'image_url'])
    .addForeignKeyConstraint('folder_items_folder_fkey', ['folder_id', 'user_id'], 'folders', ['id', 'user_id'], (c) =>
      c.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'folder_items_favorite_fkey',
      ['user_id', 'post_id', 'image_url'],
      'favorites',
      ['user_id', 'post_id', 'image_url'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // A board's content, newest first, and the cascade from favorites.
  await db.schema
    .createIndex('folder_items_folder_added_idx')
    .on('folder_items')
    .columns(['folder_id', 'added_at desc'])
    .execute();
  await db.schema
    .createIndex('folder_items_favorite_idx')
    .on('folder_items')
    .columns(['user_id', 'post_id', 'image_url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['folder_items', 'folders', 'favorites']) await db.schema.dropTable(table).ifExists().execute();
}
