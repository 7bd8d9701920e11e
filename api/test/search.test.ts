// Search (part 1 §7): GET /api/users/search, GET /api/users/searchUsers,
// GET /api/users/check-username/{username}; and the creatives directory
// GET /api/users/creatives with every filter of part 2 §7.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/seed/random';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, put, refusal } from './helpers';

type Account = Awaited<ReturnType<typeof createAccount>>;
type Row = Record<string, unknown>;

let test: TestApp;
let lucia: Account;
let telares: Account;
let pedro: Account;
let ana: Account;
let bruno: Account;
let carla: Account;

const suffix = Date.now().toString(36).slice(-5);
const image = (name: string) => [
  { url: `/media/${name}.webp`, width: 800, height: 600, variants: [{ width: 320, url: `/media/${name}-320.webp` }] },
];

async function addPost(owner: Account, key: string, fields: { title: string; description?: string; tags?: string[] }) {
  const daysAgo = Number(key.replace(/\D/g, '')) || 1;
  await test.db
    .insertInto('posts')
    .values({
      id: seedId(`search-test:${suffix}:${key}`),
      user_id: owner.user._id as string,
      title: fields.title,
      description: fields.description ?? null,
      images: JSON.stringify(image(key)),
      tags: JSON.stringify(fields.tags ?? []),
      created_at: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .execute();
}

async function account(username: string, profile: Row): Promise<Account> {
  const created = await createAccount(test, { username: `${username}_${suffix}` });
  const answer = await put(test.app, '/api/users/profile', profile, created.token);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return created;
}

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  lucia = await account('lucia_m', { fullName: 'Lucía Martín Ortega' });
  telares = await account('telares', { role: 'Profesional', professionalType: 2, companyName: 'Telares Núñez' });
  pedro = await account('pgomez', { fullName: 'Pedro Gómez' });
  await addPost(lucia, 'p3', { title: 'Vestidos de novia', description: 'Cosidos a mano en seda natural.' });
  await addPost(pedro, 'p4', { title: 'Abrigo de lana', description: 'Patrón propio.', tags: ['Sastrería'] });
  await addPost(pedro, 'p5', { title: 'Bocetos de otoño', description: 'Cuaderno de temporada.' });

  ana = await account('ana', {
    role: 'Creativo',
    creativeType: 1,
    fullName: 'Ana Ruiz',
    city: 'Málaga',
    country: 'España',
    skills: ['Patronaje', 'Bordado'],
    software: ['CLO 3D'],
    professionalTags: ['Patronaje'],
    education: [{ institution: 'Escuela Gallega de Moda', formationName: 'Grado', formationEndYear: '2024' }],
    contract: { practicas: true },
  });
  bruno = await account('bruno', {
    role: 'Creativo',
    creativeType: 2,
    fullName: 'Bruno Vidal',
    city: 'París',
    country: 'Francia',
    institution: 'IED Madrid',
    professionalTitle: 'Estilista editorial',
    skills: ['Estilismo'],
    software: ['Figma'],
    contract: { tiempoCompleto: true },
    locationType: { remoto: true },
  });
  carla = await account('carla', {
    role: 'Creativo',
    creativeType: 3,
    fullName: 'Carla Peña',
    city: 'Malaga',
    country: 'España',
  });
  await addPost(ana, 'c6', { title: 'Primera colección' });
  await addPost(ana, 'c1', { title: 'Última colección' });
  await addPost(bruno, 'c2', { title: 'Editorial de invierno' });
});
afterAll(() => test.close());

describe('GET /api/users/search', () => {
  const search = (query: string, token = lucia.token) => get(test.app, `/api/users/search?${query}`, token);
  const usernames = (answer: { body: Row }) => (answer.body.users as Row[]).map((u) => u.username);
  const titles = (answer: { body: Row }) => (answer.body.posts as Row[]).map((p) => p.title);

  it('answers the four groups; accounts match ignoring case and accents', async () => {
    const answer = await search('query=LUCIA');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['educationalOffers', 'offers', 'posts', 'totals', 'users']);
    expect(answer.body.users).toEqual([
      {
        _id: lucia.user._id,
        username: `lucia_m_${suffix}`,
        fullName: 'Lucía Martín Ortega',
        companyName: null,
        role: null,
        professionalType: null,
        professionalTitle: null,
        city: null,
        country: null,
        profile: { profilePicture: null },
        showNameCompany: null,
      },
    ]);
    expect(usernames(await search('query=martin%20ort'))).toEqual([`lucia_m_${suffix}`]);
    expect(usernames(await search('query=nunez'))).toEqual([`telares_${suffix}`]);
  });

  it('counts every match of each group in totals (extension), whatever the limit', async () => {
    const accounts = await search(`query=${suffix}&limit=1`);
    expect(accounts.body.users).toHaveLength(1);
    expect(accounts.body.totals).toEqual({ users: 6, posts: 0, offers: 0, educationalOffers: 0 });
    const posts = await search(`query=${encodeURIComponent('colección')}&limit=1`);
    expect(posts.body.posts).toHaveLength(1);
    expect(posts.body.totals).toMatchObject({ posts: 2 });
  });

  it('honours searchByFullName and searchByUsername', async () => {
    expect(usernames(await search('query=nunez&searchByFullName=false'))).toEqual([]);
    expect(usernames(await search(`query=telares_${suffix}&searchByFullName=false`))).toEqual([`telares_${suffix}`]);
    expect(usernames(await search(`query=pgomez_${suffix}&searchByUsername=false`))).toEqual([]);
    expect(usernames(await search('query=gomez&searchByUsername=false'))).toEqual([`pgomez_${suffix}`]);
  });

  it('finds posts by Spanish full text (vestido finds Vestidos), tags and title substrings', async () => {
    const answer = await search('query=vestido');
    expect(titles(answer)).toEqual(['Vestidos de novia']);
    expect((answer.body.posts as Row[])[0]).toMatchObject({
      title: 'Vestidos de novia',
      description: 'Cosidos a mano en seda natural.',
      mainImage: '/media/p3.webp',
      images: ['/media/p3.webp'],
      imageDetails: image('p3'),
      user: { _id: lucia.user._id, username: `lucia_m_${suffix}`, fullName: 'Lucía Martín Ortega' },
    });
    expect(titles(await search('query=SASTRERIA'))).toEqual(['Abrigo de lana']);
    expect(titles(await search('query=abri'))).toEqual(['Abrigo de lana']);
    expect(titles(await search('query=seda'))).toEqual(['Vestidos de novia']);
  });

  it('includePosts and includeUserPosts choose which posts come', async () => {
    expect(titles(await search('query=vestido&includePosts=false'))).toEqual([]);
    const byAuthor = await search('query=pedro%20gomez&includePosts=false&includeUserPosts=true');
    expect(titles(byAuthor).sort()).toEqual(['Abrigo de lana', 'Bocetos de otoño']);
  });

  it('answers accepted job offers and public educational offers, never pending ones', async () => {
    const jobOffer = (position: string, status: 'accepted' | 'pending') => ({
      user_id: telares.user._id as string,
      position,
      description: 'Buscamos a alguien con oficio.',
      description_employer: 'Taller de tejidos en Vigo.',
      required_profile: 'Experiencia en telar.',
      company_name: 'Telares Núñez',
      city: 'Vigo',
      country: 'España',
      status,
    });
    await test.db
      .insertInto('job_offers')
      .values([jobOffer('Tejedora de telar manual', 'accepted'), jobOffer('Tejedor de alfombras', 'pending')])
      .execute();
    const programme = (name: string, status: 'accepted' | 'pending') => ({
      user_id: telares.user._id as string,
      program_name: name,
      city: 'Vigo',
      country: 'España',
      education_type: 'Curso' as const,
      modality: 'Presencial' as const,
      duration_value: 1,
      institution_name: 'Telares Núñez',
      status,
    });
    await test.db
      .insertInto('educational_offers')
      .values([programme('Curso de tejeduría', 'accepted'), programme('Taller de tejeduría avanzada', 'pending')])
      .execute();
    const answer = await search('query=TEJEDURIA');
    expect((answer.body.educationalOffers as Row[]).map((o) => o.programName)).toEqual(['Curso de tejeduría']);
    const offers = await search('query=tejedora');
    expect((offers.body.offers as Row[]).map((o) => o.position)).toEqual(['Tejedora de telar manual']);
    expect((offers.body.offers as Row[])[0]).toMatchObject({ status: 'accepted', companyName: 'Telares Núñez' });
  });

  it('treats LIKE wildcards as text', async () => {
    const answer = await search('query=%25%25');
    expect(answer.body).toMatchObject({ users: [], posts: [] });
  });

  it('answers anonymous visitors and stale tokens the same public results (extension)', async () => {
    const signedIn = await search(`query=${suffix}`);
    expect((signedIn.body.users as Row[]).length).toBeGreaterThan(0);
    for (const token of [undefined, 'caducado']) {
      const answer = await get(test.app, `/api/users/search?query=${suffix}`, token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(signedIn.body);
    }
  });

  it('says whether an account shows its company name (extension), for the name to show', async () => {
    const agency = await account('agencia', {
      role: 'Profesional',
      professionalType: 3,
      companyName: 'Agencia Escondida',
      showNameCompany: false,
    });
    const found = await search(`query=agencia_${suffix}`);
    expect(found.body.users).toMatchObject([{ _id: agency.user._id, showNameCompany: false }]);
  });

  it('refuses queries under 2 characters and a missing query', async () => {
    expect(refusal(await search('query=%20a%20'))).toEqual({
      status: 400,
      error: 'La búsqueda debe tener al menos 2 caracteres.',
      field: 'query',
    });
    expect(refusal(await search('searchByFullName=true'))).toEqual({
      status: 400,
      error: 'El campo "query" es obligatorio.',
      field: 'query',
    });
    expect(refusal(await search('query=ab&includePosts=quizas'))).toEqual({
      status: 400,
      error: 'El campo "includePosts" debe ser verdadero o falso.',
      field: 'includePosts',
    });
  });
});

describe('GET /api/users/searchUsers', () => {
  it('answers accounts to tag with _id, username and profile.profilePicture, usernames starting with the term first', async () => {
    const answer = await get(test.app, `/api/users/searchUsers?term=PG`, lucia.token);
    expect(answer.status).toBe(200);
    expect(answer.body.users).toEqual([
      { _id: pedro.user._id, username: `pgomez_${suffix}`, fullName: 'Pedro Gómez', profile: { profilePicture: null } },
    ]);
    const byName = await get(test.app, '/api/users/searchUsers?term=luc', pedro.token);
    expect((byName.body.users as Row[]).map((u) => u._id)).toEqual([lucia.user._id]);
  });

  it('refuses a term under 2 characters and anonymous callers', async () => {
    expect(refusal(await get(test.app, '/api/users/searchUsers?term=p', lucia.token))).toEqual({
      status: 400,
      error: 'Escribe al menos 2 caracteres para buscar usuarios.',
      field: 'term',
    });
    expect((await get(test.app, '/api/users/searchUsers?term=pg')).status).toBe(401);
  });
});

describe('GET /api/users/check-username/{username}', () => {
  it('answers exists, ignoring case', async () => {
    const taken = await get(test.app, `/api/users/check-username/PGOMEZ_${suffix}`, lucia.token);
    expect(taken).toMatchObject({ status: 200, body: { exists: true } });
    expect((await get(test.app, '/api/users/check-username/nadie-aqui', lucia.token)).body).toEqual({ exists: false });
    expect((await get(test.app, '/api/users/check-username/nadie-aqui')).status).toBe(401);
  });
});

describe('GET /api/users/creatives', () => {
  const creatives = (query = '') => get(test.app, `/api/users/creatives${query ? `?${query}` : ''}`);
  const names = (answer: { body: Row }) => (answer.body.creatives as Row[]).map((c) => c.fullName);

  it('answers creatives (newest work first), totalPages and countries, without a token', async () => {
    const answer = await creatives();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalPages: 1, total: 3, page: 1, countries: ['España', 'Francia'] });
    expect(names(answer)).toEqual(['Ana Ruiz', 'Bruno Vidal', 'Carla Peña']);
    const [first, second, third] = answer.body.creatives as Row[];
    expect(first).toEqual({
      _id: ana.user._id,
      username: `ana_${suffix}`,
      fullName: 'Ana Ruiz',
      professionalTitle: null,
      creativeType: 1,
      city: 'Málaga',
      country: 'España',
      profile: { profilePicture: null },
      professionalTags: ['Patronaje'],
      skills: ['Patronaje', 'Bordado'],
      tags: ['Patronaje'],
      lastPost: {
        _id: seedId(`search-test:${suffix}:c1`),
        mainImage: '/media/c1.webp',
        width: 800,
        height: 600,
        variants: [{ width: 320, url: '/media/c1-320.webp' }],
      },
    });
    expect(second).toMatchObject({ tags: ['Estilismo'], lastPost: { mainImage: '/media/c2.webp' } });
    expect(third).toMatchObject({ _id: carla.user._id, tags: [], lastPost: null });
  });

  it('applies every filter of part 2 §7', async () => {
    const cases: [string, string[]][] = [
      ['city=malaga', ['Ana Ruiz', 'Carla Peña']],
      ['country=FRANCIA', ['Bruno Vidal']],
      ['school=gallega', ['Ana Ruiz']],
      ['school=ied', ['Bruno Vidal']],
      ['skills=patron', ['Ana Ruiz']],
      ['skills=patronaje,bordado', ['Ana Ruiz']],
      ['skills=patronaje,estilismo', []],
      ['software=figma', ['Bruno Vidal']],
      ['graduationYear=2024', ['Ana Ruiz']],
      ['professionalProfile=2', ['Bruno Vidal']],
      ['professionalProfile=estilista', ['Bruno Vidal']],
      ['availability=remoto', ['Bruno Vidal']],
      ['availability=tiempoCompleto,remoto', ['Bruno Vidal']],
      ['internships=true', ['Ana Ruiz']],
      ['search=pena', ['Carla Peña']],
      ['search=bordado', ['Ana Ruiz']],
      ['city=malaga&internships=true', ['Ana Ruiz']],
    ];
    for (const [query, expected] of cases) {
      const answer = await creatives(query);
      expect(answer.status, query).toBe(200);
      expect(names(answer), query).toEqual(expected);
      expect(answer.body.countries, query).toEqual(['España', 'Francia']);
    }
  });

  it('pages with limit (9 by default)', async () => {
    const first = await creatives('limit=2');
    expect(first.body).toMatchObject({ totalPages: 2, total: 3 });
    expect(names(first)).toEqual(['Ana Ruiz', 'Bruno Vidal']);
    expect(names(await creatives('limit=2&page=2'))).toEqual(['Carla Peña']);
    expect(names(await creatives('limit=2&page=3'))).toEqual([]);
  });

  it('refuses bad filters in Spanish', async () => {
    expect(refusal(await creatives('graduationYear=24'))).toEqual({
      status: 400,
      error: 'El campo "graduationYear" no tiene un formato válido.',
      field: 'graduationYear',
    });
    expect(refusal(await creatives('availability=siempre'))).toEqual({
      status: 400,
      error:
        'Disponibilidad no válida. Valores admitidos: practicas, tiempoCompleto, parcial, presencial, remoto, hibrido.',
      field: 'availability',
    });
    expect(refusal(await creatives('limit=51'))).toEqual({
      status: 400,
      error: 'El campo "limit" debe ser como máximo 50.',
      field: 'limit',
    });
    expect(refusal(await creatives(`skills=${Array.from({ length: 11 }, (_, i) => `s${i}`).join(',')}`))).toEqual({
      status: 400,
      error: 'Se admiten como máximo 10 valores por filtro.',
      field: 'skills',
    });
  });
});

// The account of a company is never a creative.
describe('creatives and companies', () => {
  it('leaves out accounts that are not of role Creativo', async () => {
    const answer = await get(test.app, '/api/users/creatives?search=telares');
    expect(answer.body.creatives).toEqual([]);
    expect(telares.user._id).toBeTruthy();
  });
});
