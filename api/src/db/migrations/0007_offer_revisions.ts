// Issue 17: editing a public offer no longer takes it offline. The edit waits beside the
// approved version (pending_changes, the edited columns as the table stores them) until an
// operator decides; the public columns stay what was approved. `revision` counts every
// version of the content, so a decision can name the one the operator saw.
import { sql, type Kysely } from 'kysely';

const TABLES = ['job_offers', 'educational_offers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('revision', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`revision >= 1`),
      )
      .addColumn('pending_changes', 'jsonb', (c) =>
        c.check(sql`pending_changes is null or jsonb_typeof(pending_changes) = 'object'`),
      )
      .addColumn('changes_submitted_at', 'timestamptz')
      // When an operator last refused an edit; cleared by the next edit or approval.
      .addColumn('changes_rejected_at', 'timestamptz')
      .execute();
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_pending_changes_dated`)}
      check ((pending_changes is null) = (changes_submitted_at is null))`.execute(db);
    // The operator's queue of edits waiting for review, oldest first.
    await db.schema
      .createIndex(`${table}_pending_changes_idx`)
      .on(table)
      .column('changes_submitted_at')
      .where(sql.ref('pending_changes'), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_pending_changes_idx`).ifExists().execute();
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.raw(`${table}_pending_changes_dated`)}`.execute(
      db,
    );
    await db.schema
      .alterTable(table)
      .dropColumn('changes_rejected_at')
      .dropColumn('changes_submitted_at')
      .dropColumn('pending_changes')
      .dropColumn('revision')
      .execute();
  }
}
