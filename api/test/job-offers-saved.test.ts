// Saved job offers: GET/POST/DELETE /api/users/saved-offers[/{offerId}], idempotent
// and safe under concurrency; only public offers can be saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridDate } from '../src/models/job-offers';
import { createTestApp, type TestApp } from '../src/testing';
import { get, refusal } from './helpers';
import {
  NOT_FOUND,
  OFFER_FIELDS,
  createCompany,
  createCreative,
  createOffer,
  json,
  type Account,
  type Offer,
} from './job-offers.fixtures';

const DAY = 24 * 60 * 60 * 1000;
const SAVED = '/api/users/saved-offers';

let test: TestApp;
let company: Account;
let creative: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  company = await createCompany(test);
  creative = await createCreative(test);
});
afterAll(() => test.close());

const save = (id: string, token: string | undefined = creative.token) =>
  test.app.inject({
    method: 'POST',
    url: `${SAVED}/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const unsave = (id: string, token: string | undefined = creative.token) =>
  json('DELETE', test, `${SAVED}/${id}`, undefined, token);
const savedRows = (userId: string) =>
  test.db.selectFrom('saved_job_offers').selectAll().where('user_id', '=', userId).execute();

describe('POST /api/users/saved-offers/{offerId}', () => {
  it('saves with an empty body, and saving again keeps one', async () => {
    const offer = await createOffer(test, company.token);
    const first = await save(offer._id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: '¡Oferta guardada!', saved: true });
    expect((await save(offer._id)).json()).toEqual({ message: '¡Oferta guardada!', saved: true });
    const withJson = await json('POST', test, `${SAVED}/${offer._id}`, {}, creative.token);
    expect(withJson.status).toBe(200);
    expect((await savedRows(creative.user._id as string)).filter((r) => r.offer_id === offer._id)).toHaveLength(1);
  });

  it('makes one save out of 50 simultaneous ones', async () => {
    const offer = await createOffer(test, company.token);
    const saver = await createCreative(test);
    const results = await Promise.all(Array.from({ length: 50 }, () => save(offer._id, saver.token)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await savedRows(saver.user._id as string)).toHaveLength(1);
  });

  it('refuses offers that are not public, unknown ids and anonymous callers, saving nothing', async () => {
    const saver = await createCreative(test);
    const pending = await createOffer(test, company.token, {}, { approve: false });
    const pendingAnswer = await save(pending._id, saver.token);
    expect(pendingAnswer.statusCode).toBe(404);
    expect(pendingAnswer.json()).toEqual({ error: NOT_FOUND });
    expect((await save('00000000-0000-4000-8000-000000000000', saver.token)).statusCode).toBe(404);
    expect((await save('oferta-1', saver.token)).statusCode).toBe(404);
    const offer = await createOffer(test, company.token);
    expect((await save(offer._id, '')).statusCode).toBe(401);
    expect(await savedRows(saver.user._id as string)).toEqual([]);
  });
});

describe('the own profile', () => {
  it('lists the saved offer ids as savedOffers (part 1 §3), most recent first', async () => {
    const reader = await createCreative(test);
    const first = await createOffer(test, company.token, { position: 'Uno' });
    const second = await createOffer(test, company.token, { position: 'Dos' });
    await save(first._id, reader.token);
    test.clock.advance(1000);
    await save(second._id, reader.token);
    const profile = await get(test.app, '/api/users/profile', reader.token);
    expect(profile.body.savedOffers).toEqual([second._id, first._id]);
    const publicView = await get(test.app, `/api/users/profile/${reader.user.username}`, company.token);
    expect(publicView.body).not.toHaveProperty('savedOffers');
  });
});

describe('GET /api/users/saved-offers', () => {
  it('answers savedOffers as offer objects with _id, most recently saved first, expired ones included', async () => {
    const reader = await createCreative(test);
    const tomorrow = madridDate(new Date(test.clock.now().getTime() + DAY));
    const older = await createOffer(test, company.token, { position: 'Primera' });
    const expiring = await createOffer(test, company.token, { position: 'Caduca', expirationDate: tomorrow });
    const cancelled = await createOffer(test, company.token, { position: 'Desactivada' });
    await save(older._id, reader.token);
    test.clock.advance(1000);
    await save(expiring._id, reader.token);
    test.clock.advance(1000);
    await save(cancelled._id, reader.token);
    await json('PUT', test, `/api/offers/${cancelled._id}/status`, { status: 'cancelled' }, company.token);
    test.clock.advance(2 * DAY);
    try {
      const answer = await get(test.app, SAVED, reader.token);
      expect(answer.status).toBe(200);
      const saved = answer.body.savedOffers as Offer[];
      expect(saved.map((o) => o.position)).toEqual(['Caduca', 'Primera']);
      for (const field of [...OFFER_FIELDS, 'savedAt']) expect(saved[0], field).toHaveProperty(field);
      expect(saved[0]).toMatchObject({ isExpired: true, expirationDate: tomorrow });
      expect(answer.body).toMatchObject({ total: 2, hasMore: false });
    } finally {
      test.clock.advance(-2 * DAY);
    }
  });

  it('shows each user only their own, and requires a token', async () => {
    const stranger = await createCreative(test);
    expect((await get(test.app, SAVED, stranger.token)).body).toMatchObject({ savedOffers: [], total: 0 });
    expect(refusal(await get(test.app, SAVED))).toEqual({
      status: 401,
      error: 'No autorizado. Inicia sesión para continuar.',
      field: undefined,
    });
  });
});

describe('DELETE /api/users/saved-offers/{offerId}', () => {
  it('removes a saved offer; removing it again is not an error', async () => {
    const remover = await createCreative(test);
    const offer = await createOffer(test, company.token);
    await save(offer._id, remover.token);
    const first = await unsave(offer._id, remover.token);
    expect(first).toMatchObject({ status: 200, body: { message: 'Oferta eliminada de guardados', saved: false } });
    expect((await unsave(offer._id, remover.token)).status).toBe(200);
    expect(await savedRows(remover.user._id as string)).toEqual([]);
  });

  it("touches only the caller's saves, and refuses malformed ids and anonymous callers", async () => {
    const keeper = await createCreative(test);
    const offer = await createOffer(test, company.token);
    await save(offer._id, keeper.token);
    await unsave(offer._id, creative.token);
    expect((await unsave('nope')).status).toBe(404);
    expect((await unsave(offer._id, '')).status).toBe(401);
    expect(await savedRows(keeper.user._id as string)).toHaveLength(1);
  });
});
