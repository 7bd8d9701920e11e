// Issue 18 point 10: anonymous visitors read the directory cards of accounts, never their CV,
// portfolio, contact address, education or experience (opening a profile needs a sign-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { USER_CARD_KEYS } from '../src/schemas/user';
import { createAccount, get, put } from './helpers';

const CONTACT = 'contacto.privado@lucia.example.com';
const CV = '/media/cv-privado-de-lucia.pdf';
const PORTFOLIO = '/media/portfolio-privado-de-lucia.pdf';
const SCHOOL = 'Escuela Privada de Patronaje';
const WORKPLACE = 'Atelier Secreto';

/** What a card shows, plus the follow counts by-ids adds for everyone. */
const ANONYMOUS_KEYS = [...USER_CARD_KEYS, 'followersCount', 'followingCount'];

let test: TestApp;
let creative: Awaited<ReturnType<typeof createAccount>>;
let visitor: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  [creative, visitor] = [await createAccount(test), await createAccount(test)];
  const saved = await put(
    test.app,
    '/api/users/profile',
    {
      role: 'Creativo',
      fullName: 'Lucía Martín Ortega',
      city: 'Toledo',
      country: 'España',
      professionalTitle: 'Patronista',
      professionalTags: ['Patronaje'],
      bio: 'Patronaje experimental.',
      education: [{ institution: SCHOOL, formationName: 'Grado en Diseño de Moda' }],
      professionalFormation: [{ title: 'Ayudante de taller', institution: WORKPLACE }],
      software: ['CLO 3D'],
      social: { emailContacto: CONTACT, instagram: 'lucia.ortega' },
    },
    creative.token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await test.db
    .updateTable('users')
    .set({ cv_url: CV, cv_file_name: 'cv.pdf', portfolio_url: PORTFOLIO, portfolio_file_name: 'portfolio.pdf' })
    .where('id', '=', creative.user._id as string)
    .execute();
});
afterAll(() => test.close());

const byIds = (token?: string) => get(test.app, `/api/users/by-ids?ids=${creative.user._id as string}`, token);

/** Whether an answer holds any of the creative's private facts, anywhere. */
function leaks(body: unknown): string[] {
  const text = JSON.stringify(body);
  return [CONTACT, CV, PORTFOLIO, SCHOOL, WORKPLACE].filter((fact) => text.includes(fact));
}

describe('GET /api/users/by-ids', () => {
  it('answers an anonymous caller the card fields only: no CV, portfolio, contact, education or experience', async () => {
    const answer = await byIds();
    expect(answer.status).toBe(200);
    const [user] = answer.body.users as Record<string, unknown>[];
    expect(user).toMatchObject({ username: creative.form.username, fullName: 'Lucía Martín Ortega', city: 'Toledo' });
    expect(Object.keys(user!).filter((key) => !ANONYMOUS_KEYS.includes(key))).toEqual([]);
    expect(leaks(answer.body)).toEqual([]);
  });

  it('answers a caller whose token the api refuses as an anonymous one', async () => {
    const answer = await byIds('no-es-un-token');
    expect(answer.status).toBe(200);
    expect(leaks(answer.body)).toEqual([]);
  });

  it('answers a signed-in caller the whole profile, as the profile page shows it', async () => {
    const answer = await byIds(visitor.token);
    expect(answer.status).toBe(200);
    const [user] = answer.body.users as Record<string, unknown>[];
    expect(user).toMatchObject({
      cvUrl: CV,
      portfolioUrl: PORTFOLIO,
      social: { emailContacto: CONTACT },
      education: [{ institution: SCHOOL }],
      professionalFormation: [{ institution: WORKPLACE }],
      bio: 'Patronaje experimental.',
      software: ['CLO 3D'],
    });
    expect(user).not.toHaveProperty('email');
  });
});

describe('the public directories', () => {
  it.each([
    ['the creatives directory', '/api/users/creatives?limit=50'],
    ['the search', '/api/users/search?query=Lucia'],
  ])('%s holds no CV, portfolio, contact, education or experience', async (_name, path) => {
    const answer = await get(test.app, path);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain(creative.form.username as string);
    expect(leaks(answer.body)).toEqual([]);
  });
});
