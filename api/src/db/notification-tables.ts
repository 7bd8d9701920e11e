// Kysely types of the tables created by migration 0011_notifications (issue 22).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { JsonWithDefault, NullableTimestamp, Opt, Timestamp } from './columns';

/** What a notification's text names, as it was when it happened. */
export interface NotificationData {
  /** The offer's title (position or programme name). */
  offerTitle?: string;
  /** 'job' or 'educational' for the offer notifications. */
  offerKind?: 'job' | 'educational';
  /** Whether a decision was on an edit of a public offer rather than on the offer. */
  changes?: boolean;
  /** The operator's reason for a rejection, when given. */
  reason?: string;
  /** Issue 24, content_hidden: what was hidden (its title, and its page's path) and why. */
  itemKind?: 'post' | 'user' | 'jobOffer' | 'educationalOffer';
  itemTitle?: string;
  itemPath?: string;
  reasonLabel?: string;
  /** The actor's display name and username (the candidate, the new follower). */
  actorName?: string;
  actorUsername?: string;
}

interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  actor_id: Opt<string>;
  offer_id: Opt<string>;
  data: JsonWithDefault<NotificationData>;
  event_key: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

interface EmailOptOutsTable {
  user_id: string;
  topic: string;
  created_at: Timestamp;
}

export type MailJobState = 'queued' | 'sent' | 'skipped' | 'failed';

interface MailJobsTable {
  id: Generated<string>;
  notification_id: string;
  state: ColumnType<MailJobState, MailJobState | undefined, MailJobState>;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: Opt<string>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  email_opt_outs: EmailOptOutsTable;
  mail_jobs: MailJobsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type MailJobRow = Selectable<MailJobsTable>;
