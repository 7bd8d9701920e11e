// Reports (issue 24): people report a post, a profile or an offer once; operators read the
// reported items and hide one (it leaves every list and page for everyone but its author, who
// reads why) or dismiss its reports. Posts carry real phone photos; two reports race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhotos } from '../../tests/support/real-files';
import { runCommand } from '../src/admin/run';
import { REPORT_REASON_LABELS } from '../src/domain/reports';
import { REPORTS_A_DAY, REPORT_MESSAGES } from '../src/models/reports';
import { createTestApp, type TestApp } from '../src/testing';
import { createInstitution } from './educational-offers.fixtures';
import { call, createAccount, get, post, type Answer } from './helpers';
import { createCompany, createCreative, createOffer, multipart, type Account } from './job-offers.fixtures';

let test: TestApp;
let operator: Account;
let author: Account;
let reporter: Account;
let another: Account;
let company: Account;
let school: Account;
let photos: Buffer[];

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  operator = await createAccount(test, { email: 'operador@demo.es' });
  [author, reporter, another] = [await createCreative(test), await createCreative(test), await createCreative(test)];
  company = await createCompany(test);
  school = await createInstitution(test, 'Escuela de denuncias');
  photos = await phonePhotos(2);
});
afterAll(() => test.close());

const idOf = (account: Account) => account.user._id as string;
const usernameOf = (account: Account) => account.user.username as string;

async function publishPost(account: Account, title: string): Promise<{ _id: string; images: string[] }> {
  const files = photos.map((content, index) => ({
    field: 'images',
    filename: `IMG_${index}.jpg`,
    content,
    type: 'image/jpeg',
  }));
  const form = multipart({ title, description: 'Algodón orgánico y tintes naturales.' }, files);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${account.token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { post: { _id: string; images: string[] } }).post;
}

async function publishEducationalOffer(owner: Account): Promise<string> {
  const row = await test.db
    .insertInto('educational_offers')
    .values({
      user_id: idOf(owner),
      program_name: 'Máster en patronaje sostenible',
      description: 'Patronaje, moulage y sostenibilidad.',
      city: 'Madrid',
      country: 'España',
      education_type: 'Máster',
      modality: 'Presencial',
      duration_value: 1,
      institution_name: 'Escuela de denuncias',
      status: 'accepted',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const report = (account: Account | null, body: Record<string, unknown>) =>
  post(test.app, '/api/reports', body, account?.token);

const hide = (kind: string, id: string, body: Record<string, unknown>, token = operator.token) =>
  post(test.app, `/api/moderation/reports/${kind}/${id}/hide`, body, token);

const dismiss = (kind: string, id: string, token = operator.token) =>
  post(test.app, `/api/moderation/reports/${kind}/${id}/dismiss`, undefined, token);

type QueueItem = { kind: string; itemId: string; reportCount: number; reasons: unknown[]; reports: unknown[] };
const queue = async () => (await get(test.app, '/api/moderation/reports', operator.token)).body.items as QueueItem[];
const queued = async (itemId: string) => (await queue()).find((item) => item.itemId === itemId);

function ids(answer: Answer, key: string, field = '_id'): unknown[] {
  const list = answer.body[key];
  if (!Array.isArray(list)) throw new Error(`no ${key} in ${answer.status} ${JSON.stringify(answer.body)}`);
  return list.map((item: Record<string, unknown>) => item[field]);
}

describe('reporting', () => {
  it('takes a reason and optional details from a signed-in person, once per item', async () => {
    const { _id } = await publishPost(author, 'Chaqueta de lino');
    const body = { kind: 'post', itemId: _id, reason: 'spam', details: 'Enlaces a una tienda de copias.' };

    expect((await report(null, body)).status).toBe(401);
    const first = await report(reporter, body);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(REPORT_MESSAGES.received);
    const again = await report(reporter, { ...body, reason: 'fraud' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ya has denunciado esta publicación.');

    const reported = async (account: Account) =>
      ((await get(test.app, '/api/users/profile', account.token)).body.reportedItems as unknown[]) ?? [];
    expect(await reported(reporter)).toContainEqual({ kind: 'post', itemId: _id });
    expect(await reported(another)).not.toContainEqual({ kind: 'post', itemId: _id });
  });

  it('refuses bad input, unknown items and one’s own content with a clear message', async () => {
    const { _id } = await publishPost(author, 'Vestido plisado');
    const refusals: [Record<string, unknown>, Account, number, string | null][] = [
      [{ kind: 'post', itemId: _id, reason: 'aburrido' }, reporter, 400, null],
      [{ kind: 'post', itemId: _id, reason: 'other', details: 'x'.repeat(1001) }, reporter, 400, null],
      [
        { kind: 'post', itemId: '00000000-0000-4000-8000-000000000000', reason: 'spam' },
        reporter,
        404,
        REPORT_MESSAGES.notFound,
      ],
      [{ kind: 'post', itemId: 'no-es-un-id', reason: 'spam' }, reporter, 404, REPORT_MESSAGES.notFound],
      [{ kind: 'jobOffer', itemId: _id, reason: 'spam' }, reporter, 404, REPORT_MESSAGES.notFound],
      [{ kind: 'post', itemId: _id, reason: 'spam' }, author, 400, REPORT_MESSAGES.ownItem],
      [{ kind: 'user', itemId: idOf(author), reason: 'spam' }, author, 400, REPORT_MESSAGES.ownItem],
    ];
    for (const [body, account, status, message] of refusals) {
      const answer = await report(account, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(typeof answer.body.error).toBe('string');
      if (message) expect(answer.body.error).toBe(message);
    }
  });

  it('files one report when the same person sends it twice at once', async () => {
    const { _id } = await publishPost(author, 'Abrigo de paño');
    const body = { kind: 'post', itemId: _id, reason: 'intellectualProperty' };
    const answers = await Promise.all([report(another, body), report(another, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await queued(_id))?.reportCount).toBe(1);
  });
});

describe('the daily limit', () => {
  it('refuses a 21st report within 24 hours with 429, and counts only the last day', async () => {
    const busy = await createCreative(test);
    const now = test.clock.now().getTime();
    const earlier = (hoursAgo: number, index: number) => ({
      reporter_id: idOf(busy),
      item_kind: 'post' as const,
      // Reports of items since deleted: they still count.
      item_id: `00000000-0000-4000-8000-${String(hoursAgo * 100 + index).padStart(12, '0')}`,
      reason: 'spam',
      created_at: new Date(now - hoursAgo * 3_600_000),
    });
    await test.db
      .insertInto('reports')
      .values([...Array.from({ length: REPORTS_A_DAY - 1 }, (_, index) => earlier(1, index)), earlier(25, 0)])
      .execute();
    const [first, second] = [await publishPost(author, 'Top de punto'), await publishPost(author, 'Top de ganchillo')];
    expect((await report(busy, { kind: 'post', itemId: first._id, reason: 'spam' })).status).toBe(201);
    const refused = await report(busy, { kind: 'post', itemId: second._id, reason: 'spam' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(REPORT_MESSAGES.tooMany);
  });
});

describe("the operators' queue", () => {
  it('is for operators only', async () => {
    expect((await get(test.app, '/api/moderation/reports', reporter.token)).status).toBe(403);
    expect((await get(test.app, '/api/moderation/reports')).status).toBe(401);
    const { _id } = await publishPost(author, 'Falda midi');
    expect((await hide('post', _id, { reason: 'spam' }, reporter.token)).status).toBe(403);
    expect((await dismiss('post', _id, reporter.token)).status).toBe(403);
  });

  it('shows each item once, with its reports counted by reason and the latest first', async () => {
    const { _id } = await publishPost(author, 'Bolso trenzado');
    // A minute apart, as people report: the latest comes first.
    for (const [account, body] of [
      [reporter, { reason: 'offensive', details: 'Imagen violenta.' }],
      [another, { reason: 'offensive' }],
      [company, { reason: 'spam' }],
    ] as const) {
      test.clock.advance(60_000);
      await report(account, { kind: 'post', itemId: _id, ...body });
    }
    const item = (await queued(_id)) as QueueItem & Record<string, unknown>;
    expect(item).toMatchObject({
      kind: 'post',
      title: 'Bolso trenzado',
      text: 'Algodón orgánico y tintes naturales.',
      owner: { _id: idOf(author), username: usernameOf(author) },
      reportCount: 3,
      reasons: [
        { reason: 'offensive', count: 2 },
        { reason: 'spam', count: 1 },
      ],
    });
    expect(item.imageUrl).toMatch(/^\/media\//);
    const reports = item.reports as { reporter: { username: string }; details: string | null }[];
    expect(reports.map((entry) => entry.reporter.username)).toEqual([
      usernameOf(company),
      usernameOf(another),
      usernameOf(reporter),
    ]);
    expect(reports[2]?.details).toBe('Imagen violenta.');
  });

  it('dismisses the reports: the item stays visible and leaves the queue', async () => {
    const offer = await createOffer(test, company.token, { position: 'Patronista junior' });
    await report(reporter, { kind: 'jobOffer', itemId: offer._id, reason: 'fraud' });
    const answer = await dismiss('jobOffer', offer._id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(REPORT_MESSAGES.dismissed);
    expect(await queued(offer._id)).toBeUndefined();
    expect((await get(test.app, `/api/offers/${offer._id}`)).status).toBe(200);
    const twice = await dismiss('jobOffer', offer._id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(REPORT_MESSAGES.nothingOpen);
  });
});

describe('a hidden post', () => {
  it('leaves every list and page but its author’s, who reads why', async () => {
    const hidden = await publishPost(author, 'Camisa estampada oculta');
    await post(test.app, `/api/users/favorites/${hidden._id}`, { imageUrl: hidden.images[0] }, another.token);
    await report(reporter, { kind: 'post', itemId: hidden._id, reason: 'offensive' });
    const answer = await hide('post', hidden._id, {
      reason: 'offensive',
      note: 'La segunda imagen muestra violencia.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(REPORT_MESSAGES.hidden);
    expect(await queued(hidden._id)).toBeUndefined();

    for (const token of [undefined, reporter.token]) {
      expect((await call(test.app, 'GET', `/api/posts/${hidden._id}`, undefined, token)).status).toBe(404);
    }
    const lists = [
      ids(await get(test.app, `/api/posts/by-ids?ids=${hidden._id}`), 'posts'),
      ids(await get(test.app, `/api/posts/user/${usernameOf(author)}`, reporter.token), 'posts'),
      ids(await get(test.app, '/api/posts/explorer?limit=50'), 'images', 'postId'),
      ids(await get(test.app, '/api/users/favorites', another.token), 'favorites', 'postId'),
      ids(
        await get(test.app, `/api/users/search?query=${encodeURIComponent('Camisa estampada')}`, reporter.token),
        'posts',
      ),
    ];
    for (const list of lists) expect(list).not.toContain(hidden._id);

    const own = await get(test.app, `/api/posts/${hidden._id}`, author.token);
    expect(own.status).toBe(200);
    expect((own.body.post as Record<string, unknown>).moderation).toMatchObject({
      reason: 'offensive',
      reasonLabel: REPORT_REASON_LABELS.offensive,
      note: 'La segunda imagen muestra violencia.',
    });
    expect(ids(await get(test.app, '/api/posts/user', author.token), 'posts')).toContain(hidden._id);

    // The author is told at once, in the app and by a mail no switch turns off.
    const notices = (await get(test.app, '/api/notifications', author.token)).body.notifications as {
      kind: string;
      text: string;
      path: string;
    }[];
    expect(notices.find((notice) => notice.kind === 'content_hidden')).toEqual(
      expect.objectContaining({
        text: 'Hemos ocultado tu publicación «Camisa estampada oculta» tras revisar denuncias. Motivo: Contenido sexual, violento u ofensivo.',
        path: `/ControlPanel/post/${hidden._id}`,
      }),
    );
    type Mail = { subject: string; text: string; headers: Record<string, string> };
    const outbox = async () =>
      (await get(test.app, `/api/dev/outbox?email=${encodeURIComponent(author.form.email as string)}`)).body
        .mails as Mail[];
    await expect
      .poll(async () => (await outbox()).find((mail) => mail.subject.startsWith('Hemos ocultado')))
      .toBeDefined();
    const mail = (await outbox()).find((entry) => entry.subject.startsWith('Hemos ocultado'))!;
    expect(mail.subject).toBe('Hemos ocultado tu publicación «Camisa estampada oculta»');
    expect(mail.text).toContain('Recibes este email porque es un aviso sobre tu cuenta.');
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
    // Once hidden it can no longer be reported: nobody else sees it.
    expect((await report(another, { kind: 'post', itemId: hidden._id, reason: 'spam' })).status).toBe(404);
  });
});

describe('a hidden profile', () => {
  it('takes its posts with it, and only its owner still opens it', async () => {
    const person = await createCreative(test);
    const { _id: postId } = await publishPost(person, 'Retrato de estudio');
    await report(reporter, {
      kind: 'user',
      itemId: idOf(person),
      reason: 'fraud',
      details: 'Suplanta a una diseñadora.',
    });
    expect((await hide('user', idOf(person), { reason: 'fraud' })).status).toBe(200);

    expect((await get(test.app, `/api/users/profile/${usernameOf(person)}`, reporter.token)).status).toBe(404);
    expect((await get(test.app, `/api/posts/${postId}`)).status).toBe(404);
    expect(ids(await get(test.app, `/api/users/by-ids?ids=${idOf(person)}`, reporter.token), 'users')).toEqual([]);
    expect(ids(await get(test.app, '/api/users/creatives?limit=50'), 'creatives')).not.toContain(idOf(person));
    expect((await post(test.app, `/api/users/follow/${idOf(person)}`, undefined, reporter.token)).status).toBe(404);

    const own = await get(test.app, '/api/users/profile', person.token);
    expect(own.body.moderation).toMatchObject({ reason: 'fraud', reasonLabel: REPORT_REASON_LABELS.fraud });
    expect((await get(test.app, `/api/users/profile/${usernameOf(person)}`, person.token)).status).toBe(200);
    expect((await get(test.app, `/api/posts/${postId}`, person.token)).status).toBe(200);

    // An appeal upheld: the admin command shows the profile and its posts again.
    const restored = await runCommand(test.db, { command: 'restore-item', argument: `user ${idOf(person)}` });
    expect(restored).toEqual({ ok: true, lines: [`Restored the user ${idOf(person)}: everyone sees it again.`] });
    expect((await get(test.app, `/api/users/profile/${usernameOf(person)}`, reporter.token)).status).toBe(200);
    expect((await get(test.app, `/api/posts/${postId}`)).status).toBe(200);
    expect((await get(test.app, '/api/users/profile', person.token)).body.moderation).toBeUndefined();
    expect((await runCommand(test.db, { command: 'restore-item', argument: `user ${idOf(person)}` })).lines).toEqual([
      `The user ${idOf(person)} was not hidden.`,
    ]);
    expect((await runCommand(test.db, { command: 'restore-item', argument: 'board 1' })).ok).toBe(false);
  });
});

describe('a hidden offer', () => {
  it('leaves the offers lists and saved offers; its owner reads why', async () => {
    const offer = await createOffer(test, company.token, { position: 'Estilista de moda oculta' });
    await post(test.app, `/api/users/saved-offers/${offer._id}`, undefined, reporter.token);
    await report(reporter, { kind: 'jobOffer', itemId: offer._id, reason: 'fraud' });
    expect((await hide('jobOffer', offer._id, { reason: 'fraud', note: 'Pide pagos a los candidatos.' })).status).toBe(
      200,
    );

    expect((await get(test.app, `/api/offers/${offer._id}`, reporter.token)).status).toBe(404);
    expect(ids(await get(test.app, '/api/offers?limit=50'), 'offers')).not.toContain(offer._id);
    expect(ids(await get(test.app, '/api/users/saved-offers', reporter.token), 'savedOffers')).not.toContain(offer._id);
    const own = await get(test.app, `/api/offers/${offer._id}`, company.token);
    expect(own.status).toBe(200);
    expect((own.body.offer as Record<string, unknown>).moderation).toMatchObject({
      reason: 'fraud',
      note: 'Pide pagos a los candidatos.',
    });
  });

  it('hides an educational offer the same way', async () => {
    const offerId = await publishEducationalOffer(school);
    await report(reporter, { kind: 'educationalOffer', itemId: offerId, reason: 'spam' });
    expect((await queued(offerId))?.kind).toBe('educationalOffer');
    expect((await hide('educationalOffer', offerId, { reason: 'spam' })).status).toBe(200);

    expect((await get(test.app, `/api/offers/educational/${offerId}`)).status).toBe(404);
    const listed = await get(test.app, `/api/offers/educational/user/${usernameOf(school)}`, reporter.token);
    expect(ids(listed, 'offers')).not.toContain(offerId);
    const own = await get(test.app, `/api/offers/educational/${offerId}`, school.token);
    expect((own.body.offer as Record<string, unknown>).moderation).toMatchObject({ reason: 'spam' });
  });
});
