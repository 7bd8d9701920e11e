// Moderation while the product runs (issue 11): the operator-only REST extensions, the
// isOperator flag of the own profile, and the admin command reaching a running api through
// its token file, or the database when no api answers.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LINK_FILE, readAdminLink, removeAdminLink, writeAdminLink } from '../src/admin/api-link';
import { apiRunner } from '../src/admin/remote';
import { EXIT, runAdmin } from '../src/admin/run';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { MODERATION_MESSAGES } from '../src/routes/moderation';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, post, type Answer } from './helpers';
import { createInstitution, requiredEducationalFields } from './educational-offers.fixtures';
import {
  createCompany,
  createCreative,
  createOffer,
  offerFields,
  offerRow,
  sendOfferForm,
  type Account,
  type Offer,
} from './job-offers.fixtures';

const ADMIN_TOKEN = randomBytes(24).toString('base64url');

let test: TestApp;
let operator: Account;
let creative: Account;
let company: Account;
let school: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none', adminToken: ADMIN_TOKEN });
  // The test app's operators are the default list: the seed's operator account.
  operator = await createAccount(test, { email: 'operador@demo.es' });
  creative = await createCreative(test);
  company = await createCompany(test);
  school = await createInstitution(test, 'Escuela de moderación');
});
afterAll(() => test.close());

const QUEUES = ['/api/moderation/job-offers', '/api/moderation/educational-offers', '/api/moderation/professionals'];

async function insertEducationalOffer(status: 'pending' | 'cancelled' = 'pending') {
  const row = await test.db
    .insertInto('educational_offers')
    .values({
      user_id: company.user._id as string,
      program_name: `Curso de estampación ${randomBytes(2).toString('hex')}`,
      description: 'Técnicas de serigrafía textil.',
      city: 'Valencia',
      country: 'España',
      education_type: 'Curso',
      modality: 'Presencial',
      duration_value: 1,
      institution_name: 'Escuela de prueba',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const items = (answer: Answer, key: string) => answer.body[key] as Record<string, unknown>[];

/** The operator's approval of the version `revision` of an offer (issue 18: the version is required). */
const approve = (id: string, revision?: number) =>
  post(
    test.app,
    `/api/moderation/offers/${id}/approve${revision === undefined ? '' : `?revision=${revision}`}`,
    undefined,
    operator.token,
  );

describe('who may moderate', () => {
  it('answers 401 without a session and 403 in Spanish to anyone but an operator', async () => {
    const offer = await createOffer(test, company.token, {}, { approve: false });
    const decisions = [
      `/api/moderation/offers/${offer._id}/approve`,
      `/api/moderation/offers/${offer._id}/reject`,
      `/api/moderation/professionals/${company.user._id as string}/verify`,
    ];
    for (const url of QUEUES) {
      expect((await get(test.app, url)).status).toBe(401);
      expect(await get(test.app, url, creative.token)).toMatchObject({
        status: 403,
        body: { error: MODERATION_MESSAGES.operatorsOnly },
      });
      expect((await get(test.app, url, company.token)).status).toBe(403);
    }
    for (const url of decisions) {
      expect((await post(test.app, url)).status).toBe(401);
      expect(await post(test.app, url, undefined, creative.token)).toMatchObject({
        status: 403,
        body: { error: 'Solo los operadores pueden moderar contenidos.' },
      });
    }
    expect((await offerRow(test, offer._id))?.status).toBe('pending');
  });

  it('tells the signed-in user whether they are an operator, in their own profile only', async () => {
    expect((await get(test.app, '/api/users/profile', operator.token)).body.isOperator).toBe(true);
    expect((await get(test.app, '/api/users/profile', creative.token)).body.isOperator).toBe(false);
    const others = await get(test.app, `/api/users/by-ids?ids=${operator.user._id as string}`);
    expect(JSON.stringify(others.body)).not.toContain('isOperator');
  });
});

describe('the queues', () => {
  it('list pending job offers with their content, oldest first, paged with totals', async () => {
    const first = await createOffer(test, company.token, { position: 'Primera por revisar' }, { approve: false });
    test.clock.advance(1000);
    const second = await createOffer(test, company.token, { position: 'Segunda por revisar' }, { approve: false });
    const published = await createOffer(test, company.token, { position: 'Ya publicada' });
    const answer = await get(test.app, '/api/moderation/job-offers?limit=100', operator.token);
    expect(answer.status).toBe(200);
    const offers = items(answer, 'offers');
    const ids = offers.map((offer) => offer._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    expect(ids).not.toContain(published._id);
    expect(offers.find((offer) => offer._id === first._id)).toMatchObject({
      position: 'Primera por revisar',
      description: first.description,
      companyName: company.user.companyName,
      status: 'pending',
    });
    expect(answer.body.total).toBe(offers.length);
    const paged = await get(test.app, '/api/moderation/job-offers?limit=1&page=2', operator.token);
    expect(items(paged, 'offers')).toHaveLength(1);
    expect(paged.body).toMatchObject({ page: 2, limit: 1, total: answer.body.total });
  });

  it('list pending educational offers with their content', async () => {
    const pending = await insertEducationalOffer();
    const cancelled = await insertEducationalOffer('cancelled');
    const answer = await get(test.app, '/api/moderation/educational-offers', operator.token);
    const offers = items(answer, 'offers');
    expect(offers.find((offer) => offer._id === pending)).toMatchObject({
      description: 'Técnicas de serigrafía textil.',
      status: 'pending',
    });
    expect(offers.map((offer) => offer._id)).not.toContain(cancelled);
  });

  it('list unverified professional accounts with their email', async () => {
    const unverified = await createCompany(test, { verified: false });
    const answer = await get(test.app, '/api/moderation/professionals?limit=100', operator.token);
    const users = items(answer, 'users');
    expect(users.find((user) => user._id === unverified.user._id)).toMatchObject({
      email: unverified.form.email,
      companyName: unverified.user.companyName,
      isVerificatedProfesional: false,
    });
    const ids = users.map((user) => user._id);
    expect(ids).not.toContain(company.user._id);
    expect(ids).not.toContain(creative.user._id);
  });
});

describe('the decisions', () => {
  it('approving makes a pending job offer public; rejecting takes it down', async () => {
    const offer = await createOffer(test, company.token, {}, { approve: false });
    expect((await get(test.app, `/api/offers/${offer._id}`)).status).toBe(404);
    const approved = await approve(offer._id, offer.revision as number);
    expect(approved).toMatchObject({
      status: 200,
      body: { message: 'Oferta aprobada: ya es pública.', offer: { _id: offer._id, kind: 'job', status: 'accepted' } },
    });
    expect((await get(test.app, `/api/offers/${offer._id}`)).status).toBe(200);
    const queue = await get(test.app, '/api/moderation/job-offers?limit=100', operator.token);
    expect(items(queue, 'offers').map((item) => item._id)).not.toContain(offer._id);
    const again = await approve(offer._id, offer.revision as number);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyApproved);
    const rejected = await post(test.app, `/api/moderation/offers/${offer._id}/reject`, undefined, operator.token);
    expect(rejected.body).toMatchObject({ message: MODERATION_MESSAGES.rejected, offer: { status: 'rejected' } });
    expect((await get(test.app, `/api/offers/${offer._id}`)).status).toBe(404);
  });

  it('decides on educational offers by id too', async () => {
    const pending = await insertEducationalOffer();
    const answer = await post(test.app, `/api/moderation/offers/${pending}/reject`, undefined, operator.token);
    expect(answer.body).toMatchObject({ offer: { kind: 'educational', status: 'rejected' } });
  });

  it('refuses unknown offers (404) and offers their owner deactivated (409), in Spanish', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      expect(await approve(id, 1)).toMatchObject({
        status: 404,
        body: { error: 'Oferta no encontrada.' },
      });
    }
    const cancelled = await insertEducationalOffer('cancelled');
    expect(await approve(cancelled, 1)).toMatchObject({
      status: 409,
      body: { error: 'La oferta está desactivada por su propietario: no se puede aprobar.' },
    });
  });

  it('verifies a professional account, which can then publish; refuses other accounts', async () => {
    const unverified = await createCompany(test, { verified: false });
    const url = `/api/moderation/professionals/${unverified.user._id as string}/verify`;
    expect(await post(test.app, url, undefined, operator.token)).toMatchObject({
      status: 200,
      body: { message: MODERATION_MESSAGES.verified, user: { isVerificatedProfesional: true } },
    });
    expect((await get(test.app, '/api/users/profile', unverified.token)).body.isVerificatedProfesional).toBe(true);
    expect((await post(test.app, url, undefined, operator.token)).body.message).toBe(
      MODERATION_MESSAGES.alreadyVerified,
    );
    const creativeUrl = `/api/moderation/professionals/${creative.user._id as string}/verify`;
    expect(await post(test.app, creativeUrl, undefined, operator.token)).toMatchObject({
      status: 409,
      body: { error: MODERATION_MESSAGES.notProfessional },
    });
    const unknown = '/api/moderation/professionals/00000000-0000-4000-8000-000000000000/verify';
    expect((await post(test.app, unknown, undefined, operator.token)).status).toBe(404);
  });
});

describe('the version the operator read (issue 18, point 11)', () => {
  const queued = async (queue: string, id: string) =>
    items(await get(test.app, `/api/moderation/${queue}?limit=100`, operator.token), 'offers').find(
      (offer) => offer._id === id,
    );
  const STALE = {
    status: 409,
    body: { error: 'La oferta ha cambiado desde que la revisaste: revisa la nueva versión.' },
  };

  it('refuses to approve a new job offer its owner edited after the operator read it; the queue shows the edit', async () => {
    const offer = await createOffer(test, company.token, { position: 'Texto leído' }, { approve: false });
    const read = await queued('job-offers', offer._id);
    expect(read).toMatchObject({ status: 'pending', position: 'Texto leído' });
    const edited = await sendOfferForm(test, 'PUT', `/api/offers/${offer._id}`, company.token, {
      ...offerFields(),
      position: 'Texto sin revisar',
    });
    expect(edited.status).toBe(200);
    expect(await approve(offer._id, read?.revision as number)).toMatchObject(STALE);
    expect((await get(test.app, `/api/offers/${offer._id}`)).status).toBe(404);
    const now = await queued('job-offers', offer._id);
    expect(now).toMatchObject({ status: 'pending', position: 'Texto sin revisar', pendingChanges: null });
    expect(now?.revision).toBeGreaterThan(read?.revision as number);
    expect((await approve(offer._id, now?.revision as number)).status).toBe(200);
    expect((await get(test.app, `/api/offers/${offer._id}`)).body.offer).toMatchObject({
      position: 'Texto sin revisar',
    });
  });

  it('refuses to approve a new educational offer its owner edited after the operator read it', async () => {
    const path = '/api/offers/educational';
    const fields = requiredEducationalFields({ programName: 'Programa leído' });
    const created = (await sendOfferForm(test, 'POST', path, school.token, fields)).body.offer as Offer;
    const read = await queued('educational-offers', created._id);
    expect(read).toMatchObject({ status: 'pending', programName: 'Programa leído' });
    const edit = requiredEducationalFields({ programName: 'Programa sin revisar' });
    expect((await sendOfferForm(test, 'PUT', `${path}/${created._id}`, school.token, edit)).status).toBe(200);
    expect(await approve(created._id, read?.revision as number)).toMatchObject(STALE);
    expect((await get(test.app, `${path}/${created._id}`)).status).toBe(404);
    expect(await queued('educational-offers', created._id)).toMatchObject({ programName: 'Programa sin revisar' });
  });

  it('answers 400 to an approval that names no version, and decides nothing', async () => {
    const offer = await createOffer(test, company.token, {}, { approve: false });
    expect(await approve(offer._id)).toMatchObject({
      status: 400,
      body: { error: 'Indica la versión de la oferta que has revisado (revision).', field: 'revision' },
    });
    expect((await offerRow(test, offer._id))?.status).toBe('pending');
  });
});

describe('the admin command while the api runs', () => {
  const adminCall = (payload: unknown, token?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/moderation/admin-command',
      payload: payload as Record<string, unknown>,
      headers: token === undefined ? {} : { 'x-admin-token': token },
    });

  it('runs a command only for the holder of this run’s token', async () => {
    const offer = await createOffer(test, company.token, {}, { approve: false });
    const command = { command: 'approve-offer', argument: offer._id };
    expect((await adminCall(command)).statusCode).toBe(403);
    expect((await adminCall(command, 'otro-token')).statusCode).toBe(403);
    // An operator's session is not the command's token.
    expect((await call(test.app, 'POST', '/api/moderation/admin-command', command, operator.token)).status).toBe(403);
    expect((await offerRow(test, offer._id))?.status).toBe('pending');
    const answer = await adminCall(command, ADMIN_TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ok: true,
      lines: [`Job offer "${offer.position}" (${offer._id}): pending → accepted; it is now public.`],
    });
    expect((await adminCall({ command: 'borrar-todo' }, ADMIN_TOKEN)).statusCode).toBe(400);
  });

  describe('npm run admin', () => {
    let dataDir: string;
    let url: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'moda-admin-link-'));
      url = await test.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    const run = async (args: string[], openDb: () => Promise<Db>) => {
      const out: string[] = [];
      const err: string[] = [];
      const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
      const code = await runAdmin(args, openDb, io, apiRunner(dataDir));
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const unused = () => Promise.reject(new Error('the database must not be opened while the api answers'));
    let opened = 0;
    /** The test database, counted, with destroy() disarmed. */
    const direct = (): Promise<Db> => {
      opened += 1;
      // runAdmin closes what it opens: the shared test database must survive it.
      const kept = new Proxy(test.db, {
        get(target, property) {
          const value: unknown = property === 'destroy' ? async () => {} : Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
      return Promise.resolve(kept);
    };

    it('goes through the api when it answers, without opening the database', async () => {
      await writeAdminLink(dataDir, { url, token: ADMIN_TOKEN, pid: process.pid });
      expect((await stat(join(dataDir, ADMIN_LINK_FILE))).mode & 0o777).toBe(0o600);
      const offer = await createOffer(test, company.token, {}, { approve: false });
      const listed = await run(['list-pending'], unused);
      expect(listed).toMatchObject({ code: EXIT.ok, err: `(run by the api at ${url}, which holds the database)` });
      expect(listed.out).toContain(offer._id);
      expect((await run(['approve-offer', offer._id], unused)).code).toBe(EXIT.ok);
      expect((await offerRow(test, offer._id))?.status).toBe('accepted');
      expect((await run(['verify-professional', 'nadie@ejemplo.es'], unused)).code).toBe(EXIT.failed);
    });

    it('says so when the api refuses the token (another run’s file), leaving the database alone', async () => {
      await writeAdminLink(dataDir, { url, token: 'de-otro-arranque', pid: process.pid });
      const result = await run(['list-pending'], unused);
      expect(result.code).toBe(EXIT.failed);
      expect(result.err).toContain(`The api at ${url} refused the command: 403`);
    });

    it('opens the database itself when no api answers', async () => {
      const offer = await createOffer(test, company.token, {}, { approve: false });
      await removeAdminLink(dataDir, 'de-otro-arranque');
      expect(await readAdminLink(dataDir)).toBeNull();
      const before = opened;
      expect(await run(['reject-offer', offer._id], direct)).toMatchObject({ code: EXIT.ok, err: '' });
      // A file left by an api that died: its port answers nothing.
      await writeAdminLink(dataDir, {
        url: `http://127.0.0.1:${await freePort()}`,
        token: ADMIN_TOKEN,
        pid: process.pid,
      });
      expect((await run(['approve-offer', offer._id], direct)).code).toBe(EXIT.ok);
      // A file whose process is gone.
      await writeAdminLink(dataDir, { url, token: ADMIN_TOKEN, pid: 2 ** 22 + 1 });
      expect((await run(['list-pending'], direct)).err).toBe('');
      expect(opened - before).toBe(3);
      expect((await offerRow(test, offer._id))?.status).toBe('accepted');
    });
  });
});

describe('OPERATOR_EMAILS', () => {
  const env = { JWT_SECRET: 'x'.repeat(48), DATA_DIR: tmpdir() };
  it('defaults to the seed operator outside production and to nobody in production', () => {
    expect(loadConfig(env).operatorEmails).toEqual(['operador@demo.es']);
    expect(loadConfig({ ...env, NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:25' }).operatorEmails).toEqual([]);
  });

  it('reads a comma-separated list, trimmed and lower-cased', () => {
    expect(loadConfig({ ...env, OPERATOR_EMAILS: ' Ana@Ejemplo.es, ,luis@ejemplo.es ' }).operatorEmails).toEqual([
      'ana@ejemplo.es',
      'luis@ejemplo.es',
    ]);
    expect(loadConfig({ ...env, OPERATOR_EMAILS: '' }).operatorEmails).toEqual([]);
  });
});

/** A port nothing listens on: opened by the system, then closed. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
