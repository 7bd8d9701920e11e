// Job offers: creating and editing (multipart, logo, rules of part 2 §5, verified
// professionals only, owner only), the public list and view, the owner's lists,
// deactivating, deleting, and the search and file helpers other modules call.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approveOffer, rejectOffer } from '../src/admin/commands';
import { jobOfferFilesOf, madridDate, searchJobOffers } from '../src/models/job-offers';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, refusal } from './helpers';
import {
  NOT_FOUND,
  OFFER_FIELDS,
  QUESTIONS,
  createCompany,
  createCreative,
  createOffer,
  json,
  offerFields,
  offerRow,
  png,
  sendOfferForm,
  type Account,
  type Offer,
} from './job-offers.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let test: TestApp;
let company: Account;
let other: Account;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  company = await createCompany(test);
  other = await createCompany(test);
});
afterAll(() => test.close());

const create = (fields: Record<string, string>, token = company.token, file?: Parameters<typeof sendOfferForm>[5]) =>
  sendOfferForm(test, 'POST', '/api/offers/create', token, fields, file);
const edit = (
  id: string,
  fields: Record<string, string>,
  token = company.token,
  file?: Parameters<typeof sendOfferForm>[5],
) => sendOfferForm(test, 'PUT', `/api/offers/${id}`, token, fields, file);
const offerCount = async () =>
  Number(
    (
      await test.db
        .selectFrom('job_offers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mediaFile = (url: string) => join(test.mediaDir, url.replace('/media/', ''));
const tomorrow = () => madridDate(new Date(test.clock.now().getTime() + DAY));

describe('POST /api/offers/create', () => {
  it('creates a pending offer with every field of the spec', async () => {
    const answer = await create(
      offerFields({
        companyDescription: 'Empresa familiar.',
        expirationDate: tomorrow(),
        duration: '6 meses',
        experienceYears: '2',
        experience: 'Experiencia en punto',
        website: 'www.textiles.example.com',
        contactName: 'Andrés Gil',
        functions: 'Diseñar y desarrollar fichas técnicas.',
        offered: 'Contrato estable y formación.',
        tags: JSON.stringify([' Punto ', 'Tricotosa', 'punto', '', 'Trabajo en equipo y comunicación']),
        isUrgent: 'true',
        extraQuestions: JSON.stringify([...QUESTIONS, { question: '   ', responseType: 'text' }]),
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Oferta creada correctamente. Se publicará cuando la revisemos.');
    const offer = answer.body.offer as Offer;
    for (const field of OFFER_FIELDS) expect(offer, field).toHaveProperty(field);
    expect(offer).toMatchObject({
      position: 'Diseñador/a de punto junior',
      status: 'pending',
      jobType: 'Tiempo completo',
      locationType: 'Híbrido',
      companyName: company.user.companyName,
      publisher: { _id: company.user._id, username: company.form.username },
      publisherName: company.user.companyName,
      experienceYears: 2,
      website: 'https://www.textiles.example.com',
      tags: ['Punto', 'Tricotosa', 'Trabajo en equipo y comunicación'],
      isUrgent: true,
      isExternal: false,
      externalLink: null,
      companyLogo: null,
      expirationDate: tomorrow(),
      extraQuestions: QUESTIONS,
      isExpired: false,
    });
    expect(new Date(offer.publicationDate as string).toString()).not.toBe('Invalid Date');
  });

  it('defaults jobType and locationType, and accepts title for position', async () => {
    const { jobType: _j, locationType: _l, position: _p, ...rest } = offerFields();
    const answer = await create({ ...rest, title: 'Patronista' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.offer).toMatchObject({
      position: 'Patronista',
      jobType: 'Tiempo completo',
      locationType: 'Presencial',
    });
  });

  it('accepts the same form as JSON (extension)', async () => {
    const answer = await json(
      'POST',
      test,
      '/api/offers/create',
      {
        ...offerFields({ jobType: 'Prácticas' }),
        tags: ['Moulage'],
        extraQuestions: [{ question: '¿Por qué nosotros?' }],
        isExternal: true,
        externalUrl: 'https://empleo.example.com/oferta/1',
      },
      company.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.offer).toMatchObject({
      jobType: 'Prácticas',
      tags: ['Moulage'],
      extraQuestions: [{ question: '¿Por qué nosotros?', responseType: 'text' }],
      isExternal: true,
      externalLink: 'https://empleo.example.com/oferta/1',
      externalUrl: 'https://empleo.example.com/oferta/1',
    });
  });

  it('stores a logo checked by content, re-encoded, and serves it', async () => {
    const answer = await create(offerFields(), company.token, {
      field: 'logo',
      filename: 'logo.exe',
      content: await png(800, 400),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const logo = (answer.body.offer as Offer).companyLogo as string;
    expect(logo).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const served = await test.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
  });

  it('ignores an empty file part (no file chosen)', async () => {
    const answer = await create(offerFields(), company.token, {
      field: 'logo',
      filename: '',
      content: Buffer.alloc(0),
    });
    expect(answer.status).toBe(201);
    expect((answer.body.offer as Offer).companyLogo).toBeNull();
  });

  describe('refusals leave no offer behind', () => {
    const refused = async (answer: Promise<Awaited<ReturnType<typeof create>>>, before: number) => {
      const result = refusal(await answer);
      expect(await offerCount()).toBe(before);
      return result;
    };

    it('lists the missing required fields with the spec message', async () => {
      const before = await offerCount();
      expect(await refused(create({ city: 'Bilbao', description: '  ' }), before)).toEqual({
        status: 400,
        error: 'Faltan campos: position, country, descriptionEmployer, description, requiredProfile',
        field: 'position',
      });
      expect(await refused(create(offerFields({ jobType: '', requiredProfile: '' })), before)).toEqual({
        status: 400,
        error: 'Faltan campos: jobType, requiredProfile',
        field: 'jobType',
      });
    });

    it('refuses accounts that are not verified professionals', async () => {
      const before = await offerCount();
      const unverified = await createCompany(test, { verified: false });
      const creative = await createCreative(test);
      const expected = { status: 403, error: 'Solo profesionales pueden crear ofertas.', field: undefined };
      expect(await refused(create(offerFields(), unverified.token), before)).toEqual(expected);
      expect(await refused(create(offerFields(), creative.token), before)).toEqual(expected);
      expect((await refused(create(offerFields(), ''), before)).status).toBe(401);
    });

    it('refuses values outside the spec lists', async () => {
      const before = await offerCount();
      expect(await refused(create(offerFields({ jobType: 'Freelance' })), before)).toMatchObject({
        status: 400,
        field: 'jobType',
        error: 'El tipo de contrato no es válido: elige Tiempo completo, Tiempo parcial o Prácticas.',
      });
      expect(await refused(create(offerFields({ locationType: 'Luna' })), before)).toMatchObject({
        status: 400,
        field: 'locationType',
      });
    });

    it('refuses more than 3 extra questions and unknown response types', async () => {
      const before = await offerCount();
      const four = [...QUESTIONS, { question: '¿Carné de conducir?', responseType: 'boolean' }];
      expect(await refused(create(offerFields({ extraQuestions: JSON.stringify(four) })), before)).toEqual({
        status: 400,
        error: 'Se admiten como máximo 3 preguntas adicionales.',
        field: 'extraQuestions',
      });
      const badType = [{ question: '¿Fecha?', responseType: 'date' }];
      expect(await refused(create(offerFields({ extraQuestions: JSON.stringify(badType) })), before)).toMatchObject({
        status: 400,
        field: 'extraQuestions',
        error: 'El tipo de respuesta de la pregunta 1 no es válido: usa text, number, boolean o url.',
      });
      expect(await refused(create(offerFields({ extraQuestions: '{no es json' })), before)).toMatchObject({
        status: 400,
        field: 'extraQuestions',
      });
    });

    it('refuses malformed tags, URLs, numbers, dates and flags', async () => {
      const before = await offerCount();
      const cases: [Record<string, string>, string, string][] = [
        [{ tags: '"Punto"' }, 'tags', 'Las etiquetas deben enviarse como una lista JSON de textos.'],
        [{ tags: JSON.stringify(['x'.repeat(61)]) }, 'tags', 'Cada etiqueta puede tener como máximo 60 caracteres.'],
        [{ website: 'no es una web' }, 'website', 'El campo "website" debe ser una URL válida.'],
        [{ website: 'javascript:alert(1)' }, 'website', 'El campo "website" debe ser una URL válida.'],
        [
          { experienceYears: 'dos' },
          'experienceYears',
          'Los años de experiencia deben ser un número entero entre 0 y 60.',
        ],
        [
          { expirationDate: '2024-02-30' },
          'expirationDate',
          'La fecha de caducidad no es válida (usa el formato AAAA-MM-DD).',
        ],
        [{ expirationDate: '2000-01-01' }, 'expirationDate', 'La fecha de caducidad no puede ser anterior a hoy.'],
        [{ isUrgent: 'quizás' }, 'isUrgent', 'El campo "isUrgent" debe ser verdadero o falso.'],
        [{ isExternal: 'true' }, 'externalLink', 'Indica el enlace de la oferta externa (externalLink).'],
        [{ position: 'x'.repeat(151) }, 'position', 'El campo "position" debe tener como máximo 150 caracteres.'],
      ];
      for (const [fields, field, error] of cases) {
        expect(await refused(create(offerFields(fields)), before), JSON.stringify(fields)).toEqual({
          status: 400,
          error,
          field,
        });
      }
    });

    it('refuses a logo that is not an image, a big one, or one in another field', async () => {
      const before = await offerCount();
      const text = { field: 'logo', filename: 'logo.png', content: Buffer.from('<?php echo 1; ?>') };
      expect(await refused(create(offerFields(), company.token, text), before)).toEqual({
        status: 400,
        error: 'El logo no es una imagen válida (JPG, PNG, WebP o GIF).',
        field: 'logo',
      });
      const big = { field: 'logo', filename: 'logo.png', content: Buffer.alloc(5 * 1024 * 1024 + 1, 1) };
      expect(await refused(create(offerFields(), company.token, big), before)).toEqual({
        status: 413,
        error: 'El archivo es demasiado grande. Máximo 5MB permitido.',
        field: 'logo',
      });
      const elsewhere = { field: 'imagen', filename: 'logo.png', content: await png() };
      expect(await refused(create(offerFields(), company.token, elsewhere), before)).toMatchObject({
        status: 400,
        field: 'logo',
      });
    });
  });
});

describe('PUT /api/offers/{offerId}', () => {
  let offer: Offer;
  beforeAll(async () => {
    offer = await createOffer(test, company.token, { tags: JSON.stringify(['Punto']) });
  });
  // An edit of a public offer waits for review beside it: the operator approves it, so each
  // case starts from a public offer with nothing waiting.
  beforeEach(async () => {
    const row = await offerRow(test, offer._id);
    if (row?.status === 'pending' || row?.pending_changes) await approveOffer(test.db, offer._id);
  });

  it('lets the owner change some fields, keeping the others; the public version stays while they wait', async () => {
    const answer = await edit(offer._id, { city: 'Donostia', isUrgent: 'on', tags: '["Punto", "Remallado"]' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(
      'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.',
    );
    expect(answer.body.offer).toMatchObject({
      _id: offer._id,
      city: offer.city,
      status: 'accepted',
      pendingChanges: {
        city: 'Donostia',
        isUrgent: true,
        tags: ['Punto', 'Remallado'],
        position: offer.position,
      },
    });
    const publicList = await get(test.app, '/api/offers?status=accepted&limit=100');
    const listed = (publicList.body.offers as Offer[]).find((o) => o._id === offer._id);
    expect(listed).toMatchObject({ city: offer.city });
    expect(listed).not.toHaveProperty('pendingChanges');
  });

  // Issue 17: the company's soft skills stay soft; the spec's `tags` alone is read by the
  // detail's rule (the first 5 hard).
  it('keeps hard and soft skills as the company entered them (hardSkills, softSkills)', async () => {
    // The offer is public: each edit waits beside it for review (pendingChanges), which the owner reads.
    const skills = (answer: { body: Record<string, unknown> }) => {
      const read = answer.body.offer as Offer & { pendingChanges?: Offer | null };
      const { tags, hardSkills, softSkills } = read.pendingChanges ?? read;
      return { tags, hardSkills, softSkills };
    };
    const split = await edit(offer._id, {
      hardSkills: JSON.stringify(['Punto', ' Remallado ']),
      softSkills: JSON.stringify(['Trabajo en equipo', 'punto', 'Curiosidad']),
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(skills(split)).toEqual({
      tags: ['Punto', 'Remallado', 'Trabajo en equipo', 'Curiosidad'],
      hardSkills: ['Punto', 'Remallado'],
      softSkills: ['Trabajo en equipo', 'Curiosidad'],
    });
    const detail = await get(test.app, `/api/offers/${offer._id}`, company.token);
    expect(skills(detail)).toEqual(skills(split));
    // A list left out keeps its skills; an empty one clears them.
    const softOnly = await edit(offer._id, { softSkills: JSON.stringify(['Liderazgo']) });
    expect(skills(softOnly)).toMatchObject({ hardSkills: ['Punto', 'Remallado'], softSkills: ['Liderazgo'] });
    const noHard = await edit(offer._id, { hardSkills: '[]' });
    expect(skills(noHard)).toEqual({ tags: ['Liderazgo'], hardSkills: [], softSkills: ['Liderazgo'] });
    const spec = await edit(offer._id, { tags: JSON.stringify(['A', 'B', 'C', 'D', 'E', 'F', 'G']) });
    expect(skills(spec)).toMatchObject({ hardSkills: ['A', 'B', 'C', 'D', 'E'], softSkills: ['F', 'G'] });
    const many = Array.from({ length: 31 }, (_, index) => `Habilidad ${index}`);
    expect(refusal(await edit(offer._id, { hardSkills: '[]', softSkills: JSON.stringify(many) }))).toEqual({
      status: 400,
      error: 'Se admiten como máximo 30 etiquetas.',
      field: 'softSkills',
    });
    expect(refusal(await edit(offer._id, { hardSkills: '"Punto"' }))).toEqual({
      status: 400,
      error: 'Las etiquetas deben enviarse como una lista JSON de textos.',
      field: 'hardSkills',
    });
  });

  it('replaces the logo and deletes the old file', async () => {
    const draft = await createOffer(test, company.token, {}, { approve: false });
    const first = await edit(draft._id, {}, company.token, {
      field: 'logo',
      filename: 'a.png',
      content: await png(300, 300),
    });
    const oldLogo = (first.body.offer as Offer).companyLogo as string;
    expect(existsSync(mediaFile(oldLogo))).toBe(true);
    const second = await edit(draft._id, {}, company.token, {
      field: 'logo',
      filename: 'b.png',
      content: await png(200, 100),
    });
    const newLogo = (second.body.offer as Offer).companyLogo as string;
    expect(newLogo).not.toBe(oldLogo);
    expect(existsSync(mediaFile(newLogo))).toBe(true);
    expect(existsSync(mediaFile(oldLogo))).toBe(false);
  });

  it('refuses anyone but the owner, and leaves the offer unchanged', async () => {
    const before = await offerRow(test, offer._id);
    expect(refusal(await edit(offer._id, { city: 'Vigo' }, other.token))).toEqual({
      status: 403,
      error: 'Solo el propietario de la oferta puede modificarla.',
      field: undefined,
    });
    expect((await edit(offer._id, { city: 'Vigo' }, '')).status).toBe(401);
    expect(await offerRow(test, offer._id)).toEqual(before);
  });

  it('refuses bad input with the create rules, and leaves the offer unchanged', async () => {
    const before = await offerRow(test, offer._id);
    expect(refusal(await edit(offer._id, { description: '', country: ' ' }))).toEqual({
      status: 400,
      error: 'Faltan campos: country, description',
      field: 'country',
    });
    expect(refusal(await edit(offer._id, { locationType: 'Teletrabajo' })).field).toBe('locationType');
    expect(await offerRow(test, offer._id)).toEqual(before);
  });

  it('answers 404 for an unknown offer', async () => {
    expect(refusal(await edit('00000000-0000-4000-8000-000000000000', { city: 'Vigo' }))).toEqual({
      status: 404,
      error: NOT_FOUND,
      field: undefined,
    });
    expect((await edit('no-es-un-id', { city: 'Vigo' })).status).toBe(404);
  });

  it('sends a rejected offer back to review when edited', async () => {
    const refused = await createOffer(test, company.token, {}, { approve: false });
    await rejectOffer(test.db, refused._id);
    const answer = await edit(refused._id, { description: 'Descripción corregida.' });
    expect(answer.body.offer).toMatchObject({ status: 'pending', description: 'Descripción corregida.' });
  });
});

describe('GET /api/offers (public list)', () => {
  let lister: Account;
  let accepted: Offer;
  let pending: Offer;
  let expiring: Offer;
  beforeAll(async () => {
    lister = await createCompany(test);
    accepted = await createOffer(test, lister.token, { position: 'Estilista de moda', city: 'Sevilla' });
    pending = await createOffer(test, lister.token, { position: 'Pendiente de revisión' }, { approve: false });
    expiring = await createOffer(test, lister.token, {
      position: 'Prácticas de patronaje',
      jobType: 'Prácticas',
      locationType: 'Remoto',
      expirationDate: tomorrow(),
      companyName: 'Ático Diseño',
    });
  });

  const listed = async (query = '') => {
    const answer = await get(test.app, `/api/offers?status=accepted&limit=100${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { offers: Offer[]; total: number; totalPages: number; hasMore: boolean; page: number };
  };

  it('answers offers with the spec fields: accepted only, newest first', async () => {
    const { offers } = await listed();
    const ids = offers.map((o) => o._id);
    expect(ids).toContain(accepted._id);
    expect(ids).toContain(expiring._id);
    expect(ids).not.toContain(pending._id);
    expect(offers.every((o) => o.status === 'accepted')).toBe(true);
    for (const field of OFFER_FIELDS) expect(offers[0], field).toHaveProperty(field);
    expect(offers[0]).not.toHaveProperty('applicationsCount');
    const dates = offers.map((o) => o.publicationDate as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by search, place, company, type and internships (extensions)', async () => {
    expect((await listed('&search=ESTILISTA')).offers.map((o) => o._id)).toEqual([accepted._id]);
    expect((await listed('&city=sevilla')).offers.map((o) => o._id)).toEqual([accepted._id]);
    expect((await listed('&companyName=atico')).offers.map((o) => o._id)).toEqual([expiring._id]);
    expect((await listed('&practicas=true')).offers.map((o) => o._id)).toContain(expiring._id);
    expect((await listed('&practicas=true')).offers.every((o) => o.jobType === 'Prácticas')).toBe(true);
    expect((await listed(`&locationType=${encodeURIComponent('Remoto')}`)).offers.map((o) => o._id)).toEqual([
      expiring._id,
    ]);
    expect((await listed('&search=100%25')).offers).toEqual([]);
  });

  // Issue 17: "madrid" finds Madrid; the filters compare whole values without case or accents.
  it('keeps a country or a city, whole, whatever its case and accents', async () => {
    const malaga = await createOffer(test, lister.token, { position: 'Modelista', city: 'Málaga', country: 'España' });
    for (const query of ['&city=malaga', '&city=M%C3%81LAGA&country=espana', '&country=ESPA%C3%91A&city=Malaga']) {
      expect(
        (await listed(query)).offers.map((o) => o._id),
        query,
      ).toEqual([malaga._id]);
    }
    expect((await listed('&city=mala')).offers).toEqual([]);
  });

  it('pages in the database', async () => {
    const all = await listed();
    const first = await get(test.app, '/api/offers?status=accepted&limit=1&page=1');
    const second = await get(test.app, '/api/offers?status=accepted&limit=1&page=2');
    expect(first.body).toMatchObject({ total: all.total, page: 1, totalPages: all.total, hasMore: true });
    expect((first.body.offers as Offer[])[0]?._id).toBe(all.offers[0]?._id);
    expect((second.body.offers as Offer[])[0]?._id).toBe(all.offers[1]?._id);
  });

  it('drops offers once they expire', async () => {
    test.clock.advance(3 * DAY);
    try {
      expect((await listed()).offers.map((o) => o._id)).not.toContain(expiring._id);
      const view = await get(test.app, `/api/offers/${expiring._id}`);
      expect(view.body.offer).toMatchObject({ isExpired: true });
    } finally {
      test.clock.advance(-3 * DAY);
    }
  });

  it('refuses other statuses and bad paging', async () => {
    expect(refusal(await get(test.app, '/api/offers?status=pending'))).toMatchObject({ status: 400, field: 'status' });
    expect(refusal(await get(test.app, '/api/offers?limit=500'))).toEqual({
      status: 400,
      error: 'El campo "limit" debe ser como máximo 100.',
      field: 'limit',
    });
  });
});

describe('GET /api/offers/{offerId}', () => {
  it('shows an accepted offer to anyone, without candidates', async () => {
    const offer = await createOffer(test, company.token);
    const answer = await get(test.app, `/api/offers/${offer._id}`);
    expect(answer.status).toBe(200);
    const shown = answer.body.offer as Offer;
    for (const field of OFFER_FIELDS) expect(shown, field).toHaveProperty(field);
    expect(shown).not.toHaveProperty('applications');
    const asOther = await get(test.app, `/api/offers/${offer._id}`, other.token);
    expect(asOther.body.offer).not.toHaveProperty('applications');
  });

  it('shows a non-public offer only to its owner, with its candidates and counts', async () => {
    const offer = await createOffer(test, company.token, {}, { approve: false });
    expect(refusal(await get(test.app, `/api/offers/${offer._id}`))).toEqual({
      status: 404,
      error: NOT_FOUND,
      field: undefined,
    });
    expect((await get(test.app, `/api/offers/${offer._id}`, other.token)).status).toBe(404);
    const own = await get(test.app, `/api/offers/${offer._id}`, company.token);
    expect(own.status).toBe(200);
    expect(own.body.offer).toMatchObject({
      status: 'pending',
      applications: [],
      applicationsCount: 0,
      reviewedApplicationsCount: 0,
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await get(test.app, '/api/offers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(test.app, '/api/offers/abc')).body).toEqual({ error: NOT_FOUND });
  });
});

describe('GET /api/offers/by-ids (extension)', () => {
  it('answers the public offers as GET /api/offers/{offerId} does, expired ones included', async () => {
    const open = await createOffer(test, company.token);
    const expiring = await createOffer(test, company.token, { expirationDate: tomorrow() });
    const pending = await createOffer(test, company.token, {}, { approve: false });
    const ids = [open._id, expiring._id.toUpperCase(), pending._id, '00000000-0000-4000-8000-000000000000', 'abc'];
    test.clock.advance(2 * DAY);
    try {
      const answer = await get(test.app, `/api/offers/by-ids?ids=${ids.join(',')}`);
      expect(answer.status).toBe(200);
      const offers = answer.body.offers as Offer[];
      expect(offers.map((offer) => offer._id).sort()).toEqual([open._id, expiring._id].sort());
      for (const offer of offers) {
        expect(offer).toEqual((await get(test.app, `/api/offers/${offer._id}`)).body.offer);
      }
      expect(offers.find((offer) => offer._id === expiring._id)).toMatchObject({ isExpired: true });
    } finally {
      test.clock.advance(-2 * DAY);
    }
  });

  it("leaves out the caller's own offers that are not public: the list is the same for everyone", async () => {
    const pending = await createOffer(test, company.token, {}, { approve: false });
    expect((await get(test.app, `/api/offers/by-ids?ids=${pending._id}`, company.token)).body).toEqual({ offers: [] });
  });
});

describe("the owner's lists", () => {
  let owner: Account;
  let offers: Record<'accepted' | 'pending' | 'cancelled' | 'internship', Offer>;
  beforeAll(async () => {
    owner = await createCompany(test);
    offers = {
      accepted: await createOffer(test, owner.token, { position: 'Aceptada' }),
      pending: await createOffer(test, owner.token, { position: 'Pendiente' }, { approve: false }),
      cancelled: await createOffer(test, owner.token, { position: 'Cancelada' }),
      internship: await createOffer(test, owner.token, { position: 'Prácticas', jobType: 'Prácticas' }),
    };
    await json('PUT', test, `/api/offers/${offers.cancelled._id}/status`, { status: 'cancelled' }, owner.token);
    const candidates = [await createCreative(test), await createCreative(test), await createCreative(test)];
    for (const candidate of candidates) {
      await json('POST', test, `/api/offers/${offers.accepted._id}/apply`, { answers: [] }, candidate.token);
    }
    const detail = await get(test.app, `/api/offers/${offers.accepted._id}`, owner.token);
    const first = ((detail.body.offer as Offer).applications as Offer[])[0] as Offer;
    await json(
      'PUT',
      test,
      `/api/offers/${offers.accepted._id}/applications/${first._id}/status`,
      { status: 'rejected' },
      owner.token,
    );
  });

  const ids = (answer: { body: Record<string, unknown> }) => (answer.body.offers as Offer[]).map((o) => o.position);

  it('GET /api/offers/company answers every own offer with the counts', async () => {
    const answer = await get(test.app, '/api/offers/company', owner.token);
    expect(answer.status).toBe(200);
    expect(ids(answer).sort()).toEqual(['Aceptada', 'Cancelada', 'Pendiente', 'Prácticas']);
    const accepted = (answer.body.offers as Offer[]).find((o) => o._id === offers.accepted._id);
    expect(accepted).toMatchObject({ applicationsCount: 3, reviewedApplicationsCount: 1 });
    expect((answer.body.offers as Offer[]).find((o) => o._id === offers.pending._id)).toMatchObject({
      applicationsCount: 0,
      reviewedApplicationsCount: 0,
    });
  });

  it('GET /api/offers/company filters by status and internships', async () => {
    expect(ids(await get(test.app, '/api/offers/company?status=pending', owner.token))).toEqual(['Pendiente']);
    expect(ids(await get(test.app, '/api/offers/company?status=cancelled', owner.token))).toEqual(['Cancelada']);
    expect(ids(await get(test.app, '/api/offers/company?status=accepted&practicas=true', owner.token))).toEqual([
      'Prácticas',
    ]);
    expect(refusal(await get(test.app, '/api/offers/company?status=borrador', owner.token))).toMatchObject({
      status: 400,
      field: 'status',
    });
    expect((await get(test.app, '/api/offers/company')).status).toBe(401);
  });

  it('GET /api/offers/company takes several statuses, comma-separated (extension)', async () => {
    const rejected = await createOffer(test, owner.token, { position: 'Rechazada' }, { approve: false });
    expect((await rejectOffer(test.db, rejected._id)).ok).toBe(true);
    try {
      const inactive = await get(test.app, '/api/offers/company?status=cancelled,rejected', owner.token);
      expect(ids(inactive).sort()).toEqual(['Cancelada', 'Rechazada']);
      expect(inactive.body).toMatchObject({ total: 2 });
      expect(ids(await get(test.app, '/api/offers/company?status=rejected', owner.token))).toEqual(['Rechazada']);
      expect(
        ids(await get(test.app, '/api/offers/company?status=rejected,cancelled&practicas=true', owner.token)),
      ).toEqual([]);
      for (const bad of ['cancelled,', ',rejected', 'cancelled,borrador', 'cancelled rejected']) {
        const answer = await get(test.app, `/api/offers/company?status=${encodeURIComponent(bad)}`, owner.token);
        expect(refusal(answer)).toMatchObject({ status: 400, field: 'status' });
      }
    } finally {
      await json('DELETE', test, `/api/offers/${rejected._id}`, undefined, owner.token);
    }
  });

  it('GET /api/offers/user answers the own offers, every status', async () => {
    const answer = await get(test.app, '/api/offers/user', owner.token);
    expect(answer.status).toBe(200);
    expect(ids(answer).sort()).toEqual(['Aceptada', 'Cancelada', 'Pendiente', 'Prácticas']);
    expect((await get(test.app, '/api/offers/user')).status).toBe(401);
  });

  it('GET /api/offers/user/{username} and /api/job-offers/company/{userId} answer the public ones', async () => {
    const byName = await get(test.app, `/api/offers/user/${owner.form.username.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(ids(byName).sort()).toEqual(['Aceptada', 'Prácticas']);
    expect((byName.body.offers as Offer[])[0]).not.toHaveProperty('applicationsCount');
    const byId = await get(test.app, `/api/job-offers/company/${owner.user._id}`);
    expect(byId.status).toBe(200);
    expect(ids(byId).sort()).toEqual(['Aceptada', 'Prácticas']);
    expect(refusal(await get(test.app, '/api/offers/user/nadie_por_aqui'))).toEqual({
      status: 404,
      error: 'Usuario no encontrado.',
      field: undefined,
    });
    expect((await get(test.app, '/api/job-offers/company/no-es-un-id')).status).toBe(404);
  });
});

describe('PUT /api/offers/{offerId}/status', () => {
  it('lets the owner deactivate an offer, which leaves the public list', async () => {
    const offer = await createOffer(test, company.token);
    const answer = await json('PUT', test, `/api/offers/${offer._id}/status`, { status: 'cancelled' }, company.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Oferta desactivada correctamente.', offer: { status: 'cancelled' } });
    expect((await get(test.app, `/api/offers/${offer._id}`)).status).toBe(404);
  });

  it('refuses other statuses and other users, leaving the status unchanged', async () => {
    const offer = await createOffer(test, company.token);
    expect(
      refusal(await json('PUT', test, `/api/offers/${offer._id}/status`, { status: 'accepted' }, company.token)),
    ).toEqual({
      status: 400,
      error: 'El valor del campo "status" no es válido.',
      field: 'status',
    });
    expect(
      refusal(await json('PUT', test, `/api/offers/${offer._id}/status`, { status: 'cancelled' }, other.token)),
    ).toMatchObject({ status: 403 });
    expect((await json('PUT', test, `/api/offers/${offer._id}/status`, { status: 'cancelled' })).status).toBe(401);
    expect((await offerRow(test, offer._id))?.status).toBe('accepted');
  });
});

describe('DELETE /api/offers/{offerId}', () => {
  it('lets the owner delete an offer with its applications, saves and logo file', async () => {
    const created = await create(offerFields(), company.token, {
      field: 'logo',
      filename: 'l.png',
      content: await png(120, 90),
    });
    const offer = created.body.offer as Offer;
    const logo = offer.companyLogo as string;
    await approveOffer(test.db, offer._id);
    const candidate = await createCreative(test);
    await json('POST', test, `/api/offers/${offer._id}/apply`, {}, candidate.token);
    await json('POST', test, `/api/users/saved-offers/${offer._id}`, undefined, candidate.token);
    const answer = await json('DELETE', test, `/api/offers/${offer._id}`, undefined, company.token);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Oferta eliminada correctamente.' } });
    expect(await offerRow(test, offer._id)).toBeUndefined();
    expect(existsSync(mediaFile(logo))).toBe(false);
    expect(
      await test.db.selectFrom('job_applications').selectAll().where('offer_id', '=', offer._id).execute(),
    ).toEqual([]);
    expect(
      await test.db.selectFrom('saved_job_offers').selectAll().where('offer_id', '=', offer._id).execute(),
    ).toEqual([]);
  });

  it('keeps a logo file another offer still uses', async () => {
    const content = await png(150, 150);
    const a = (await create(offerFields(), company.token, { field: 'logo', filename: 'a.png', content })).body
      .offer as Offer;
    const b = (await create(offerFields(), company.token, { field: 'logo', filename: 'b.png', content })).body
      .offer as Offer;
    expect(a.companyLogo).toBe(b.companyLogo);
    await json('DELETE', test, `/api/offers/${a._id}`, undefined, company.token);
    expect(existsSync(mediaFile(b.companyLogo as string))).toBe(true);
  });

  it('refuses other users and unknown offers, leaving the offer in place', async () => {
    const offer = await createOffer(test, company.token);
    expect(refusal(await json('DELETE', test, `/api/offers/${offer._id}`, undefined, other.token))).toEqual({
      status: 403,
      error: 'Solo el propietario de la oferta puede modificarla.',
      field: undefined,
    });
    expect((await json('DELETE', test, `/api/offers/${offer._id}`)).status).toBe(401);
    expect(
      (await json('DELETE', test, '/api/offers/00000000-0000-4000-8000-000000000000', undefined, company.token)).status,
    ).toBe(404);
    expect(await offerRow(test, offer._id)).toBeDefined();
  });

  it("answers 404 for someone else's offer that is not public, revealing nothing", async () => {
    const hidden = await createOffer(test, company.token, {}, { approve: false });
    const calls = [
      json('DELETE', test, `/api/offers/${hidden._id}`, undefined, other.token),
      json('PUT', test, `/api/offers/${hidden._id}/status`, { status: 'cancelled' }, other.token),
      edit(hidden._id, { city: 'Vigo' }, other.token),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(refusal(answer)).toEqual({ status: 404, error: NOT_FOUND, field: undefined });
    }
    expect((await offerRow(test, hidden._id))?.status).toBe('pending');
  });
});

describe('searchJobOffers (for the search call)', () => {
  it('finds accepted offers by position, description, company or city, whatever accents and case', async () => {
    const searcher = await createCompany(test);
    const shown = await createOffer(test, searcher.token, {
      position: 'Técnica de confección',
      companyName: 'Hilos Álamo',
      city: 'Logroño',
    });
    const hidden = await createOffer(
      test,
      searcher.token,
      { position: 'Técnica de confección oculta' },
      { approve: false },
    );
    for (const query of ['tecnica confeccion', 'HILOS alamo', 'logrono', 'CONFECCIÓN']) {
      const ids = (await searchJobOffers(test.db, query, 20)).items.map((o) => o._id);
      expect(ids, query).toContain(shown._id);
      expect(ids, query).not.toContain(hidden._id);
    }
    const found = await searchJobOffers(test.db, 'hilos álamo', 1);
    expect(found.items).toHaveLength(1);
    expect(found.total).toBeGreaterThanOrEqual(1);
    for (const field of OFFER_FIELDS) expect(found.items[0], field).toHaveProperty(field);
    expect(await searchJobOffers(test.db, '   ', 10)).toEqual({ items: [], total: 0 });
    expect(await searchJobOffers(test.db, 'zzzqqq', 10)).toEqual({ items: [], total: 0 });
  });
});

describe('jobOfferFilesOf (for account deletion)', () => {
  it("answers the user's logo files, leaving out those another user's offer uses", async () => {
    const owner = await createCompany(test);
    const neighbour = await createCompany(test);
    const own = await png(90, 60);
    const shared = await png(70, 70);
    const mine = (await create(offerFields(), owner.token, { field: 'logo', filename: 'a.png', content: own })).body
      .offer as Offer;
    await create(offerFields(), owner.token, { field: 'logo', filename: 'b.png', content: shared });
    await create(offerFields(), neighbour.token, { field: 'logo', filename: 'c.png', content: shared });
    expect(await jobOfferFilesOf(test.db, owner.user._id as string)).toEqual([mine.companyLogo]);
    const fresh = await createAccount(test);
    expect(await jobOfferFilesOf(test.db, fresh.user._id as string)).toEqual([]);
  });
});
