// Issue 22: notification mails go out through the queue in the database to a real SMTP
// server: delivered with their HTML, text and unsubscribe headers; kept and retried with
// backoff while the server is down; and sent once across an api restart in the middle of a
// batch, a crashed worker's claim, and two workers at once.
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/http/app-type';
import { notify } from '../src/models/notifications';
import { createMailer } from '../src/services/mail';
import { MAIL_RETRY, backoffMs } from '../src/services/mail-queue';
import { createTestApp, type TestApp } from '../src/testing';
import { randomBytes } from 'node:crypto';
import { insertUser } from '../src/models/users';
import { createTokenService } from '../src/services/tokens';
import { post } from './helpers';
import { startSmtpListener, type SmtpListener } from './smtp-listener';

const FROM = 'Moda Talento <no-reply@modatalento.local>';
let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanups.reverse()) await cleanUp();
  cleanups = [];
});

async function setUp(smtp: SmtpListener): Promise<TestApp> {
  // Polling is slowed down: each test moves the queue itself (kicks, drains) and its clock.
  const test = await createTestApp({ seed: 'none', smtpUrl: smtp.url, mailQueue: { pollMs: 60_000 } });
  // The app (and its pooled SMTP connections) closes first, then the server.
  cleanups.push(
    () => smtp.stop(),
    () => test.close(),
  );
  return test;
}

/**
 * An account written straight to the database, with a session: signing up mails a code, and
 * this server is the real one, not the development outbox the sign-up helper reads.
 */
async function createAccount(test: TestApp) {
  const suffix = randomBytes(4).toString('hex');
  const now = test.clock.now();
  const row = await insertUser(test.db, {
    username: `u_${suffix}`,
    email: `persona_${suffix}@ejemplo.es`,
    full_name: `Persona ${suffix}`,
    created_at: now,
    updated_at: now,
  });
  const token = await createTokenService(test.jwtSecret, test.clock).sign(row);
  return { user: { _id: row.id }, form: { email: row.email }, token };
}

const jobs = (test: TestApp) =>
  test.db.selectFrom('mail_jobs').select(['state', 'attempts', 'last_error']).orderBy('created_at').execute();

/** Notifications for one account, written as events write them (in bulk, without mailing yet). */
async function queueNotifications(test: TestApp, userId: string, count: number) {
  for (let i = 0; i < count; i++) {
    await notify(test.db, { userId, kind: 'account_verified', eventKey: `bulk:${userId}:${i}` }, test.clock.now());
  }
}

/** An api built on the same database and clock, as after a restart of the process. */
async function restartedApi(test: TestApp, smtpUrl: string): Promise<App> {
  const mailer = createMailer({ from: FROM, clock: test.clock, smtpUrl });
  const app = await buildApp({
    db: test.db,
    config: {
      isProduction: false,
      mediaDir: test.mediaDir,
      uploadTmpDir: test.uploadTmpDir,
      jwtSecret: test.jwtSecret,
      publicUrl: 'http://localhost:4000',
      trustedProxies: ['loopback'],
    },
    mailer,
    clock: test.clock,
    mailQueue: { pollMs: 60_000 },
  });
  app.addHook('onClose', async () => mailer.close());
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

const messageIds = (smtp: SmtpListener) => smtp.received.map((mail) => mail.messageId);

describe('notification mails over SMTP', () => {
  it('delivers a follow notice with its text, HTML, link and one-click unsubscribe', async () => {
    const smtp = await startSmtpListener();
    const test = await setUp(smtp);
    const followed = await createAccount(test);
    const follower = await createAccount(test);
    await post(test.app, `/api/users/follow/${followed.user._id}`, undefined, follower.token);
    await expect.poll(() => smtp.received.length).toBe(1);

    const [mail] = smtp.received;
    const notification = await test.db.selectFrom('notifications').select('id').executeTakeFirstOrThrow();
    expect(mail?.to).toEqual([followed.form.email]);
    expect(mail?.messageId).toBe(`<notification-${notification.id}@modatalento.local>`);
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:4000\/api\/notifications\/unsubscribe\?token=[^>]+>$/m,
    );
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(await jobs(test)).toEqual([{ state: 'sent', attempts: 1, last_error: null }]);
  });

  it('keeps the mail while the server is down and sends it once after the backoff', async () => {
    const smtp = await startSmtpListener();
    const test = await setUp(smtp);
    await smtp.stop();
    const followed = await createAccount(test);
    const follower = await createAccount(test);
    await post(test.app, `/api/users/follow/${followed.user._id}`, undefined, follower.token);
    await expect.poll(async () => (await jobs(test))[0]?.last_error).toBeTruthy();
    const [failed] = await jobs(test);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });

    // Back up, but the retry waits its turn: nothing is sent before the backoff is over.
    await smtp.start();
    await drainVia(test);
    expect(smtp.received).toHaveLength(0);

    test.clock.advance(backoffMs(MAIL_RETRY, 1));
    await drainVia(test);
    expect(smtp.received).toHaveLength(1);
    expect(await jobs(test)).toEqual([{ state: 'sent', attempts: 2, last_error: null }]);
    await drainVia(test);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries with growing waits, up to an hour apart, and gives up after a day', () => {
    const waits = Array.from({ length: MAIL_RETRY.maxAttempts - 1 }, (_, i) => backoffMs(MAIL_RETRY, i + 1));
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(60 * 60_000);
    const hours = waits.reduce((sum, wait) => sum + wait, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(30);
  });

  it('sends each of 40 mails once across a restart in the middle of the batch', async () => {
    // Each message takes 25 ms to be accepted: the restart comes while mails are going out.
    const smtp = await startSmtpListener({ acceptMs: 25 });
    const test = await setUp(smtp);
    const account = await createAccount(test);
    await queueNotifications(test, account.user._id as string, 40);

    const sending = drainVia(test);
    await expect.poll(() => smtp.received.length, { interval: 5, timeout: 10_000 }).toBeGreaterThanOrEqual(8);
    await test.app.close(); // graceful: the mail being sent is finished, the rest stay queued
    await sending;
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(40);

    await restartedApi(test, smtp.url);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(40);
    expect(new Set(messageIds(smtp)).size).toBe(40);
    // A job is marked sent just after the server accepts its mail: the last one may still be on its way.
    await expect
      .poll(async () => (await jobs(test)).every((job) => job.state === 'sent' && job.attempts === 1), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it("takes a crashed worker's jobs again only once its claim is over, and sends them once", async () => {
    const smtp = await startSmtpListener();
    const test = await setUp(smtp);
    const account = await createAccount(test);
    await queueNotifications(test, account.user._id as string, 5);
    // A worker claimed them and died before sending (its process was killed).
    const claimedUntil = new Date(test.clock.now().getTime() + 60_000);
    await test.db.updateTable('mail_jobs').set({ locked_until: claimedUntil, attempts: 1 }).execute();

    await drainVia(test);
    expect(smtp.received).toHaveLength(0);
    test.clock.advance(60_001);
    await drainVia(test);
    expect(smtp.received).toHaveLength(5);
    expect(new Set(messageIds(smtp)).size).toBe(5);
    expect((await jobs(test)).map((job) => job.attempts)).toEqual([2, 2, 2, 2, 2]);
  });

  it('sends each mail once when two api processes work the queue at the same time', async () => {
    const smtp = await startSmtpListener({ acceptMs: 5 });
    const test = await setUp(smtp);
    const second = await restartedApi(test, smtp.url);
    const account = await createAccount(test);
    await queueNotifications(test, account.user._id as string, 30);

    await Promise.all([drainVia(test), drainVia(test, second), drainVia(test), drainVia(test, second)]);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(messageIds(smtp)).size).toBe(30);
  });

  it('does not send a mail whose topic was turned off while it waited', async () => {
    const smtp = await startSmtpListener();
    const test = await setUp(smtp);
    await smtp.stop();
    const account = await createAccount(test);
    await queueNotifications(test, account.user._id as string, 1);
    await drainVia(test);
    await smtp.start();
    await test.db
      .insertInto('email_opt_outs')
      .values({ user_id: account.user._id as string, topic: 'verification', created_at: test.clock.now() })
      .execute();
    test.clock.advance(backoffMs(MAIL_RETRY, 1));
    await drainVia(test);
    expect(smtp.received).toHaveLength(0);
    expect((await jobs(test)).map((job) => job.state)).toEqual(['skipped']);
  });
});

/** Sends what is due through the development outbox route, which drains the queue first. */
async function drainVia(test: TestApp, app: App = test.app): Promise<void> {
  const answer = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(answer.statusCode).toBe(200);
}
