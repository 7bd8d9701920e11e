// Notifications (issue 22): written when something happens to an account, read newest first
// in the app, marked read; and the email topics an account turned off. A notification's mail
// is a row of `mail_jobs` written by the same statement (services/mail-queue.ts sends it).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { NotificationData, NotificationRow } from '../db/notification-tables';
import { displayName } from './display-name';
import {
  EMAIL_TOPICS,
  TOPIC_OF,
  notificationWords,
  type EmailTopic,
  type NotificationKind,
} from './notification-texts';

export interface NewNotification {
  /** Whom it is for. */
  userId: string;
  kind: NotificationKind;
  /** Names the event: a second notification with the same key is not written (retries, repeated clicks). */
  eventKey: string;
  /** Who did it (the candidate, the new follower): their name is kept in the text. */
  actorId?: string;
  offerId?: string;
  data?: NotificationData;
}

/**
 * Writes the notification and, unless its topic is turned off, its mail's job, in one
 * statement (so within the caller's transaction, if any). Answers whether a mail was queued.
 */
export async function notify(db: Kysely<Database>, event: NewNotification, now: Date): Promise<boolean> {
  const actor = event.actorId ? await actorFacts(db, event.actorId) : {};
  // A notice no switch turns off (TOPIC_OF null) always has its mail.
  const topic = TOPIC_OF[event.kind];
  const queued = await db
    .with('written', (qb) =>
      qb
        .insertInto('notifications')
        .values({
          user_id: event.userId,
          kind: event.kind,
          actor_id: event.actorId ?? null,
          offer_id: event.offerId ?? null,
          data: JSON.stringify({ ...event.data, ...actor }),
          event_key: event.eventKey,
          created_at: now,
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning(['id', 'user_id']),
    )
    .insertInto('mail_jobs')
    .columns(['notification_id', 'run_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('written')
        .select((s) => ['written.id', s.val(now).as('run_at'), s.val(now).as('created_at')])
        .$if(topic !== null, (qb) =>
          qb.where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('email_opt_outs as o')
                  .select('o.topic')
                  .whereRef('o.user_id', '=', 'written.user_id')
                  .where('o.topic', '=', topic ?? ''),
              ),
            ),
          ),
        ),
    )
    .returning('id')
    .execute();
  return queued.length > 0;
}

/** The actor's name and username as the text shows them now. */
async function actorFacts(db: Kysely<Database>, actorId: string): Promise<NotificationData> {
  const row = await db
    .selectFrom('users as u')
    .select(['u.username', displayName('u').as('name')])
    .where('u.id', '=', actorId)
    .executeTakeFirst();
  return row ? { actorName: row.name, actorUsername: row.username } : {};
}

/** The REST notification object. */
export function toNotificationObject(row: NotificationRow) {
  const kind = row.kind as NotificationKind;
  const words = notificationWords({ kind, offerId: row.offer_id, data: row.data });
  return {
    _id: row.id,
    kind,
    text: words.text,
    path: words.path,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
    actorId: row.actor_id,
    offerId: row.offer_id,
    offerKind: row.data.offerKind ?? null,
  };
}

export interface NotificationPage {
  items: NotificationRow[];
  hasMore: boolean;
}

/**
 * A page of the account's notifications, newest first, after the notification `before`
 * (keyset: notifications arriving meanwhile do not shift the pages). Null when `before` is
 * not one of the account's.
 */
export async function notificationPage(
  db: Kysely<Database>,
  userId: string,
  request: { limit: number; before?: string | undefined },
): Promise<NotificationPage | null> {
  let rows = db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(request.limit + 1);
  if (request.before) {
    const cursor = await ownNotification(db, userId, request.before);
    if (!cursor) return null;
    rows = rows.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.created_at, cursor.id)));
  }
  const found = await rows.execute();
  return { items: found.slice(0, request.limit), hasMore: found.length > request.limit };
}

function ownNotification(db: Kysely<Database>, userId: string, id: string) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(({ fn, cast }) => cast<number>(fn.countAll(), 'integer').as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Marks one of the account's notifications read (again: no change); undefined when it is not theirs. */
export async function markRead(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return ownNotification(db, userId, id);
}

/** Marks every unread notification of the account read, up to `now` (one that arrives later stays unread). */
export async function markAllRead(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('created_at', '<=', now)
    .execute();
}

export type EmailSettings = Record<EmailTopic, boolean>;

/** Each topic's switch: on unless the account turned it off. */
export async function emailSettings(db: Kysely<Database>, userId: string): Promise<EmailSettings> {
  const off = await db.selectFrom('email_opt_outs').select('topic').where('user_id', '=', userId).execute();
  const offTopics = new Set(off.map((row) => row.topic));
  return Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, !offTopics.has(topic)])) as EmailSettings;
}

/** Turns the given topics on or off (the others stay as they are). */
export async function setEmailSettings(
  db: Kysely<Database>,
  userId: string,
  changes: Partial<EmailSettings>,
  now: Date,
): Promise<void> {
  const entries = Object.entries(changes) as [EmailTopic, boolean][];
  const turnedOff = entries.filter(([, on]) => !on).map(([topic]) => topic);
  const turnedOn = entries.filter(([, on]) => on).map(([topic]) => topic);
  if (turnedOff.length) {
    await db
      .insertInto('email_opt_outs')
      .values(turnedOff.map((topic) => ({ user_id: userId, topic, created_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'topic']).doNothing())
      .execute();
  }
  if (turnedOn.length) {
    await db.deleteFrom('email_opt_outs').where('user_id', '=', userId).where('topic', 'in', turnedOn).execute();
  }
}
