// Issue 17: an educational programme's duration has a unit (months or years), and a job
// offer keeps which of its tags are hard skills and which soft, as the company entered them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every stored duration was a number of years (the form asked for years), so existing
  // rows keep that unit; the column is renamed to what it now holds.
  await db.schema.alterTable('educational_offers').renameColumn('duration_years', 'duration_value').execute();
  await db.schema
    .alterTable('educational_offers')
    .addColumn('duration_unit', 'text', (c) =>
      c
        .notNull()
        .defaultTo('años')
        .check(sql`duration_unit in ('meses', 'años')`),
    )
    .execute();

  // An edit waiting for review (0007) holds the same content columns, by name.
  await sql`update educational_offers
    set pending_changes = (pending_changes - 'duration_years')
      || jsonb_build_object('duration_value', pending_changes->'duration_years', 'duration_unit', 'años')
    where pending_changes ? 'duration_years'`.execute(db);

  // `tags` stays the spec's combined list, hard skills first; this many of them are hard.
  // Existing offers keep the split their detail showed (the spec's rule: the first 5).
  await db.schema
    .alterTable('job_offers')
    .addColumn('hard_skills_count', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hard_skills_count >= 0`),
    )
    .execute();
  await sql`update job_offers set hard_skills_count = least(5, jsonb_array_length(tags))`.execute(db);
  // An edit waiting for review (0007) holds the same content columns.
  await sql`update job_offers
    set pending_changes = pending_changes || jsonb_build_object('hard_skills_count', least(5, jsonb_array_length(pending_changes->'tags')))
    where pending_changes is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_offers').dropColumn('hard_skills_count').execute();
  await db.schema.alterTable('educational_offers').dropColumn('duration_unit').execute();
  await db.schema.alterTable('educational_offers').renameColumn('duration_value', 'duration_years').execute();
}
