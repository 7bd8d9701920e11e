// The first schema: accounts with every profile field of both spec parts
// (so later issues add tables instead of reshaping users), sign-up codes, posts,
// blog articles and magazines.
import { sql, type Kysely } from 'kysely';

const jsonList = sql`'[]'::jsonb`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('role', 'text', (c) => c.check(sql`role in ('Creativo', 'Profesional')`))
    .addColumn('creative_type', 'smallint', (c) => c.check(sql`creative_type between 1 and 5`))
    .addColumn('professional_type', 'smallint', (c) => c.check(sql`professional_type between 1 and 5`))
    .addColumn('is_verificated_profesional', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('full_name', 'text')
    .addColumn('company_name', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('country', 'text')
    .addColumn('city', 'text')
    .addColumn('referral_source', 'text')
    .addColumn('formation_type', 'text')
    .addColumn('institution', 'text')
    .addColumn('creative_other', 'text')
    .addColumn('profile_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('founding_year', 'text')
    .addColumn('product_service_type', 'text')
    .addColumn('agency_services', 'text')
    .addColumn('show_name_company', 'boolean')
    .addColumn('professional_title', 'text')
    .addColumn('bio', 'text')
    .addColumn('biography', 'text')
    .addColumn('professional_summary', 'text')
    .addColumn('sitio_web', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('cv_url', 'text')
    .addColumn('cv_file_name', 'text')
    .addColumn('portfolio_url', 'text')
    .addColumn('portfolio_file_name', 'text')
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('software', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('education', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('professional_formation', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('contract', 'jsonb')
    .addColumn('location_type', 'jsonb')
    .addColumn('social', 'jsonb')
    .addColumn('professional_tags', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('company_tags', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('offers_practices', 'boolean')
    .addColumn('professional_milestones', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Usernames and emails are unique whatever their case ("Ana" and "ana" are one person).
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'professional_type']).execute();

  await db.schema
    .createTable('pending_registrations')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('registration', 'password_reset')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('verification_codes_email_purpose_key', ['email', 'purpose'])
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('images', 'jsonb', (c) =>
      c.notNull().check(sql`jsonb_typeof(images) = 'array' and jsonb_array_length(images) between 1 and 6`),
    )
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('image_tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('people_tags', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('is_staff_pick', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('staff_picked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('posts_user_created_idx').on('posts').columns(['user_id', 'created_at desc']).execute();
  await db.schema.createIndex('posts_created_idx').on('posts').columns(['created_at desc', 'id']).execute();
  // The staff-picks feed reads only picked posts, newest pick first.
  await db.schema
    .createIndex('posts_staff_picks_idx')
    .on('posts')
    .columns(['staff_picked_at desc', 'id'])
    .where(sql.ref('is_staff_pick'), '=', true)
    .execute();

  await db.schema
    .createTable('blog_articles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('author', 'text')
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('fashion', 'designers', 'industry', 'education', 'events', 'other')`),
    )
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('image', 'text')
    .addColumn('additional_images', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('blog_articles_published_idx')
    .on('blog_articles')
    .columns(['published_at desc'])
    .execute();
  await db.schema
    .createIndex('blog_articles_category_idx')
    .on('blog_articles')
    .columns(['category', 'published_at desc'])
    .execute();

  await db.schema
    .createTable('magazines')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('price', 'numeric(10, 2)')
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['magazines', 'blog_articles', 'posts', 'verification_codes', 'pending_registrations', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
