// Applying to job offers: answers checked against the extra questions, one application
// per user and offer (also under concurrency), closed and own offers refused, the
// owner's review of candidates, check-application and the applied offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridDate } from '../src/models/job-offers';
import { createTestApp, type TestApp } from '../src/testing';
import { get, refusal } from './helpers';
import {
  NOT_FOUND,
  OFFER_FIELDS,
  QUESTIONS,
  applicationRows,
  createCompany,
  createCreative,
  createOffer,
  json,
  type Account,
  type Offer,
} from './job-offers.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let test: TestApp;
let company: Account;
let candidate: Account;
let offer: Offer;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  company = await createCompany(test);
  candidate = await createCreative(test);
  offer = await createOffer(test, company.token, { extraQuestions: JSON.stringify(QUESTIONS) });
});
afterAll(() => test.close());

const apply = (offerId: string, body: unknown, token: string | undefined) =>
  json('POST', test, `/api/offers/${offerId}/apply`, body, token);
const answers = (years: unknown, available: unknown, portfolio: unknown) => ({
  answers: QUESTIONS.map((q, i) => ({ ...q, answer: [years, available, portfolio][i] })),
});

describe('POST /api/offers/{offerId}/apply', () => {
  it('refuses incomplete or mistyped answers, creating nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ answers: [] }, 'answers.0', 'Por favor, responde todas las preguntas.'],
      [answers('3', true, ''), 'answers.2', 'Por favor, responde todas las preguntas.'],
      [answers('   ', true, 'https://ana.example.com'), 'answers.0', 'Por favor, responde todas las preguntas.'],
      [
        answers('muchos', true, 'https://ana.example.com'),
        'answers.0',
        'La respuesta a "¿Cuántos años de experiencia tienes?" debe ser un número.',
      ],
      [
        answers(3, 'quizás', 'https://ana.example.com'),
        'answers.1',
        'La respuesta a "¿Tienes disponibilidad inmediata?" debe ser sí o no.',
      ],
      [
        answers(3, true, 'no es una url'),
        'answers.2',
        'La respuesta a "Enlace a tu portfolio" debe ser una URL válida.',
      ],
      [
        { answers: [{ question: 'Otra pregunta', answer: '3' }] },
        'answers.0',
        'Las respuestas no corresponden a las preguntas de la oferta. Vuelve a cargarla e inténtalo de nuevo.',
      ],
      [
        { answers: [...answers(3, true, 'https://a.example.com').answers, { answer: 'extra' }] },
        'answers',
        'Las respuestas no corresponden a las preguntas de la oferta. Vuelve a cargarla e inténtalo de nuevo.',
      ],
    ];
    for (const [body, field, error] of cases) {
      expect(refusal(await apply(offer._id, body, candidate.token)), JSON.stringify(body)).toEqual({
        status: 400,
        error,
        field,
      });
    }
    expect(refusal(await apply(offer._id, { answers: 'sí' }, candidate.token))).toMatchObject({
      status: 400,
      field: 'answers',
    });
    expect(await applicationRows(test, offer._id)).toEqual([]);
  });

  it('stores the answers with the questions, typed, and answers the application', async () => {
    const answer = await apply(offer._id, answers('4', undefined, 'ana.example.com/portfolio'), candidate.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      message: 'Inscripción realizada correctamente.',
      application: {
        status: 'pending',
        answers: [
          { ...QUESTIONS[0], answer: 4 },
          { ...QUESTIONS[1], answer: false },
          { ...QUESTIONS[2], answer: 'https://ana.example.com/portfolio' },
        ],
      },
    });
    expect(await applicationRows(test, offer._id)).toHaveLength(1);
  });

  it('refuses a second application with 409, leaving the first', async () => {
    expect(refusal(await apply(offer._id, answers(1, true, 'https://x.example.com'), candidate.token))).toEqual({
      status: 409,
      error: 'Ya te has inscrito en esta oferta.',
      field: undefined,
    });
    const rows = await applicationRows(test, offer._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answers[0]?.answer).toBe(4);
  });

  it('makes one application out of 20 simultaneous ones', async () => {
    const simple = await createOffer(test, company.token);
    const racer = await createCreative(test);
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(simple._id, {}, racer.token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await applicationRows(test, simple._id)).toHaveLength(1);
  });

  it('refuses own, never published, deactivated and expired offers', async () => {
    const simple = await createOffer(test, company.token);
    expect(refusal(await apply(simple._id, {}, company.token))).toEqual({
      status: 403,
      error: 'No puedes inscribirte en tu propia oferta.',
      field: undefined,
    });
    const pending = await createOffer(test, company.token, {}, { approve: false });
    expect(refusal(await apply(pending._id, {}, candidate.token))).toEqual({
      status: 404,
      error: NOT_FOUND,
      field: undefined,
    });
    const closed = await createOffer(test, company.token);
    await json('PUT', test, `/api/offers/${closed._id}/status`, { status: 'cancelled' }, company.token);
    // Deactivated, it is hidden: as unknown as a never published one (issue 18).
    expect(refusal(await apply(closed._id, {}, candidate.token))).toEqual({
      status: 404,
      error: NOT_FOUND,
      field: undefined,
    });
    const tomorrow = madridDate(new Date(test.clock.now().getTime() + DAY));
    const expiring = await createOffer(test, company.token, { expirationDate: tomorrow });
    test.clock.advance(2 * DAY);
    try {
      expect(refusal(await apply(expiring._id, {}, candidate.token))).toEqual({
        status: 400,
        error: 'Esta oferta ha caducado y ya no admite inscripciones.',
        field: undefined,
      });
    } finally {
      test.clock.advance(-2 * DAY);
    }
    for (const id of [simple._id, pending._id, closed._id, expiring._id]) {
      expect(await applicationRows(test, id)).toEqual([]);
    }
    expect((await apply('00000000-0000-4000-8000-000000000000', {}, candidate.token)).status).toBe(404);
    expect((await apply(simple._id, {}, undefined)).status).toBe(401);
  });
});

describe('GET /api/offers/{offerId}/check-application', () => {
  it('answers hasApplied (and the status, extension)', async () => {
    const check = (token: string) => get(test.app, `/api/offers/${offer._id}/check-application`, token);
    expect((await check(candidate.token)).body).toEqual({ hasApplied: true, applicationStatus: 'pending' });
    const newcomer = await createCreative(test);
    expect(await check(newcomer.token)).toMatchObject({
      status: 200,
      body: { hasApplied: false, applicationStatus: null },
    });
  });

  it('requires a token and a known offer', async () => {
    expect((await get(test.app, `/api/offers/${offer._id}/check-application`)).status).toBe(401);
    expect(
      refusal(
        await get(test.app, '/api/offers/00000000-0000-4000-8000-000000000000/check-application', candidate.token),
      ),
    ).toEqual({
      status: 404,
      error: NOT_FOUND,
      field: undefined,
    });
    expect((await get(test.app, '/api/offers/xyz/check-application', candidate.token)).status).toBe(404);
  });
});

describe('candidates: GET /api/offers/{offerId} and PUT …/applications/{applicationId}/status', () => {
  let applicationId: string;

  it('shows the owner the candidates with their user data and answers', async () => {
    const answer = await get(test.app, `/api/offers/${offer._id}`, company.token);
    expect(answer.status).toBe(200);
    const shown = answer.body.offer as Offer & { applications: Record<string, unknown>[] };
    expect(shown).toMatchObject({ applicationsCount: 1, reviewedApplicationsCount: 0, applicationsTotalPages: 1 });
    expect(shown.applications).toHaveLength(1);
    expect(shown.applications[0]).toMatchObject({
      status: 'pending',
      answers: [{ answer: 4 }, { answer: false }, { answer: 'https://ana.example.com/portfolio' }],
      user: {
        _id: candidate.user._id,
        username: candidate.form.username,
        fullName: 'Ana Candidata',
        profile: { profilePicture: null },
      },
    });
    expect(shown.applications[0]?.user).not.toHaveProperty('email');
    applicationId = shown.applications[0]?._id as string;
  });

  it('pages the candidates (extension)', async () => {
    const extra = await createCreative(test);
    test.clock.advance(1000);
    await apply(offer._id, answers(1, true, 'https://b.example.com'), extra.token);
    const page = await get(test.app, `/api/offers/${offer._id}?applicationsLimit=1&applicationsPage=2`, company.token);
    const shown = page.body.offer as { applications: { user: { _id: string } }[]; applicationsTotalPages: number };
    expect(shown.applicationsTotalPages).toBe(2);
    expect(shown.applications.map((a) => a.user._id)).toEqual([candidate.user._id]);
  });

  it('lets the owner select or reject a candidate, and change their mind', async () => {
    const url = `/api/offers/${offer._id}/applications/${applicationId}/status`;
    const accepted = await json('PUT', test, url, { status: 'accepted' }, company.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      message: 'Estado de la candidatura actualizado.',
      application: { _id: applicationId, status: 'accepted', user: { _id: candidate.user._id } },
    });
    const rejected = await json('PUT', test, url, { status: 'rejected' }, company.token);
    expect(rejected.body).toMatchObject({ application: { status: 'rejected' } });
    const list = await get(test.app, '/api/offers/company', company.token);
    expect((list.body.offers as Offer[]).find((o) => o._id === offer._id)).toMatchObject({
      applicationsCount: 2,
      reviewedApplicationsCount: 1,
    });
  });

  it('refuses other users, other offers, bad statuses, leaving the status unchanged', async () => {
    const url = `/api/offers/${offer._id}/applications/${applicationId}/status`;
    const status = async () => (await applicationRows(test, offer._id)).find((a) => a.id === applicationId)?.status;
    const before = await status();
    expect(refusal(await json('PUT', test, url, { status: 'accepted' }, candidate.token))).toEqual({
      status: 403,
      error: 'Solo el propietario de la oferta puede modificarla.',
      field: undefined,
    });
    expect(refusal(await json('PUT', test, url, { status: 'pending' }, company.token))).toEqual({
      status: 400,
      error: 'El valor del campo "status" no es válido.',
      field: 'status',
    });
    const otherOffer = await createOffer(test, company.token);
    expect(
      refusal(
        await json(
          'PUT',
          test,
          `/api/offers/${otherOffer._id}/applications/${applicationId}/status`,
          { status: 'accepted' },
          company.token,
        ),
      ),
    ).toEqual({ status: 404, error: 'Candidatura no encontrada.', field: undefined });
    expect((await json('PUT', test, url, { status: 'accepted' })).status).toBe(401);
    expect(await status()).toBe(before);
  });
});

describe('GET /api/users/applied-offers', () => {
  it("answers the offers applied to, each with the caller's application status", async () => {
    const answer = await get(test.app, '/api/users/applied-offers', candidate.token);
    expect(answer.status).toBe(200);
    const offers = answer.body.offers as Offer[];
    expect(offers.map((o) => o._id)).toEqual([offer._id]);
    for (const field of OFFER_FIELDS) expect(offers[0], field).toHaveProperty(field);
    expect(offers[0]).toMatchObject({ applicationStatus: 'rejected', answers: [{ answer: 4 }, {}, {}] });
    expect(answer.body).toMatchObject({ total: 1, page: 1, totalPages: 1, hasMore: false });
  });

  it('requires a token and sane paging', async () => {
    expect((await get(test.app, '/api/users/applied-offers')).status).toBe(401);
    expect(refusal(await get(test.app, '/api/users/applied-offers?page=0', candidate.token))).toMatchObject({
      status: 400,
      field: 'page',
    });
  });
});

describe('GET /api/offers/applications (extension: batched reads for the gateway)', () => {
  it("answers the owner's candidates and the applicant's own application, nobody else's", async () => {
    const other = await createOffer(test, company.token);
    const path = `/api/offers/applications?offerIds=${offer._id},${other._id}`;
    const owners = await get(test.app, path, company.token);
    expect(owners.status).toBe(200);
    const candidates = owners.body.applications as { _id: string; offerId: string; user: { _id: string } }[];
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.every((application) => application.offerId === offer._id)).toBe(true);

    const own = (await get(test.app, path, candidate.token)).body.applications as typeof candidates;
    expect(own.map((application) => application.user._id)).toEqual([candidate.user._id]);
    const byId = await get(test.app, `/api/offers/applications?ids=${own[0]!._id}`, company.token);
    const refetched = byId.body.applications as ((typeof candidates)[number] & { offer?: { _id: string } })[];
    expect(refetched.map((application) => [application._id, application.offer?._id])).toEqual([
      [own[0]!._id, offer._id],
    ]);
    expect(candidates.every((application) => !('offer' in application))).toBe(true);

    const stranger = await createCreative(test);
    expect((await get(test.app, path, stranger.token)).body).toEqual({ applications: [] });
    expect((await get(test.app, path)).status).toBe(401);
    expect(refusal(await get(test.app, '/api/offers/applications', company.token))).toMatchObject({ status: 400 });
    const tooMany = Array.from({ length: 101 }, () => offer._id).join(',');
    expect(refusal(await get(test.app, `/api/offers/applications?offerIds=${tooMany}`, company.token))).toEqual({
      status: 400,
      error: 'Se pueden pedir como máximo 100 ofertas a la vez.',
      field: 'offerIds',
    });
  });
});
