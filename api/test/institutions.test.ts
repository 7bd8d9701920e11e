// Institutions (part 2 §3 "Institution", §7 GET /api/offers/educational/institutions), the
// centre type call (extension), the educational offers seed and the OpenAPI entries of these calls.
import { randomBytes } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { listInstitutions } from '../src/models/institutions';
import { seed } from '../src/seed/seed';
import { createMediaStore } from '../src/services/media';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, login, type Answer } from './helpers';

const INSTITUTIONS = '/api/offers/educational/institutions';
const CENTER_TYPE = '/api/educational-offers/institution';

interface Institution {
  _id: string;
  name: string;
  username: string;
  type: 'public' | 'private';
  programs: { _id: string; programName: string; educationType: string; modality: string; category: string }[];
  [field: string]: unknown;
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
});
afterAll(() => test.close());

const institutionsOf = (answer: Answer) => answer.body.institutions as Institution[];

/** What `read` answers on the test database, and how many statements it ran there. */
async function countingStatements<T>(read: (db: Db) => Promise<T>): Promise<{ answer: T; statements: number }> {
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const answer = await read(test.db.withPlugin(counting));
  return { answer, statements };
}

async function everyInstitution(): Promise<Institution[]> {
  const answer = await get(test.app, INSTITUTIONS);
  expect(answer.status).toBe(200);
  return institutionsOf(answer);
}

describe('GET /api/offers/educational/institutions', () => {
  it('lists the verified institutions by name with every field of part 2 §3', async () => {
    const answer = await get(test.app, INSTITUTIONS);
    const institutions = institutionsOf(answer);
    expect(institutions.length).toBeGreaterThanOrEqual(8);
    expect(answer.body).toMatchObject({ total: institutions.length, totalPages: 1 });
    for (const institution of institutions) {
      for (const field of ['_id', 'name', 'username', 'logo', 'professionalTitle', 'location', 'type', 'skills']) {
        expect(institution, field).toHaveProperty(field);
      }
      expect(institution).toHaveProperty('website');
      expect(institution).toHaveProperty('programs');
      expect(Object.keys(institution.location as object).sort()).toEqual(['city', 'country']);
      for (const program of institution.programs) {
        expect(Object.keys(program).sort()).toEqual(['_id', 'category', 'educationType', 'modality', 'programName']);
      }
    }
    const names = institutions.map((institution) => institution.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(institutions.map((institution) => institution.type))).toEqual(new Set(['public', 'private']));
    expect(institutions.find((institution) => institution.username === 'institucion')).toMatchObject({
      name: 'Escuela de Moda del Mediterráneo',
      type: 'private',
      location: { city: 'Málaga', country: 'España' },
      website: 'https://modamediterraneo.example.com',
      skills: expect.arrayContaining(['Moda', 'Fotografía', 'Diseño gráfico']),
    });
    expect(institutions.find((institution) => institution.username === 'cdtvalencia')?.type).toBe('public');
  });

  it("lists exactly each institution's public programmes", async () => {
    const rows = await test.db.selectFrom('educational_offers').select(['id', 'user_id', 'status']).execute();
    for (const institution of await everyInstitution()) {
      const expected = rows
        .filter((row) => row.user_id === institution._id && ['accepted', 'active'].includes(row.status))
        .map((row) => row.id)
        .sort();
      expect(institution.programs.map((program) => program._id).sort(), institution.username).toEqual(expected);
    }
  });

  it('reads a page in two statements, however many institutions and programmes (no N+1)', async () => {
    const { answer: page, statements } = await countingStatements((db) =>
      listInstitutions(db, { page: 1, limit: 100 }),
    );
    expect(page.items.length).toBeGreaterThanOrEqual(8);
    expect(page.items.some((institution) => institution.programs.length > 1)).toBe(true);
    expect(statements).toBe(2);
  });

  it('pages through the database, checking the paging values', async () => {
    const all = await everyInstitution();
    const page = await get(test.app, `${INSTITUTIONS}?page=2&limit=3`);
    expect(institutionsOf(page).map((institution) => institution._id)).toEqual(all.slice(3, 6).map((i) => i._id));
    expect(page.body).toMatchObject({ total: all.length, totalPages: Math.ceil(all.length / 3) });
    expect(await get(test.app, `${INSTITUTIONS}?limit=101`)).toMatchObject({
      status: 400,
      body: { error: 'El campo "limit" debe ser como máximo 100.', field: 'limit' },
    });
    expect((await get(test.app, `${INSTITUTIONS}?page=0`)).status).toBe(400);
  });

  it('leaves out unverified institutions and shows new ones with no programmes yet', async () => {
    const fresh = await createAccount(test);
    const id = fresh.user._id as string;
    const profile = {
      role: 'Profesional' as const,
      professional_type: 4,
      company_name: `Escuela ${randomBytes(3).toString('hex')}`,
    };
    await test.db.updateTable('users').set(profile).where('id', '=', id).execute();
    expect((await everyInstitution()).some((institution) => institution._id === id)).toBe(false);
    await test.db.updateTable('users').set({ is_verificated_profesional: true }).where('id', '=', id).execute();
    expect((await everyInstitution()).find((institution) => institution._id === id)).toMatchObject({
      name: profile.company_name,
      type: 'private',
      programs: [],
      logo: null,
    });
  });
});

describe('GET /api/offers/educational/institutions: filters (extension)', () => {
  const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const idsOf = (institutions: Institution[]) => institutions.map((institution) => institution._id);
  const location = (institution: Institution) => institution.location as { city: string; country: string };
  const teaches = (institution: Institution, test: (program: Institution['programs'][number]) => boolean) =>
    institution.programs.some(test);

  /** The ids the filtered list answers (in its order), after checking that `total` counts them. */
  async function filtered(query: Record<string, string>): Promise<string[]> {
    const answer = await get(test.app, `${INSTITUTIONS}?${new URLSearchParams(query).toString()}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const institutions = institutionsOf(answer);
    expect(answer.body.total).toBe(institutions.length);
    return idsOf(institutions);
  }

  it('searches the name shown and the city, ignoring case and accents', async () => {
    const all = await everyInstitution();
    for (const search of ['MALAGA', 'mediterráneo', 'Lisboa', ' moda ']) {
      const wanted = fold(search.trim());
      const expected = all.filter(
        (institution) => fold(institution.name).includes(wanted) || fold(location(institution).city).includes(wanted),
      );
      expect(expected.length, search).toBeGreaterThan(0);
      expect(await filtered({ search }), search).toEqual(idsOf(expected));
    }
    // LIKE's wildcards are plain characters.
    expect(await filtered({ search: '%' })).toEqual([]);
    expect(await filtered({ search: '   ' })).toEqual(idsOf(all));
  });

  it('keeps a country or a city, whole, ignoring case and accents', async () => {
    const all = await everyInstitution();
    const spain = all.filter((institution) => location(institution).country === 'España');
    expect(spain.length).toBeGreaterThan(0);
    expect(spain.length).toBeLessThan(all.length);
    expect(await filtered({ country: 'ESPANA' })).toEqual(idsOf(spain));
    expect(await filtered({ city: 'malaga' })).toEqual(
      idsOf(all.filter((institution) => location(institution).city === 'Málaga')),
    );
    expect(await filtered({ city: 'Mála' })).toEqual([]);
  });

  it('keeps public or private centres', async () => {
    const all = await everyInstitution();
    for (const type of ['public', 'private'] as const) {
      const expected = all.filter((institution) => institution.type === type);
      expect(expected.length, type).toBeGreaterThan(0);
      expect(await filtered({ type })).toEqual(idsOf(expected));
    }
  });

  it('keeps institutions with a public programme of the education level', async () => {
    const all = await everyInstitution();
    const levels: [string, string[]][] = [
      ['Grado o licenciatura', ['Grado']],
      ['Máster o posgrado', ['Máster']],
      ['FP', ['FP']],
      ['Cursos talleres', ['Curso', 'Taller']],
      ['Certificaciones', ['Certificación']],
    ];
    for (const [level, types] of levels) {
      const expected = all.filter((institution) => teaches(institution, (p) => types.includes(p.educationType)));
      expect(expected.length, level).toBeGreaterThan(0);
      expect(await filtered({ level }), level).toEqual(idsOf(expected));
    }
    expect(await filtered({ level: 'Doctorado o investigación' })).toEqual([]);
  });

  it('keeps institutions with a public programme of the modality (Híbrido is Híbrida) or category', async () => {
    const all = await everyInstitution();
    const hybrid = idsOf(all.filter((institution) => teaches(institution, (p) => p.modality === 'Híbrida')));
    expect(hybrid.length).toBeGreaterThan(0);
    expect(await filtered({ modality: 'Híbrida' })).toEqual(hybrid);
    expect(await filtered({ modality: 'Híbrido' })).toEqual(hybrid);
    expect(await filtered({ modality: 'Online' })).toEqual(
      idsOf(all.filter((institution) => teaches(institution, (p) => p.modality === 'Online'))),
    );
    const photography = all.filter((institution) => teaches(institution, (p) => p.category === 'Fotografía'));
    expect(photography.length).toBeGreaterThan(0);
    expect(await filtered({ category: 'Fotografía' })).toEqual(idsOf(photography));
  });

  it('looks only at public programmes', async () => {
    const fresh = await createAccount(test);
    const id = fresh.user._id as string;
    const name = `Escuela ${randomBytes(4).toString('hex')}`;
    const institution = { role: 'Profesional' as const, professional_type: 4, company_name: name };
    await test.db
      .updateTable('users')
      .set({ ...institution, is_verificated_profesional: true })
      .where('id', '=', id)
      .execute();
    const offer = await test.db
      .insertInto('educational_offers')
      .values({
        user_id: id,
        program_name: 'Taller de fotografía de moda',
        city: 'Madrid',
        country: 'España',
        education_type: 'Taller',
        modality: 'Online',
        category: 'Fotografía',
        duration_value: 1,
        institution_name: name,
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queries: Record<string, string>[] = [
      { category: 'Fotografía' },
      { level: 'Cursos talleres' },
      { modality: 'Online' },
    ];
    try {
      expect(await filtered({ search: name })).toEqual([id]);
      for (const query of queries) expect(await filtered({ search: name, ...query })).toEqual([]);
      await test.db.updateTable('educational_offers').set({ status: 'active' }).where('id', '=', offer.id).execute();
      for (const query of queries) expect(await filtered({ search: name, ...query })).toEqual([id]);
    } finally {
      await test.db.deleteFrom('users').where('id', '=', id).execute();
    }
  });

  it('combines the filters, counts the matches and pages them', async () => {
    const all = await everyInstitution();
    const expected = all.filter(
      (institution) => location(institution).country === 'España' && teaches(institution, (p) => p.category === 'Moda'),
    );
    expect(expected.length).toBeGreaterThan(2);
    const page = await get(test.app, `${INSTITUTIONS}?country=espa%C3%B1a&category=Moda&page=2&limit=2`);
    expect(page.status).toBe(200);
    expect(idsOf(institutionsOf(page))).toEqual(idsOf(expected.slice(2, 4)));
    expect(page.body).toMatchObject({ total: expected.length, totalPages: Math.ceil(expected.length / 2), page: 2 });
  });

  it('reads a filtered page in two statements too', async () => {
    const filters = { search: 'moda', type: 'private', level: 'Máster o posgrado', modality: 'Online' } as const;
    const { statements } = await countingStatements((db) => listInstitutions(db, { page: 1, limit: 100, ...filters }));
    expect(statements).toBe(2);
  });

  it('refuses a bad value with a Spanish message naming the field', async () => {
    const refusals: [string, string, string][] = [
      ['type=concertado', 'El valor del campo "type" no es válido.', 'type'],
      ['level=Doctorado', 'El valor del campo "level" no es válido.', 'level'],
      ['modality=Remoto', 'El valor del campo "modality" no es válido.', 'modality'],
      ['category=Moda,Fotograf%C3%ADa', 'El valor del campo "category" no es válido.', 'category'],
      [`search=${'a'.repeat(101)}`, 'El campo "search" debe tener como máximo 100 caracteres.', 'search'],
      [`country=${'a'.repeat(61)}`, 'El campo "country" debe tener como máximo 60 caracteres.', 'country'],
      [`city=${'a'.repeat(101)}`, 'El campo "city" debe tener como máximo 100 caracteres.', 'city'],
    ];
    for (const [query, error, field] of refusals) {
      expect(await get(test.app, `${INSTITUTIONS}?${query}`), query).toMatchObject({
        status: 400,
        body: { error, field },
      });
    }
  });
});

describe('PUT /api/educational-offers/institution (extension)', () => {
  it("sets the signed-in institution's centre type, which the list then shows", async () => {
    const token = await login(test.app, 'institucion@demo.es');
    const answer = await call(test.app, 'PUT', CENTER_TYPE, { type: 'public' }, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Tipo de centro guardado.',
      institution: { username: 'institucion', type: 'public' },
    });
    expect((await everyInstitution()).find((i) => i.username === 'institucion')?.type).toBe('public');
    await call(test.app, 'PUT', CENTER_TYPE, { type: 'private' }, token);
    expect((await everyInstitution()).find((i) => i.username === 'institucion')?.type).toBe('private');
  });

  it('keeps one value when many saves race', async () => {
    const token = await login(test.app, 'imbarcelona@ejemplo.es');
    const types = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'public' : 'private'));
    const answers = await Promise.all(types.map((type) => call(test.app, 'PUT', CENTER_TYPE, { type }, token)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await test.db
      .selectFrom('institution_details as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('d.center_type')
      .where('u.username', '=', 'imbarcelona')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses other accounts, bad values and anonymous calls, changing nothing', async () => {
    const before = await test.db.selectFrom('institution_details').selectAll().orderBy('user_id').execute();
    const creative = await login(test.app, 'creativa@demo.es');
    expect(await call(test.app, 'PUT', CENTER_TYPE, { type: 'public' }, creative)).toMatchObject({
      status: 403,
      body: { error: 'Solo las instituciones educativas pueden indicar el tipo de centro.' },
    });
    const school = await login(test.app, 'institucion@demo.es');
    expect(await call(test.app, 'PUT', CENTER_TYPE, { type: 'concertado' }, school)).toMatchObject({
      status: 400,
      body: { error: 'El valor del campo "type" no es válido.', field: 'type' },
    });
    expect(await call(test.app, 'PUT', CENTER_TYPE, {}, school)).toMatchObject({
      status: 400,
      body: { error: 'El campo "type" es obligatorio.', field: 'type' },
    });
    expect(await call(test.app, 'PUT', CENTER_TYPE, { type: 'public' })).toMatchObject({ status: 401 });
    expect(await test.db.selectFrom('institution_details').selectAll().orderBy('user_id').execute()).toEqual(before);
  });
});

describe('educational offers seed', () => {
  it('has at least 8 institutions with offers of several types, modalities and categories', async () => {
    const offers = await test.db.selectFrom('educational_offers').selectAll().execute();
    const publishers = new Set(offers.map((offer) => offer.user_id));
    expect(publishers.size).toBeGreaterThanOrEqual(8);
    expect(new Set(offers.map((offer) => offer.education_type)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(offers.map((offer) => offer.modality))).toEqual(new Set(['Presencial', 'Online', 'Híbrida']));
    expect(new Set(offers.map((offer) => offer.category))).toEqual(new Set(['Moda', 'Diseño gráfico', 'Fotografía']));
    const byStatus = (status: string) => offers.filter((offer) => offer.status === status).length;
    expect(byStatus('accepted') + byStatus('active')).toBeGreaterThan(offers.length / 2);
    expect(byStatus('pending')).toBeGreaterThan(0);
    const types = await test.db.selectFrom('institution_details').select('center_type').execute();
    expect(new Set(types.map((row) => row.center_type))).toEqual(new Set(['public', 'private']));
  });

  it('lets a seeded institution sign in with the demo password and publish', async () => {
    const token = await login(test.app, 'esdmadrid@ejemplo.es');
    const own = await get(test.app, '/api/offers/educational/user/esdmadrid', token);
    expect(own.status).toBe(200);
    expect((own.body.offers as unknown[]).length).toBeGreaterThan(0);
    const boundary = 'semilla';
    const fields = { programName: 'Curso de prueba', city: 'Madrid', country: 'España', educationType: 'Curso' };
    const parts = Object.entries({ ...fields, modality: 'Online', duration: '1' }).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const published = await test.app.inject({
      method: 'POST',
      url: '/api/offers/educational',
      payload: `${parts.join('')}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    expect(published.statusCode).toBe(201);
  });

  it('adds nothing when it runs again', async () => {
    const count = async () => ({
      users: (await test.db.selectFrom('users').select('id').execute()).length,
      offers: (await test.db.selectFrom('educational_offers').select('id').execute()).length,
      details: (await test.db.selectFrom('institution_details').select('user_id').execute()).length,
    });
    const before = await count();
    await seed(test.db, { size: 'small', media: createMediaStore(test.storage), now: test.clock.now() });
    expect(await count()).toEqual(before);
  });
});

describe('OpenAPI document', () => {
  it('documents every educational offers call with its tag and security', async () => {
    const doc = (await get(test.app, '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown; requestBody?: unknown }>>;
    };
    const bearer = [{ bearerAuth: [] }];
    const expected: [string, string, unknown][] = [
      ['/api/offers/educational', 'post', bearer],
      ['/api/offers/educational/institutions', 'get', undefined],
      ['/api/offers/educational/{offerId}', 'get', [{ bearerAuth: [] }, {}]],
      ['/api/offers/educational/{offerId}', 'put', bearer],
      ['/api/offers/educational/{offerId}', 'delete', bearer],
      ['/api/offers/educational/{offerId}/status', 'put', bearer],
      ['/api/offers/educational/user/{username}', 'get', bearer],
      ['/api/offers/educational/user-external/{username}', 'get', undefined],
      ['/api/educational-offers/institution/{userId}', 'get', undefined],
      ['/api/educational-offers/institution', 'put', bearer],
    ];
    for (const [path, method, security] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual(['educational-offers']);
      expect(operation?.security).toEqual(security);
    }
    const form = JSON.stringify(doc.paths['/api/offers/educational']?.post?.requestBody);
    expect(form).toContain('multipart/form-data');
    for (const field of ['programName', 'enrollmentStartMonth', 'extraQuestions', 'headerImage', 'institutionName']) {
      expect(form).toContain(`"${field}"`);
    }
  });
});
