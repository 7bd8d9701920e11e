// Tables of educational offers (published by institution accounts) and the
// institution facts the users table does not hold (public or private centre).
import { sql, type Kysely } from 'kysely';

const jsonList = sql`'[]'::jsonb`;
const inList = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const EDUCATION_TYPES = ['Grado', 'Máster', 'FP', 'Curso', 'Taller', 'Certificación', 'Otro'];
const MODALITIES = ['Presencial', 'Online', 'Híbrida'];
const CATEGORIES = ['Moda', 'Diseño gráfico', 'Fotografía'];
const STATUSES = ['pending', 'accepted', 'active', 'cancelled', 'rejected'];

/** The text search reads; models/educational-offers.ts repeats it so the indexes apply. */
const SEARCH_DOCUMENT = sql.raw(
  `normalize_search(program_name || ' ' || city || ' ' || institution_name || ' ' || coalesce(description, ''))`,
);
const IS_PUBLIC = sql.raw(`status in ('accepted', 'active')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('educational_offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program_name', 'text', (c) => c.notNull().check(sql`char_length(program_name) between 1 and 100`))
    .addColumn('study_type', 'text')
    .addColumn('knowledge_area', 'text')
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Moda')
        .check(sql`category in (${inList(CATEGORIES)})`),
    )
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('education_type', 'text', (c) => c.notNull().check(sql`education_type in (${inList(EDUCATION_TYPES)})`))
    .addColumn('modality', 'text', (c) => c.notNull().check(sql`modality in (${inList(MODALITIES)})`))
    .addColumn('morning_schedule', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('duration_years', 'smallint', (c) => c.notNull().check(sql`duration_years >= 1`))
    .addColumn('credits', 'smallint', (c) => c.check(sql`credits >= 1`))
    .addColumn('internships', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('erasmus', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bilingual_education', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enrollment_start_day', 'smallint', (c) => c.check(sql`enrollment_start_day between 1 and 31`))
    .addColumn('enrollment_start_month', 'smallint', (c) => c.check(sql`enrollment_start_month between 1 and 12`))
    .addColumn('enrollment_end_day', 'smallint', (c) => c.check(sql`enrollment_end_day between 1 and 31`))
    .addColumn('enrollment_end_month', 'smallint', (c) => c.check(sql`enrollment_end_month between 1 and 12`))
    .addColumn('school_year_start_month', 'smallint', (c) => c.check(sql`school_year_start_month between 1 and 12`))
    .addColumn('school_year_end_month', 'smallint', (c) => c.check(sql`school_year_end_month between 1 and 12`))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('website_url', 'text')
    .addColumn('application_link', 'text')
    .addColumn('brochure_url', 'text')
    .addColumn('description', 'text')
    .addColumn('requirements', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(jsonList)
        .check(sql`jsonb_array_length(requirements) <= 10`),
    )
    .addColumn('syllabus', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('extra_questions', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(jsonList)
        .check(sql`jsonb_array_length(extra_questions) <= 3`),
    )
    .addColumn('header_image', 'jsonb')
    .addColumn('gallery', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('price_amount', 'numeric(10, 2)', (c) => c.check(sql`price_amount >= 0`))
    .addColumn('price_currency', 'text', (c) =>
      c
        .notNull()
        .defaultTo('EUR')
        .check(sql`price_currency ~ '^[A-Z]{3}$'`),
    )
    .addColumn('institution_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in (${inList(STATUSES)})`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The owner's list (every status) and the public lists, newest first.
  await db.schema
    .createIndex('educational_offers_user_created_idx')
    .on('educational_offers')
    .columns(['user_id', 'created_at desc', 'id'])
    .execute();
  await sql`
    create index educational_offers_public_user_idx on educational_offers (user_id, created_at desc, id)
    where ${IS_PUBLIC}
  `.execute(db);
  // The admin command lists pending offers.
  await db.schema.createIndex('educational_offers_status_idx').on('educational_offers').columns(['status']).execute();
  // Search: substrings (trigrams) and Spanish word stems, accent- and case-insensitive.
  await sql`
    create index educational_offers_search_trgm_idx on educational_offers
    using gin (${SEARCH_DOCUMENT} gin_trgm_ops) where ${IS_PUBLIC}
  `.execute(db);
  await sql`
    create index educational_offers_search_fts_idx on educational_offers
    using gin (to_tsvector('spanish', ${SEARCH_DOCUMENT})) where ${IS_PUBLIC}
  `.execute(db);

  await db.schema
    .createTable('institution_details')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('center_type', 'text', (c) => c.notNull().check(sql`center_type in ('public', 'private')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('institution_details').ifExists().execute();
  await db.schema.dropTable('educational_offers').ifExists().execute();
}
