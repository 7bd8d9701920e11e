// The notification mails' queue (issue 22): jobs are rows of `mail_jobs` in the api's own
// database, written in the same statement as their notification, so an event and its mail
// are saved together or not at all, on PGlite as on a PostgreSQL server. Every api process
// runs this worker: a job is claimed with FOR UPDATE SKIP LOCKED and a time-limited claim, so
// several replicas never take the same one and a crashed worker's job is taken again later.
// A failed send is retried with exponential backoff; a mail the server refuses for good (5xx)
// is not. The Message-ID is the notification's, the same on every attempt.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { NotificationRow } from '../db/notification-tables';
import { displayName } from '../models/display-name';
import { TOPIC_OF, type NotificationKind } from '../models/notification-texts';
import type { Clock } from './clock';
import type { Mailer } from './mail';
import { SMTP_TIMEOUTS_MS } from './mail';
import { notificationMail, type MailLinks } from './notification-mail';

export interface RetryPolicy {
  /** The wait after the first failure; each next one doubles, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the job is given up (state 'failed'). */
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min … then hourly: 30 attempts span about a day of SMTP outage. */
export const MAIL_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 30 };

export interface MailQueueOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  links: MailLinks;
  /** How often the worker looks for due jobs when nothing wakes it (default 5 s). */
  pollMs?: number;
  retry?: RetryPolicy;
  /** How many jobs one claim takes (default 10). */
  batchSize?: number;
  onError: (error: unknown) => void;
}

export interface MailQueue {
  /** Starts polling (the app calls it once ready). */
  start(): void;
  /** Sends every job due now; resolves when none is left (the dev outbox, tests). */
  drain(): Promise<void>;
  /** Wakes the worker: an event has just queued a mail. */
  kick(): void;
  /** Stops taking jobs and waits for the mails being sent. */
  stop(): Promise<void>;
}

/** Longer than any SMTP conversation can last, so a claim never ends while its mail is being sent. */
const CLAIM_MS =
  2 * (SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout);

export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { db, clock } = options;
  const retry = options.retry ?? MAIL_RETRY;
  let stopped = false;
  let active: Promise<void> | null = null;
  let pending: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const sendDue = async () => {
    while (!stopped) {
      const jobs = await claimDueJobs(db, clock.now(), options.batchSize ?? 10);
      if (jobs.length === 0) return;
      for (const job of jobs) await deliver(job);
    }
  };

  const deliver = async (job: ClaimedJob) => {
    const now = () => clock.now();
    if (!job.recipient || job.optedOut) {
      await finish(db, job.id, { state: 'skipped', sent_at: null });
      return;
    }
    try {
      await options.mailer.send(notificationMail(job.notification, job.recipient, options.links));
    } catch (error) {
      const permanent = isPermanentRefusal(error);
      const givenUp = permanent || job.attempts >= retry.maxAttempts;
      await db
        .updateTable('mail_jobs')
        .set({
          state: givenUp ? 'failed' : 'queued',
          run_at: new Date(now().getTime() + backoffMs(retry, job.attempts)),
          locked_until: null,
          last_error: errorText(error),
        })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    await finish(db, job.id, { state: 'sent', sent_at: now() });
  };

  const drain = (): Promise<void> => {
    if (!active) {
      active = sendDue()
        .catch(options.onError)
        .finally(() => {
          active = null;
        });
      return active;
    }
    // One more round after the current one, however many ask meanwhile.
    pending ??= active.then(() => {
      pending = null;
      return drain();
    });
    return pending;
  };

  const poll = () => {
    timer = setTimeout(() => void drain().finally(() => !stopped && poll()), options.pollMs ?? 5_000);
    timer.unref();
  };
  return {
    start() {
      poll();
      void drain();
    },
    drain,
    kick: () => void drain(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pending;
      await active;
    },
  };
}

/** The wait before attempt n + 1 after n failed ones. */
export function backoffMs(policy: RetryPolicy, failedAttempts: number): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxDelayMs);
}

interface ClaimedJob {
  id: string;
  /** Attempts including this one. */
  attempts: number;
  notification: NotificationRow;
  /** Null when the account is gone. */
  recipient: { email: string; name: string } | null;
  /** Whether the account turned this mail's topic off since it was queued. */
  optedOut: boolean;
}

/** Takes up to `limit` due jobs that no live claim holds, with what their mails need. */
async function claimDueJobs(db: Kysely<Database>, now: Date, limit: number): Promise<ClaimedJob[]> {
  const claimed = await db
    .updateTable('mail_jobs')
    .set((eb) => ({ locked_until: new Date(now.getTime() + CLAIM_MS), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_jobs')
        .select('id')
        .where('state', '=', 'queued')
        .where('run_at', '<=', now)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', now)]))
        .orderBy('run_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'attempts', 'notification_id'])
    .execute();
  if (claimed.length === 0) return [];
  const notifications = await db
    .selectFrom('notifications as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .selectAll('n')
    .select(['u.email', displayName('u').as('name')])
    .where(
      'n.id',
      'in',
      claimed.map((job) => job.notification_id),
    )
    .execute();
  // Their accounts were deleted meanwhile: the jobs went with them.
  if (notifications.length === 0) return [];
  const optOuts = await db
    .selectFrom('email_opt_outs')
    .select(['user_id', 'topic'])
    .where(
      'user_id',
      'in',
      notifications.map((n) => n.user_id),
    )
    .execute();
  const off = new Set(optOuts.map((o) => `${o.user_id}:${o.topic}`));
  return claimed.flatMap((job) => {
    const row = notifications.find((n) => n.id === job.notification_id);
    if (!row) return [];
    const { email, name, ...notification } = row;
    const topic = TOPIC_OF[notification.kind as NotificationKind];
    return [
      {
        id: job.id,
        attempts: job.attempts,
        notification,
        recipient: email ? { email, name } : null,
        optedOut: topic !== null && off.has(`${notification.user_id}:${topic}`),
      },
    ];
  });
}

function finish(db: Kysely<Database>, id: string, values: { state: 'sent' | 'skipped'; sent_at: Date | null }) {
  return db
    .updateTable('mail_jobs')
    .set({ ...values, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** An SMTP 5xx answer: the server refuses this mail for good (unknown mailbox); retrying would not help. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
