// Issue 22: each event notifies whom it concerns, in the app and by mail (the development
// outbox here; mail-delivery.test.ts sends to a real SMTP server), and the mail's topic
// can be turned off from 'Configuración' or with the mail's one-click link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, del, get, login, post, put, type Answer } from './helpers';
import {
  createCompany,
  createCreative,
  createOffer,
  sendOfferForm,
  offerFields,
  type Account,
} from './job-offers.fixtures';

let test: TestApp;
let operator: Account;
let company: Account;
let candidate: Account;

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  operator = await createAccount(test, { email: 'operador@demo.es' });
  company = await createCompany(test);
  candidate = await createCreative(test);
});
afterAll(() => test.close());

type Notification = { _id: string; kind: string; text: string; path: string; read: boolean; offerId: string | null };

const notificationsOf = async (account: Account, query = '') => {
  const answer = await get(test.app, `/api/notifications${query}`, account.token);
  expect(answer.status).toBe(200);
  return answer.body as { notifications: Notification[]; hasMore: boolean; unreadCount: number };
};

/** The notification mails to the account, newest first, once the queue has sent what is due. */
const mailsTo = async (account: Account) => {
  const answer = await get(test.app, `/api/dev/outbox?email=${encodeURIComponent(account.form.email)}`);
  type Mail = {
    subject: string;
    text: string;
    html: string | null;
    headers: Record<string, string>;
    messageId: string;
  };
  return (answer.body.mails as Mail[]).filter((mail) => mail.html !== null);
};

describe('what each event sends', () => {
  it('tells the publisher of a new application, naming the offer and the candidate', async () => {
    const offer = await createOffer(test, company.token, { position: 'Patronista sénior' });
    const applied = await post(test.app, `/api/offers/${offer._id}/apply`, { answers: [] }, candidate.token);
    expect(applied.status).toBe(201);

    const { notifications, unreadCount } = await notificationsOf(company);
    // The company was verified and its offer approved before (the fixtures' operator did both).
    expect(unreadCount).toBe(3);
    expect(notifications.map((n) => n.kind).sort()).toEqual([
      'account_verified',
      'application_received',
      'offer_approved',
    ]);
    expect(notifications.find((n) => n.kind === 'application_received')).toMatchObject({
      kind: 'application_received',
      text: 'Ana Candidata se ha inscrito en tu oferta «Patronista sénior».',
      path: `/ControlPanel/misOfertas?candidatos=${offer._id}`,
      read: false,
      offerId: offer._id,
    });
    const mail = (await mailsTo(company)).find((m) => m.subject.startsWith('Nueva candidatura'));
    expect(mail?.subject).toBe('Nueva candidatura a «Patronista sénior»');
    expect(mail?.text).toContain(
      `Ver candidatos: http://localhost:4000/ControlPanel/misOfertas?candidatos=${offer._id}`,
    );
    expect(mail?.html).toContain('Ana Candidata se ha inscrito en tu oferta «Patronista sénior».');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:4000\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
  });

  it('tells the candidate when they are selected or discarded, each decision once', async () => {
    const offer = await createOffer(test, company.token, { position: 'Estilista de producto' });
    await post(test.app, `/api/offers/${offer._id}/apply`, { answers: [] }, candidate.token);
    const applicationId = (await get(test.app, `/api/offers/applications?offerIds=${offer._id}`, company.token)).body
      .applications as { _id: string }[];
    const decide = async (status: string) => {
      test.clock.advance(1000);
      return put(
        test.app,
        `/api/offers/${offer._id}/applications/${applicationId[0]?._id}/status`,
        { status },
        company.token,
      );
    };
    expect((await decide('accepted')).status).toBe(200);
    expect((await decide('accepted')).status).toBe(200);
    expect((await decide('rejected')).status).toBe(200);

    const { notifications } = await notificationsOf(candidate);
    const about = notifications.filter((n) => n.offerId === offer._id).map((n) => [n.kind, n.text]);
    expect(about).toEqual([
      ['application_discarded', 'Tu candidatura a «Estilista de producto» no ha sido seleccionada esta vez.'],
      ['application_selected', '¡Enhorabuena! Te han seleccionado en la oferta «Estilista de producto».'],
    ]);
    const subjects = (await mailsTo(candidate)).map((mail) => mail.subject);
    expect(subjects.filter((s) => s.includes('Estilista de producto'))).toEqual([
      'Novedades sobre tu candidatura a «Estilista de producto»',
      'Te han seleccionado para «Estilista de producto»',
    ]);
  });

  it("tells the publisher of the operator's decisions and the account of its verification", async () => {
    const unverified = await createCompany(test, { verified: false });
    const verified = await post(
      test.app,
      `/api/moderation/professionals/${unverified.user._id}/verify`,
      undefined,
      operator.token,
    );
    expect(verified.status).toBe(200);
    expect((await notificationsOf(unverified)).notifications.map((n) => n.text)).toEqual([
      'Tu cuenta profesional está verificada: ya puedes publicar ofertas.',
    ]);

    const created = await sendOfferForm(
      test,
      'POST',
      '/api/offers/create',
      company.token,
      offerFields({ position: 'Modelista' }),
    );
    const offer = created.body.offer as { _id: string; revision: number };
    test.clock.advance(1000);
    const rejected = await post(test.app, `/api/moderation/offers/${offer._id}/reject`, undefined, operator.token);
    expect(rejected.status).toBe(200);
    const pending = await get(test.app, '/api/moderation/job-offers', operator.token);
    expect(pending.status).toBe(200);
    const revision = (
      await test.db.selectFrom('job_offers').select('revision').where('id', '=', offer._id).executeTakeFirstOrThrow()
    ).revision;
    const approved = await post(
      test.app,
      `/api/moderation/offers/${offer._id}/approve?revision=${revision}`,
      undefined,
      operator.token,
    );
    expect(approved.status).toBe(200);

    const about = (await notificationsOf(company)).notifications.filter((n) => n.offerId === offer._id);
    expect(about.map((n) => [n.kind, n.text, n.path])).toEqual([
      [
        'offer_approved',
        'Tu oferta «Modelista» se ha aprobado y ya está publicada.',
        `/ControlPanel/JobOfferDetail/${offer._id}`,
      ],
      [
        'offer_rejected',
        'Tu oferta «Modelista» no se ha aprobado. Puedes revisarla y enviarla de nuevo.',
        `/ControlPanel/edit-offer/${offer._id}`,
      ],
    ]);
  });

  it('tells an account of a new follower once, however often they follow and unfollow', async () => {
    const follower = await createCreative(test);
    const followed = await createAccount(test);
    for (let round = 0; round < 3; round++) {
      expect((await post(test.app, `/api/users/follow/${followed.user._id}`, undefined, follower.token)).status).toBe(
        200,
      );
      expect((await del(test.app, `/api/users/follow/${followed.user._id}`, follower.token)).status).toBe(200);
    }
    const { notifications } = await notificationsOf(followed);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      kind: 'new_follower',
      text: 'Ana Candidata ha empezado a seguirte.',
      path: `/ControlPanel/profile/${follower.user.username as string}`,
    });
    expect((await mailsTo(followed)).map((mail) => mail.subject)).toEqual(['Ana Candidata ha empezado a seguirte']);
  });
});

describe('the list and its read marks', () => {
  let reader: Account;
  const followers: Account[] = [];

  beforeAll(async () => {
    reader = await createAccount(test);
    for (let i = 0; i < 25; i++) {
      const follower = await createAccount(test);
      followers.push(follower);
      await post(test.app, `/api/users/follow/${reader.user._id}`, undefined, follower.token);
      test.clock.advance(1000);
    }
  });

  it('pages newest first by keyset: a notification arriving meanwhile shifts nothing', async () => {
    const first = await notificationsOf(reader, '?limit=10');
    expect(first.notifications).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.unreadCount).toBe(25);
    expect(first.notifications[0]?.text).toContain(followers[24]?.user.username as string);

    // Someone new follows while the reader scrolls.
    const late = await createAccount(test);
    await post(test.app, `/api/users/follow/${reader.user._id}`, undefined, late.token);

    const seen = new Set(first.notifications.map((n) => n._id));
    let before = first.notifications.at(-1)?._id;
    let more = first.hasMore;
    while (more) {
      const page = await notificationsOf(reader, `?limit=10&before=${before}`);
      for (const n of page.notifications) {
        expect(seen.has(n._id)).toBe(false);
        seen.add(n._id);
      }
      before = page.notifications.at(-1)?._id;
      more = page.hasMore;
    }
    expect(seen.size).toBe(25);
  });

  it('marks one read, then all; a notification of somebody else is not found', async () => {
    const { notifications } = await notificationsOf(reader, '?limit=1');
    const one = notifications[0] as Notification;
    const read = await post(test.app, `/api/notifications/${one._id}/read`, undefined, reader.token);
    expect(read.body).toMatchObject({ notification: { _id: one._id, read: true }, unreadCount: 25 });

    const stranger = await createAccount(test);
    const theirs = await post(test.app, `/api/notifications/${one._id}/read`, undefined, stranger.token);
    expect(theirs).toMatchObject({ status: 404, body: { error: 'Notificación no encontrada.' } });
    expect((await post(test.app, '/api/notifications/nope/read', undefined, reader.token)).status).toBe(404);

    const all = await post(test.app, '/api/notifications/read-all', undefined, reader.token);
    expect(all.body).toEqual({ unreadCount: 0 });
    expect((await get(test.app, '/api/notifications/unread-count', reader.token)).body).toEqual({ unreadCount: 0 });
  });

  it('refuses a cursor that is not one of the reader’s, and answers 401 without a session', async () => {
    const stranger = await createAccount(test);
    const { notifications } = await notificationsOf(reader, '?limit=1');
    const foreign = await get(test.app, `/api/notifications?before=${notifications[0]?._id}`, stranger.token);
    expect(foreign).toMatchObject({ status: 400, body: { field: 'before' } });
    expect((await get(test.app, '/api/notifications?before=zzz', reader.token)).status).toBe(400);
    expect((await get(test.app, '/api/notifications')).status).toBe(401);
    expect((await get(test.app, '/api/notifications/unread-count')).status).toBe(401);
  });
});

describe('email switches', () => {
  const unsubscribeUrl = (mail: { headers: Record<string, string> }) =>
    (mail.headers['List-Unsubscribe'] ?? '').replace(/^<http:\/\/localhost:4000/, '').replace(/>$/, '');

  it("turns a topic's mails off in 'Configuración', and the app still notifies", async () => {
    const account = await createAccount(test);
    expect((await get(test.app, '/api/notifications/email-settings', account.token)).body).toEqual({
      settings: {
        applications: true,
        application_updates: true,
        offer_reviews: true,
        verification: true,
        followers: true,
      },
    });
    const off = await put(test.app, '/api/notifications/email-settings', { followers: false }, account.token);
    expect(off.body).toMatchObject({ settings: { followers: false, applications: true } });
    const follower = await createAccount(test);
    await post(test.app, `/api/users/follow/${account.user._id}`, undefined, follower.token);
    expect((await notificationsOf(account)).unreadCount).toBe(1);
    expect(await mailsTo(account)).toEqual([]);

    const refused: Answer[] = [
      await put(test.app, '/api/notifications/email-settings', {}, account.token),
      await put(test.app, '/api/notifications/email-settings', { followers: 'no' }, account.token),
      await put(test.app, '/api/notifications/email-settings', { spam: true }, account.token),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
  });

  it("stops a topic with the mail's one-click link (RFC 8058), which needs no session", async () => {
    const account = await createAccount(test);
    const follower = await createAccount(test);
    await post(test.app, `/api/users/follow/${account.user._id}`, undefined, follower.token);
    const [mail] = await mailsTo(account);
    const response = await test.app.inject({
      method: 'POST',
      url: unsubscribeUrl(mail as { headers: Record<string, string> }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Listo: ya no recibirás emails de «Nuevos seguidores».',
      topic: 'followers',
      topicLabel: 'Nuevos seguidores',
    });
    const settings = await get(test.app, '/api/notifications/email-settings', account.token);
    expect(settings.body).toMatchObject({ settings: { followers: false, applications: true } });
  });

  it('refuses a forged or altered token', async () => {
    const account = await createAccount(test);
    const follower = await createAccount(test);
    await post(test.app, `/api/users/follow/${account.user._id}`, undefined, follower.token);
    const [mail] = await mailsTo(account);
    const url = unsubscribeUrl(mail as { headers: Record<string, string> });
    const otherTopic = url.replace('.followers.', '.applications.');
    for (const bad of [otherTopic, '/api/notifications/unsubscribe?token=abc', '/api/notifications/unsubscribe']) {
      const answer = await post(test.app, bad);
      expect(answer.status).toBe(400);
    }
    const settings = await get(test.app, '/api/notifications/email-settings', account.token);
    expect(settings.body).toMatchObject({ settings: { followers: true, applications: true } });
  });
});

describe('the demo data', () => {
  it('gives the demo accounts what their follows, applications and approvals told them, three unread, no mail', async () => {
    const seeded = await createTestApp({ seed: 'small' });
    try {
      const company = await login(seeded.app, 'empresa@demo.es');
      const answer = await get(seeded.app, '/api/notifications?limit=50', company);
      const { notifications, unreadCount } = answer.body as { notifications: Notification[]; unreadCount: number };
      expect(unreadCount).toBe(3);
      const kinds = new Set(notifications.map((n) => n.kind));
      expect(kinds).toContain('application_received');
      expect(kinds).toContain('offer_approved');
      expect(kinds).toContain('account_verified');
      const mailJobs = await seeded.db.selectFrom('mail_jobs').select('id').execute();
      expect(mailJobs).toEqual([]);
    } finally {
      await seeded.close();
    }
  });
});
