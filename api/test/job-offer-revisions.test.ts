// Issue 17: an edit of a public job offer waits for review beside the approved version,
// which stays public (list, detail, search, applications) until an operator decides.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOffer, listPending, rejectOffer } from '../src/admin/commands';
import { searchJobOffers } from '../src/models/job-offers';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, del, get, post, put, refusal } from './helpers';
import {
  createCompany,
  createCreative,
  createOffer,
  json,
  offerRow,
  png,
  sendOfferForm,
  type Account,
  type Offer,
} from './job-offers.fixtures';

let test: TestApp;
let company: Account;
let operator: Account;
let creative: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  company = await createCompany(test);
  // The test app's operators are the default list: the seed's operator account.
  operator = await createAccount(test, { email: 'operador@demo.es' });
  creative = await createCreative(test);
});
afterAll(() => test.close());

const AWAITING = 'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.';

const edit = (id: string, fields: Record<string, string>, file?: Parameters<typeof sendOfferForm>[5]) =>
  sendOfferForm(test, 'PUT', `/api/offers/${id}`, company.token, fields, file);
/** The operator's decision on `revision`, by default the version the queue shows now. */
const decide = async (id: string, decision: 'approve' | 'reject', revision?: number) => {
  const seen = revision ?? (await currentRevision(id));
  return post(test.app, `/api/moderation/offers/${id}/${decision}?revision=${seen}`, undefined, operator.token);
};
const currentRevision = async (id: string) =>
  (await test.db.selectFrom('job_offers').select('revision').where('id', '=', id).executeTakeFirstOrThrow()).revision;
const publicOffer = async (id: string) => (await get(test.app, `/api/offers/${id}`)).body.offer as Offer;
const ownOffer = async (id: string) => (await get(test.app, `/api/offers/${id}`, company.token)).body.offer as Offer;
const queueIds = async () =>
  ((await get(test.app, '/api/moderation/job-offers?limit=100', operator.token)).body.offers as Offer[]).map(
    (offer) => offer._id,
  );
const publicListed = async (id: string) =>
  ((await get(test.app, '/api/offers?status=accepted&limit=100')).body.offers as Offer[]).find((o) => o._id === id);
const mediaFile = (url: string) => join(test.mediaDir, url.replace('/media/', ''));

describe('an edit of a public offer', () => {
  it('leaves the approved version public everywhere while the edit waits for review', async () => {
    const offer = await createOffer(test, company.token, { position: 'Patronista de sastrería', city: 'Burgos' });
    const answer = await edit(offer._id, { position: 'Patronista de alta costura', city: 'Madrid' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(AWAITING);

    // Anyone: the list, the detail, the company's list, the search and by-ids show what was approved.
    expect(await publicListed(offer._id)).toMatchObject({ position: 'Patronista de sastrería', city: 'Burgos' });
    const shown = await publicOffer(offer._id);
    expect(shown).toMatchObject({ status: 'accepted', position: 'Patronista de sastrería', city: 'Burgos' });
    expect(shown).not.toHaveProperty('pendingChanges');
    const byIds = await get(test.app, `/api/offers/by-ids?ids=${offer._id}`);
    expect(byIds.body.offers).toMatchObject([{ position: 'Patronista de sastrería' }]);
    const profileList = await get(test.app, `/api/offers/user/${company.user.username as string}`);
    expect((profileList.body.offers as Offer[]).map((o) => o.position)).toContain('Patronista de sastrería');
    expect((await searchJobOffers(test.db, 'sastrería', 10)).items.map((o) => o._id)).toContain(offer._id);
    expect((await searchJobOffers(test.db, 'alta costura', 10)).items.map((o) => o._id)).not.toContain(offer._id);

    // Applications keep working.
    const applied = await json('POST', test, `/api/offers/${offer._id}/apply`, { answers: [] }, creative.token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);

    // The owner sees it live, with the edit beside it (their by-ids too); the operator has it in the queue.
    const ownByIds = await get(test.app, `/api/offers/own/by-ids?ids=${offer._id}`, company.token);
    expect(ownByIds.body.offers).toMatchObject([{ pendingChanges: { position: 'Patronista de alta costura' } }]);
    // Anyone else's by-ids of their own leaves it out; without a session it is refused.
    const notOwn = await get(test.app, `/api/offers/own/by-ids?ids=${offer._id}`, creative.token);
    expect(notOwn.body).toEqual({ offers: [] });
    expect((await get(test.app, `/api/offers/own/by-ids?ids=${offer._id}`)).status).toBe(401);
    expect((byIds.body.offers as Offer[])[0]).not.toHaveProperty('pendingChanges');
    const own = await ownOffer(offer._id);
    expect(own).toMatchObject({
      status: 'accepted',
      position: 'Patronista de sastrería',
      revision: 2,
      changesRejectedAt: null,
      pendingChanges: { revision: 2, position: 'Patronista de alta costura', city: 'Madrid' },
    });
    const companyList = await get(test.app, '/api/offers/company?status=accepted&limit=100', company.token);
    expect((companyList.body.offers as Offer[]).find((o) => o._id === offer._id)).toMatchObject({
      status: 'accepted',
      pendingChanges: { position: 'Patronista de alta costura' },
    });
    const queue = await get(test.app, '/api/moderation/job-offers?limit=100', operator.token);
    expect((queue.body.offers as Offer[]).find((o) => o._id === offer._id)).toMatchObject({
      status: 'accepted',
      pendingChanges: { position: 'Patronista de alta costura' },
    });
  });

  it('starts a second edit from the first one, still waiting, as a new revision', async () => {
    const offer = await createOffer(test, company.token, { position: 'Costurera', city: 'Lugo' });
    await edit(offer._id, { position: 'Costurera de prototipos' });
    const second = await edit(offer._id, { city: 'Ourense' });
    expect(second.body.offer).toMatchObject({
      position: 'Costurera',
      city: 'Lugo',
      revision: 3,
      pendingChanges: { revision: 3, position: 'Costurera de prototipos', city: 'Ourense' },
    });
  });

  it('becomes the public version when the operator approves it', async () => {
    const offer = await createOffer(test, company.token, { position: 'Modista', city: 'Soria' });
    const before = await offerRow(test, offer._id);
    await edit(offer._id, {
      position: 'Modista de novias',
      hardSkills: JSON.stringify(['Corte']),
      softSkills: JSON.stringify(['Paciencia', 'Escucha']),
    });
    expect(await queueIds()).toContain(offer._id);
    const approved = await decide(offer._id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toEqual({
      message: 'Cambios aprobados: la oferta publicada ya los muestra.',
      offer: { _id: offer._id, kind: 'job', status: 'accepted', target: 'changes' },
    });
    // Every field of the edit, the split of its skills too.
    expect(await publicListed(offer._id)).toMatchObject({
      position: 'Modista de novias',
      city: 'Soria',
      hardSkills: ['Corte'],
      softSkills: ['Paciencia', 'Escucha'],
    });
    expect(await ownOffer(offer._id)).toMatchObject({ position: 'Modista de novias', pendingChanges: null });
    expect(await queueIds()).not.toContain(offer._id);
    // Still the same publication: an approved edit does not move the offer up the list.
    expect((await offerRow(test, offer._id))?.publication_date).toEqual(before?.publication_date);
  });

  it('is dropped when the operator refuses it: the approved version stays, and the owner is told', async () => {
    const offer = await createOffer(test, company.token, { position: 'Bordadora', description: 'Bordado a mano.' });
    await edit(offer._id, { description: 'Un texto que el operador no acepta.' });
    const refused = await decide(offer._id, 'reject');
    expect(refused.body).toEqual({
      message: 'Cambios rechazados: la oferta sigue publicada como estaba.',
      offer: { _id: offer._id, kind: 'job', status: 'accepted', target: 'changes' },
    });
    expect(await publicListed(offer._id)).toMatchObject({ description: 'Bordado a mano.' });
    const own = await ownOffer(offer._id);
    expect(own).toMatchObject({ status: 'accepted', description: 'Bordado a mano.', pendingChanges: null });
    expect(own.changesRejectedAt).toEqual(expect.any(String));
    expect(await queueIds()).not.toContain(offer._id);
    // The next edit is a new request for review: the refusal is history.
    const next = await edit(offer._id, { description: 'Bordado a mano y a máquina.' });
    expect(next.body.offer).toMatchObject({ changesRejectedAt: null, pendingChanges: { revision: 3 } });
  });

  it('refuses a decision naming a revision that a later edit replaced, and the queue shows the new one', async () => {
    const offer = await createOffer(test, company.token, { position: 'Cortador' });
    const seen = (await edit(offer._id, { position: 'Cortador textil' })).body.offer as Offer;
    await edit(offer._id, { position: 'Cortador de piel' });
    expect(refusal(await decide(offer._id, 'approve', seen.revision as number))).toEqual({
      status: 409,
      error: 'La oferta ha cambiado desde que la revisaste: revisa la nueva versión.',
      field: undefined,
    });
    expect(await publicListed(offer._id)).toMatchObject({ position: 'Cortador' });
    const queued = (
      (await get(test.app, '/api/moderation/job-offers?limit=100', operator.token)).body.offers as Offer[]
    ).find((o) => o._id === offer._id);
    expect(queued).toMatchObject({ revision: 3, pendingChanges: { position: 'Cortador de piel' } });
    expect((await decide(offer._id, 'approve', 3)).status).toBe(200);
    expect(await publicListed(offer._id)).toMatchObject({ position: 'Cortador de piel' });
  });

  it('keeps the public logo until an edit with a new one is approved, and removes a refused one', async () => {
    const offer = await createOffer(test, company.token);
    const withFirst = await edit(offer._id, {}, { field: 'logo', filename: 'a.png', content: await png(300, 300) });
    const first = (withFirst.body.offer as { pendingChanges: Offer }).pendingChanges.companyLogo as string;
    await decide(offer._id, 'approve');
    expect((await publicOffer(offer._id)).companyLogo).toBe(first);

    const withSecond = await edit(offer._id, {}, { field: 'logo', filename: 'b.png', content: await png(200, 100) });
    const second = (withSecond.body.offer as { pendingChanges: Offer }).pendingChanges.companyLogo as string;
    expect(existsSync(mediaFile(first))).toBe(true);
    await decide(offer._id, 'reject');
    expect(existsSync(mediaFile(second))).toBe(false);
    expect(existsSync(mediaFile(first))).toBe(true);

    const withThird = await edit(offer._id, {}, { field: 'logo', filename: 'c.png', content: await png(120, 90) });
    const third = (withThird.body.offer as { pendingChanges: Offer }).pendingChanges.companyLogo as string;
    await decide(offer._id, 'approve');
    expect((await publicOffer(offer._id)).companyLogo).toBe(third);
    expect(existsSync(mediaFile(first))).toBe(false);
  });

  it('is applied when the owner deactivates the offer (a deactivated offer needs no review)', async () => {
    const offer = await createOffer(test, company.token, { position: 'Sastre' });
    await edit(offer._id, { position: 'Sastre a medida' });
    const cancelled = await put(test.app, `/api/offers/${offer._id}/status`, { status: 'cancelled' }, company.token);
    expect(cancelled.body.offer).toMatchObject({
      status: 'cancelled',
      position: 'Sastre a medida',
      pendingChanges: null,
    });
    expect(await queueIds()).not.toContain(offer._id);
  });

  it('goes with the offer when it is deleted, logo file included', async () => {
    const offer = await createOffer(test, company.token);
    const answer = await edit(offer._id, {}, { field: 'logo', filename: 'd.png', content: await png(90, 90) });
    const waiting = (answer.body.offer as { pendingChanges: Offer }).pendingChanges.companyLogo as string;
    expect((await del(test.app, `/api/offers/${offer._id}`, company.token)).status).toBe(200);
    expect(existsSync(mediaFile(waiting))).toBe(false);
  });

  it('is listed and decided by the admin command too', async () => {
    const offer = await createOffer(test, company.token, { position: 'Planchadora' });
    await edit(offer._id, { position: 'Planchadora de acabados' });
    const listed = await listPending(test.db);
    expect(listed.lines.find((line) => line.includes(offer._id))).toContain('(changes to a public offer)');
    const approved = await approveOffer(test.db, offer._id);
    expect(approved).toMatchObject({ ok: true, lines: [expect.stringContaining('changes approved')] });
    await edit(offer._id, { position: 'Planchadora industrial' });
    const refused = await rejectOffer(test.db, offer._id);
    expect(refused).toMatchObject({ ok: true, lines: [expect.stringContaining('changes refused')] });
    expect(await publicListed(offer._id)).toMatchObject({ position: 'Planchadora de acabados' });
  });
});

describe('an edit of an offer that is not public', () => {
  it('is saved over it: a pending offer stays pending, a deactivated one deactivated', async () => {
    const pending = await createOffer(test, company.token, { position: 'Becario' }, { approve: false });
    const edited = await edit(pending._id, { position: 'Becario de diseño' });
    expect(edited.body).toMatchObject({
      message: 'Oferta actualizada correctamente.',
      offer: { status: 'pending', position: 'Becario de diseño', pendingChanges: null },
    });
    const cancelled = await createOffer(test, company.token, { position: 'Ayudante' });
    await put(test.app, `/api/offers/${cancelled._id}/status`, { status: 'cancelled' }, company.token);
    const after = await edit(cancelled._id, { position: 'Ayudante de taller' });
    expect(after.body.offer).toMatchObject({
      status: 'cancelled',
      position: 'Ayudante de taller',
      pendingChanges: null,
    });
  });
});
