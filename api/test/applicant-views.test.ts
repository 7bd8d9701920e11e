// Issue 18, point 12: what an applicant sees of the offers they applied to (the approved
// version, or that the offer was withdrawn: never an edit waiting for review nor a hidden
// offer's content), and hidden offers answering exactly like unknown ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectOffer } from '../src/admin/commands';
import { createTestApp, type TestApp } from '../src/testing';
import { get } from './helpers';
import {
  NOT_FOUND,
  createCompany,
  createCreative,
  createOffer,
  json,
  offerFields,
  sendOfferForm,
  type Account,
  type Offer,
} from './job-offers.fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let test: TestApp;
let company: Account;
let candidate: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  company = await createCompany(test);
  candidate = await createCreative(test);
});
afterAll(() => test.close());

const apply = (offerId: string, token = candidate.token) =>
  json('POST', test, `/api/offers/${offerId}/apply`, {}, token);
const edit = (offerId: string, position: string) =>
  sendOfferForm(test, 'PUT', `/api/offers/${offerId}`, company.token, offerFields({ position }));
const deactivate = (offerId: string) =>
  json('PUT', test, `/api/offers/${offerId}/status`, { status: 'cancelled' }, company.token);
const appliedOffers = async () =>
  (await get(test.app, '/api/users/applied-offers?limit=100', candidate.token)).body.offers as Offer[];
const applied = async (offerId: string) => (await appliedOffers()).find((item) => item._id === offerId);

/** An offer the candidate applied to while it was public. */
async function appliedOffer(position: string): Promise<Offer> {
  const offer = await createOffer(test, company.token, { position });
  expect((await apply(offer._id)).status).toBe(201);
  return offer;
}

describe("an applicant's offers", () => {
  it('show the approved version while an edit waits for review', async () => {
    const offer = await appliedOffer('Patronista aprobada');
    expect((await edit(offer._id, 'Patronista sin revisar')).status).toBe(200);
    expect(await applied(offer._id)).toMatchObject({ position: 'Patronista aprobada', withdrawn: false });
    expect(JSON.stringify(await appliedOffers())).not.toContain('sin revisar');
  });

  it('show a withdrawn offer as withdrawn, without its content, however it was hidden and edited', async () => {
    const cancelled = await appliedOffer('Costurera desactivada');
    expect((await deactivate(cancelled._id)).status).toBe(200);
    expect((await edit(cancelled._id, 'Costurera reescrita')).status).toBe(200);
    const takenDown = await appliedOffer('Cortadora retirada');
    expect((await rejectOffer(test.db, takenDown._id)).ok).toBe(true);
    expect((await edit(takenDown._id, 'Cortadora reescrita')).status).toBe(200);
    for (const offer of [cancelled, takenDown]) {
      const item = await applied(offer._id);
      expect(item).toEqual({
        _id: offer._id,
        withdrawn: true,
        applicationId: expect.any(String),
        applicationStatus: 'pending',
        appliedAt: expect.any(String),
        answers: [],
      });
    }
    const listed = JSON.stringify(await appliedOffers());
    for (const word of ['reescrita', 'desactivada', 'Cortadora retirada']) expect(listed).not.toContain(word);
  });

  it('come without a withdrawn offer when the application is read by id', async () => {
    const offer = await appliedOffer('Modista retirada');
    const item = await applied(offer._id);
    expect((await deactivate(offer._id)).status).toBe(200);
    const byId = await get(test.app, `/api/offers/applications?ids=${item?.applicationId as string}`, candidate.token);
    expect(byId.body.applications).toEqual([
      expect.objectContaining({ _id: item?.applicationId, offerId: offer._id, offerWithdrawn: true }),
    ]);
    expect((byId.body.applications as Offer[])[0]).not.toHaveProperty('offer');
    // The owner still reads their own offer with its candidates.
    const owners = await get(test.app, `/api/offers/applications?ids=${item?.applicationId as string}`, company.token);
    expect((owners.body.applications as Offer[])[0]).toMatchObject({
      offerWithdrawn: false,
      offer: { _id: offer._id },
    });
  });
});

describe('a hidden offer answers as an unknown one', () => {
  it('in check-application, to anyone but its owner, applicants included', async () => {
    const unknown = await get(test.app, `/api/offers/${UNKNOWN_ID}/check-application`, candidate.token);
    expect(unknown).toMatchObject({ status: 404, body: { error: NOT_FOUND } });
    const pending = await createOffer(test, company.token, {}, { approve: false });
    const rejected = await createOffer(test, company.token, {}, { approve: false });
    await rejectOffer(test.db, rejected._id);
    const cancelled = await appliedOffer('Bordadora cerrada');
    await deactivate(cancelled._id);
    const stranger = await createCreative(test);
    for (const offer of [pending, rejected, cancelled]) {
      for (const who of [candidate, stranger]) {
        const answer = await get(test.app, `/api/offers/${offer._id}/check-application`, who.token);
        expect({ status: answer.status, body: answer.body }).toEqual({ status: unknown.status, body: unknown.body });
      }
    }
  });

  it('when someone applies to it', async () => {
    const unknown = await apply(UNKNOWN_ID);
    expect(unknown).toMatchObject({ status: 404, body: { error: NOT_FOUND } });
    const cancelled = await createOffer(test, company.token);
    await deactivate(cancelled._id);
    const answer = await apply(cancelled._id);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: unknown.status, body: unknown.body });
  });
});
