// Issue 24: reports ('Denunciar') and what operators decide on them. Anyone signed in reports a
// post, a profile or an offer once; an operator hides the item (it leaves every list and page
// for everyone but its author, who reads why) or dismisses the reports. Hiding keeps the row:
// nothing is lost, and the author still sees it.
import { sql, type Kysely } from 'kysely';

/** The tables whose rows can be hidden, each with the columns that say so. */
const HIDEABLE = ['posts', 'users', 'job_offers', 'educational_offers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of HIDEABLE) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden_at', 'timestamptz')
      .addColumn('hidden_reason', 'text')
      .addColumn('hidden_note', 'text')
      .execute();
  }
  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_kind', 'text', (c) =>
      c.notNull().check(sql`item_kind in ('post', 'user', 'jobOffer', 'educationalOffer')`),
    )
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'hidden', 'dismissed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('reports_once_per_person', ['reporter_id', 'item_kind', 'item_id'])
    .execute();
  // The operators' queue: the open reports, by item.
  await db.schema
    .createIndex('reports_open_by_item')
    .on('reports')
    .columns(['item_kind', 'item_id'])
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
  for (const table of HIDEABLE) {
    await db.schema
      .alterTable(table)
      .dropColumn('hidden_at')
      .dropColumn('hidden_reason')
      .dropColumn('hidden_note')
      .execute();
  }
}
