// The demo's notifications (issue 22): what the seeded follows, applications, decisions,
// verifications and approvals would have told each account, so the bell has something to show
// from the first start. All but each account's three newest are read. No mail is queued: the
// demo addresses are not real ones.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { displayName } from '../models/display-name';
import type { SeedStep } from './context';

/** How many notifications each account has unread after the seed. */
const UNREAD = 3;

export const seedNotifications: SeedStep = async (db, context) => {
  await followNotices(db);
  await applicationNotices(db);
  await decisionNotices(db);
  await reviewNotices(db);
  await sql`
    update notifications set read_at = created_at
    where id not in (
      select id from (
        select id, row_number() over (partition by user_id order by created_at desc, id desc) as n from notifications
      ) ranked where n <= ${UNREAD}
    )`.execute(db);
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  context.log(`seed (${context.size}): ${count} notifications`);
};

/** The actor's name and username as a notification's text keeps them. */
const actorData = (alias: string) =>
  sql<string>`jsonb_build_object('actorName', ${displayName(alias)}, 'actorUsername', ${sql.ref(`${alias}.username`)})`;

function followNotices(db: Kysely<Database>) {
  return (
    db
      .insertInto('notifications')
      .columns(['user_id', 'kind', 'actor_id', 'data', 'event_key', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('follows as f')
          .innerJoin('users as u', 'u.id', 'f.follower_id')
          .select([
            'f.followed_id',
            eb.val('new_follower').as('kind'),
            'f.follower_id',
            actorData('u').as('data'),
            sql<string>`'follow:' || f.follower_id || ':' || f.followed_id`.as('event_key'),
            'f.created_at',
          ]),
      )
      // A second run of the seed adds nothing.
      .onConflict((oc) => oc.column('event_key').doNothing())
      .execute()
  );
}

function applicationNotices(db: Kysely<Database>) {
  return (
    db
      .insertInto('notifications')
      .columns(['user_id', 'kind', 'actor_id', 'offer_id', 'data', 'event_key', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('job_applications as a')
          .innerJoin('job_offers as o', 'o.id', 'a.offer_id')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select([
            'o.user_id',
            eb.val('application_received').as('kind'),
            'a.user_id as actor_id',
            'o.id',
            sql<string>`${actorData('u')} || jsonb_build_object('offerTitle', o.position, 'offerKind', 'job')`.as(
              'data',
            ),
            sql<string>`'application:' || a.id || ':received'`.as('event_key'),
            'a.created_at',
          ]),
      )
      // A second run of the seed adds nothing.
      .onConflict((oc) => oc.column('event_key').doNothing())
      .execute()
  );
}

function decisionNotices(db: Kysely<Database>) {
  return (
    db
      .insertInto('notifications')
      .columns(['user_id', 'kind', 'offer_id', 'data', 'event_key', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('job_applications as a')
          .innerJoin('job_offers as o', 'o.id', 'a.offer_id')
          .where('a.status', 'in', ['accepted', 'rejected'])
          .select([
            'a.user_id',
            sql<string>`case a.status when 'accepted' then 'application_selected' else 'application_discarded' end`.as(
              'kind',
            ),
            'o.id',
            sql<string>`jsonb_build_object('offerTitle', o.position, 'offerKind', 'job')`.as('data'),
            sql<string>`'application:' || a.id || ':' || a.status`.as('event_key'),
            'a.updated_at',
          ]),
      )
      // A second run of the seed adds nothing.
      .onConflict((oc) => oc.column('event_key').doNothing())
      .execute()
  );
}

async function reviewNotices(db: Kysely<Database>) {
  await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'event_key', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('users as u')
        .where('u.is_verificated_profesional', '=', true)
        .select([
          'u.id',
          eb.val('account_verified').as('kind'),
          sql<string>`'verified:' || u.id`.as('event_key'),
          'u.created_at',
        ]),
    )
    // A second run of the seed adds nothing.
    .onConflict((oc) => oc.column('event_key').doNothing())
    .execute();
  await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'offer_id', 'data', 'event_key', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('job_offers as o')
        .where('o.status', '=', 'accepted')
        .select([
          'o.user_id',
          eb.val('offer_approved').as('kind'),
          'o.id',
          sql<string>`jsonb_build_object('offerTitle', o.position, 'offerKind', 'job')`.as('data'),
          sql<string>`'offer:' || o.id || ':offer:' || o.revision || ':approve'`.as('event_key'),
          sql<Date>`coalesce(o.publication_date, o.created_at)`.as('created_at'),
        ]),
    )
    // A second run of the seed adds nothing.
    .onConflict((oc) => oc.column('event_key').doNothing())
    .execute();
}
