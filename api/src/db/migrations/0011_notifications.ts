// Issue 22: notifications. What happened to an account (an application, a decision, a
// verification, a follower), the email topics it turned off, and the mails waiting to go out:
// a queue kept in the same database, so a mail's job is written in the same transaction as its event.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Who did it (the candidate, the new follower); gone with their account.
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // The job or educational offer it is about: no foreign key, it is one of two tables.
    .addColumn('offer_id', 'uuid')
    // What the text names, as it was then (an offer's title, the candidate's name).
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // One notification per event, whatever retries or repeated clicks ask.
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  await db.schema.createIndex('notifications_actor_idx').on('notifications').column('actor_id').execute();

  // A row per email topic an account turned off (no row: the topic's mails are sent).
  await db.schema
    .createTable('email_opt_outs')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_opt_outs_pkey', ['user_id', 'topic'])
    .execute();

  // The notification mails waiting to go out (or sent): one per notification, whatever
  // retries ask. The mail is written from the notification when it is sent, so a retry
  // reaches the address the account has then and respects a topic turned off meanwhile.
  await db.schema
    .createTable('mail_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('notification_id', 'uuid', (c) =>
      c.notNull().unique().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'sent', 'skipped', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    // A worker's claim: until then no other worker takes the job (a crashed worker's claim ends).
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index mail_jobs_due_idx on mail_jobs (run_at) where state = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_jobs').execute();
  await db.schema.dropTable('email_opt_outs').execute();
  await db.schema.dropTable('notifications').execute();
}
