// Issue 17 for educational offers, the rule of job offers (job-offer-revisions.test.ts): an
// edit of a public programme waits for review beside the approved version, which stays public
// (the detail, the institution's lists, the directory, search, by-ids) until an operator decides.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOffer, listPending, rejectOffer } from '../src/admin/commands';
import { searchEducationalOffers } from '../src/models/educational-offers';
import { createTestApp, type TestApp } from '../src/testing';
import { createInstitution, requiredEducationalFields } from './educational-offers.fixtures';
import { createAccount, del, get, post, put, refusal } from './helpers';
import { png, sendOfferForm, type Account, type Offer } from './job-offers.fixtures';

const PUBLISH = '/api/offers/educational';
const AWAITING = 'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.';

let test: TestApp;
let school: Account;
let operator: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  school = await createInstitution(test, 'Escuela de Patronaje del Norte');
  // The test app's operators are the default list: the seed's operator account.
  operator = await createAccount(test, { email: 'operador@demo.es' });
});
afterAll(() => test.close());

type Image = Parameters<typeof sendOfferForm>[5];
const headerImage = async (width: number, height: number): Promise<Image> => ({
  field: 'headerImage',
  filename: 'cabecera.png',
  type: 'image/png',
  content: await png(width, height),
});

/** A programme published by the school and approved by the operator: public. */
async function liveProgramme(fields: Record<string, string>, image?: Image): Promise<Offer> {
  const answer = await sendOfferForm(test, 'POST', PUBLISH, school.token, requiredEducationalFields(fields), image);
  if (answer.status !== 201) throw new Error(`offer refused: ${JSON.stringify(answer.body)}`);
  const offer = answer.body.offer as Offer;
  expect((await approveOffer(test.db, offer._id)).ok).toBe(true);
  return offer;
}

/** An edit replaces the whole form: `fields` over the required ones. */
const edit = (id: string, fields: Record<string, string>, image?: Image) =>
  sendOfferForm(test, 'PUT', `${PUBLISH}/${id}`, school.token, requiredEducationalFields(fields), image);
/** The operator's decision on `revision`, by default the version the queue shows now. */
const decide = async (id: string, decision: 'approve' | 'reject', revision?: number) => {
  const seen = revision ?? (await currentRevision(id));
  return post(test.app, `/api/moderation/offers/${id}/${decision}?revision=${seen}`, undefined, operator.token);
};
const currentRevision = async (id: string) =>
  (await test.db.selectFrom('educational_offers').select('revision').where('id', '=', id).executeTakeFirstOrThrow())
    .revision;
const publicOffer = async (id: string) => (await get(test.app, `${PUBLISH}/${id}`)).body.offer as Offer;
const ownOffer = async (id: string) => (await get(test.app, `${PUBLISH}/${id}`, school.token)).body.offer as Offer;
const queued = async (id: string) =>
  ((await get(test.app, '/api/moderation/educational-offers?limit=100', operator.token)).body.offers as Offer[]).find(
    (offer) => offer._id === id,
  );
const mediaFile = (url: string) => join(test.mediaDir, url.replace('/media/', ''));
const username = () => school.user.username as string;

describe('an edit of a public educational offer', () => {
  it('leaves the approved version public everywhere while the edit waits for review', async () => {
    const offer = await liveProgramme({ programName: 'Curso de patronaje industrial', city: 'Bilbao' });
    const answer = await edit(offer._id, { programName: 'Curso de patronaje digital', city: 'Vitoria' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(AWAITING);

    // Anyone: the detail, the institution's public lists, the directory, search and by-ids.
    const shown = await publicOffer(offer._id);
    expect(shown).toMatchObject({ status: 'accepted', programName: 'Curso de patronaje industrial', revision: 2 });
    expect(shown).not.toHaveProperty('pendingChanges');
    const external = await get(test.app, `${PUBLISH}/user-external/${username()}`);
    expect((external.body.offers as Offer[]).map((o) => o.programName)).toEqual(['Curso de patronaje industrial']);
    const directory = await get(test.app, `${PUBLISH}/institutions?search=Patronaje del Norte`);
    expect(directory.body.institutions).toMatchObject([
      { programs: [{ _id: offer._id, programName: 'Curso de patronaje industrial' }] },
    ]);
    expect((await searchEducationalOffers(test.db, 'industrial', 10)).items.map((o) => o._id)).toContain(offer._id);
    expect((await searchEducationalOffers(test.db, 'digital', 10)).items.map((o) => o._id)).not.toContain(offer._id);
    const byIds = await get(test.app, `${PUBLISH}/by-ids?ids=${offer._id}`);
    expect(byIds.body.offers).toMatchObject([{ programName: 'Curso de patronaje industrial' }]);
    expect((byIds.body.offers as Offer[])[0]).not.toHaveProperty('pendingChanges');

    // The owner: live, with the edit beside it, in the view, the own list and the owner's by-ids.
    const changes = { revision: 2, programName: 'Curso de patronaje digital', location: { city: 'Vitoria' } };
    expect(await ownOffer(offer._id)).toMatchObject({
      status: 'accepted',
      programName: 'Curso de patronaje industrial',
      revision: 2,
      changesRejectedAt: null,
      pendingChanges: changes,
    });
    const own = await get(test.app, `${PUBLISH}/user/${username()}`, school.token);
    expect((own.body.offers as Offer[]).find((o) => o._id === offer._id)).toMatchObject({ pendingChanges: changes });
    const ownByIds = await get(test.app, `${PUBLISH}/own/by-ids?ids=${offer._id}`, school.token);
    expect(ownByIds.body.offers).toMatchObject([{ pendingChanges: changes }]);
    // The operator has it in the queue, oldest first, as the owner sees it.
    expect(await queued(offer._id)).toMatchObject({ status: 'accepted', pendingChanges: changes });
  });

  it('starts a second edit from the first one (its header image), still waiting, as a new revision', async () => {
    const offer = await liveProgramme({ programName: 'Taller de estampación' });
    const first = await edit(offer._id, { programName: 'Taller de serigrafía' }, await headerImage(300, 150));
    const image = (first.body.offer as { pendingChanges: Offer }).pendingChanges.banner;
    const second = await edit(offer._id, { programName: 'Taller de serigrafía textil' });
    expect(second.body.offer).toMatchObject({
      programName: 'Taller de estampación',
      banner: null,
      revision: 3,
      pendingChanges: { revision: 3, programName: 'Taller de serigrafía textil', banner: image },
    });
  });

  it('becomes the public version when the operator approves it, or is dropped when refused', async () => {
    const offer = await liveProgramme({ programName: 'Máster de estilismo', description: 'Estilismo editorial.' });
    await edit(offer._id, { programName: 'Máster de estilismo y comunicación' });
    const approved = await decide(offer._id, 'approve');
    expect(approved.body).toEqual({
      message: 'Cambios aprobados: la oferta publicada ya los muestra.',
      offer: { _id: offer._id, kind: 'educational', status: 'accepted', target: 'changes' },
    });
    expect(await publicOffer(offer._id)).toMatchObject({ programName: 'Máster de estilismo y comunicación' });
    expect(await ownOffer(offer._id)).toMatchObject({ status: 'accepted', pendingChanges: null });
    expect(await queued(offer._id)).toBeUndefined();

    await edit(offer._id, { programName: 'Un nombre que el operador no acepta' });
    const refused = await decide(offer._id, 'reject');
    expect(refused.body).toEqual({
      message: 'Cambios rechazados: la oferta sigue publicada como estaba.',
      offer: { _id: offer._id, kind: 'educational', status: 'accepted', target: 'changes' },
    });
    expect(await publicOffer(offer._id)).toMatchObject({ programName: 'Máster de estilismo y comunicación' });
    const own = await ownOffer(offer._id);
    expect(own).toMatchObject({ status: 'accepted', pendingChanges: null });
    expect(own.changesRejectedAt).toEqual(expect.any(String));
  });

  it('refuses a decision naming a revision that a later edit replaced (409)', async () => {
    const offer = await liveProgramme({ programName: 'Curso de corsetería' });
    const seen = (await edit(offer._id, { programName: 'Curso de corsetería histórica' })).body.offer as Offer;
    await edit(offer._id, { programName: 'Curso de corsetería contemporánea' });
    expect(refusal(await decide(offer._id, 'approve', seen.revision as number))).toEqual({
      status: 409,
      error: 'La oferta ha cambiado desde que la revisaste: revisa la nueva versión.',
      field: undefined,
    });
    expect(await queued(offer._id)).toMatchObject({ revision: 3 });
    expect((await decide(offer._id, 'approve', 3)).status).toBe(200);
    expect(await publicOffer(offer._id)).toMatchObject({ programName: 'Curso de corsetería contemporánea' });
  });

  it('keeps the public header image until an edit with a new one is approved, and removes a refused one', async () => {
    const offer = await liveProgramme({ programName: 'Curso de sombrerería' }, await headerImage(400, 200));
    const first = offer.banner as string;
    const withSecond = await edit(offer._id, {}, await headerImage(200, 100));
    const second = (withSecond.body.offer as { pendingChanges: Offer }).pendingChanges.banner as string;
    expect((await publicOffer(offer._id)).banner).toBe(first);
    await decide(offer._id, 'reject');
    expect(existsSync(mediaFile(second))).toBe(false);
    expect(existsSync(mediaFile(first))).toBe(true);

    const withThird = await edit(offer._id, {}, await headerImage(120, 90));
    const third = (withThird.body.offer as { pendingChanges: Offer }).pendingChanges.banner as string;
    await decide(offer._id, 'approve');
    expect((await publicOffer(offer._id)).banner).toBe(third);
    expect(existsSync(mediaFile(first))).toBe(false);

    // Deleting the offer takes a waiting edit's image with it.
    const withFourth = await edit(offer._id, {}, await headerImage(90, 90));
    const fourth = (withFourth.body.offer as { pendingChanges: Offer }).pendingChanges.banner as string;
    expect((await del(test.app, `${PUBLISH}/${offer._id}`, school.token)).status).toBe(200);
    expect(existsSync(mediaFile(fourth))).toBe(false);
  });

  it('is applied when the owner deactivates the offer (a deactivated offer needs no review)', async () => {
    const offer = await liveProgramme({ programName: 'Curso de calzado' });
    await edit(offer._id, { programName: 'Curso de calzado artesanal' });
    const cancelled = await put(test.app, `${PUBLISH}/${offer._id}/status`, { status: 'cancelled' }, school.token);
    expect(cancelled.body.offer).toMatchObject({
      status: 'cancelled',
      programName: 'Curso de calzado artesanal',
      pendingChanges: null,
    });
  });

  it('is listed and decided by the admin command too', async () => {
    const offer = await liveProgramme({ programName: 'Curso de joyería' });
    await edit(offer._id, { programName: 'Curso de joyería contemporánea' });
    const listed = await listPending(test.db);
    expect(listed.lines.find((line) => line.includes(offer._id))).toContain('(changes to a public offer)');
    expect(await approveOffer(test.db, offer._id)).toMatchObject({
      ok: true,
      lines: [expect.stringContaining('changes approved')],
    });
    await edit(offer._id, { programName: 'Curso de bisutería' });
    expect(await rejectOffer(test.db, offer._id)).toMatchObject({
      ok: true,
      lines: [expect.stringContaining('changes refused')],
    });
    expect(await publicOffer(offer._id)).toMatchObject({ programName: 'Curso de joyería contemporánea' });
  });
});

describe('an edit of an educational offer that is not public', () => {
  it('is saved over it and goes back to review', async () => {
    const answer = await sendOfferForm(test, 'POST', PUBLISH, school.token, requiredEducationalFields());
    const offer = answer.body.offer as Offer;
    const edited = await edit(offer._id, { programName: 'Curso de patronaje editado' });
    expect(edited.body).toMatchObject({
      message: 'Oferta educativa actualizada. La revisaremos antes de volver a publicarla.',
      offer: { status: 'pending', programName: 'Curso de patronaje editado', revision: 2, pendingChanges: null },
    });
  });
});
