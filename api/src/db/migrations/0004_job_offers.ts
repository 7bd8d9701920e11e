// Tables of job offers, applications to them and saved offers. The keys and
// checks make the rules hold in the database itself, whatever the concurrency:
// - one application per user and offer (unique key: two simultaneous applies make one);
// - saving an offer twice is one row (primary key);
// - statuses and the spec's job and location types are the only values a row can hold;
// - deleting an account or an offer cascades to what hangs from it.
import { sql, type Kysely } from 'kysely';

const jsonList = sql`'[]'::jsonb`;

/**
 * The text the offer search looks in. models/job-offers.ts repeats this expression
 * exactly: the planner uses an expression index only for the same expression.
 */
const OFFER_SEARCH_TEXT = sql`normalize_search(position || ' ' || coalesce(company_name, '') || ' ' || city || ' ' || description)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createJobOffers(db);
  await createApplications(db);
  await createSavedOffers(db);
}

async function createJobOffers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('company_description', 'text')
    // The stored logo (StoredImage: url, size, variants), so deleting the offer finds every file.
    .addColumn('company_logo', 'jsonb')
    .addColumn('description_employer', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Tiempo completo')
        .check(sql`job_type in ('Tiempo completo', 'Tiempo parcial', 'Prácticas')`),
    )
    .addColumn('location_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Presencial')
        .check(sql`location_type in ('Presencial', 'Remoto', 'Híbrido')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'cancelled', 'rejected')`),
    )
    .addColumn('publication_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The last day the offer takes applications; null means it does not expire.
    .addColumn('expiration_date', 'date')
    .addColumn('duration', 'text')
    .addColumn('experience_years', 'smallint', (c) => c.check(sql`experience_years between 0 and 60`))
    .addColumn('experience', 'text')
    .addColumn('website', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('functions', 'text')
    .addColumn('offered', 'text')
    .addColumn('required_profile', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('is_urgent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_external', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('external_link', 'text')
    .addColumn('extra_questions', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(jsonList)
        .check(sql`jsonb_typeof(extra_questions) = 'array' and jsonb_array_length(extra_questions) <= 3`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The public list: accepted offers, newest publication first.
  await db.schema
    .createIndex('job_offers_public_idx')
    .on('job_offers')
    .columns(['publication_date desc', 'id desc'])
    .where(sql.ref('status'), '=', 'accepted')
    .execute();
  // A company's lists, in the same order (and the cascade when its account is deleted).
  await db.schema
    .createIndex('job_offers_user_publication_idx')
    .on('job_offers')
    .columns(['user_id', 'publication_date desc', 'id desc'])
    .execute();
  // The operator's list of offers waiting for review.
  await db.schema
    .createIndex('job_offers_pending_idx')
    .on('job_offers')
    .column('created_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // Accent- and case-insensitive search: substrings through trigrams, words through Spanish full text.
  await sql`create index job_offers_search_trgm_idx on job_offers using gin (${OFFER_SEARCH_TEXT} gin_trgm_ops)`.execute(
    db,
  );
  // The offers screen's search box looks in position, description and company name only (part 2 §5).
  await sql`
    create index job_offers_list_search_idx on job_offers
    using gin (normalize_search(position || ' ' || description || ' ' || coalesce(company_name, '')) gin_trgm_ops)
  `.execute(db);
  await sql`create index job_offers_search_text_idx on job_offers using gin (to_tsvector('spanish', ${OFFER_SEARCH_TEXT}))`.execute(
    db,
  );
}

async function createApplications(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('offer_id', 'uuid', (c) => c.notNull().references('job_offers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // [{question, responseType, answer}]: the questions as they were when the candidate answered.
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One application per user and offer; its index also serves an offer's candidates.
    .addUniqueConstraint('job_applications_offer_user_key', ['offer_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('job_applications_offer_created_idx')
    .on('job_applications')
    .columns(['offer_id', 'created_at desc', 'id desc'])
    .execute();
  // A candidate's applied offers, newest first (and the cascade when the account is deleted).
  await db.schema
    .createIndex('job_applications_user_created_idx')
    .on('job_applications')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
}

async function createSavedOffers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_job_offers')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('offer_id', 'uuid', (c) => c.notNull().references('job_offers.id').onDelete('cascade'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_job_offers_pkey', ['user_id', 'offer_id'])
    .execute();
  await db.schema
    .createIndex('saved_job_offers_user_saved_idx')
    .on('saved_job_offers')
    .columns(['user_id', 'saved_at desc', 'offer_id desc'])
    .execute();
  // Deleting an offer finds its saves (the cascade) through this index.
  await db.schema.createIndex('saved_job_offers_offer_idx').on('saved_job_offers').column('offer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['saved_job_offers', 'job_applications', 'job_offers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
