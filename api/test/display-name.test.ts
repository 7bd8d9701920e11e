// The name shown for an account (README, product notes; part 1 §6): the company name for
// professional types 1, 2 and 4, else the full name, else the username; one rule for
// every answer that carries one (a job offer's publisherName, an educational offer's
// institution, the institutions list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyProfessional } from '../src/admin/commands';
import { displayName } from '../src/models/display-name';
import { createTestApp, type TestApp } from '../src/testing';
import { requiredEducationalFields } from './educational-offers.fixtures';
import { createOffer, multipart } from './job-offers.fixtures';
import { createAccount, put } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

interface Profile {
  professionalType?: number;
  companyName?: string;
  fullName?: string;
  showNameCompany?: boolean;
}

/** A verified Profesional account with the given names; answers its token and username. */
async function professional(profile: Profile) {
  const account = await createAccount(test);
  const answer = await put(test.app, '/api/users/profile', { role: 'Profesional', ...profile }, account.token);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  const verified = await verifyProfessional(test.db, account.form.email);
  if (!verified.ok) throw new Error(verified.lines.join('\n'));
  return { token: account.token, username: account.form.username as string, id: account.user._id as string };
}

/** [professional profile, the name shown: a literal, or the username]. */
const CASES: [string, Profile, string | 'username'][] = [
  ['a brand shows its company name', { professionalType: 1, companyName: 'Marca Uno', fullName: 'Ana' }, 'Marca Uno'],
  [
    'a company shows its company name',
    { professionalType: 2, companyName: 'Empresa Dos', fullName: 'Ana' },
    'Empresa Dos',
  ],
  [
    'an institution shows its name',
    { professionalType: 4, companyName: 'Escuela Cuatro', fullName: 'Ana' },
    'Escuela Cuatro',
  ],
  [
    'an agency shows the full name',
    { professionalType: 3, companyName: 'Agencia Tres', fullName: 'Bea Tres' },
    'Bea Tres',
  ],
  [
    'type 5 shows the full name',
    { professionalType: 5, companyName: 'Asociación', fullName: 'Carla Cinco' },
    'Carla Cinco',
  ],
  ['without a company name, the full name', { professionalType: 2, fullName: 'Dora Dos' }, 'Dora Dos'],
  ['without any name, the username', { professionalType: 3 }, 'username'],
  [
    'a company that chose not to share its name shows the full name',
    { professionalType: 2, companyName: 'Oculta', fullName: 'Eva Dos', showNameCompany: false },
    'Eva Dos',
  ],
];

describe('the name shown', () => {
  it.each(CASES)('%s (the publisherName of its job offers)', async (_case, profile, expected) => {
    const account = await professional(profile);
    const offer = await createOffer(test, account.token);
    expect(offer.publisherName).toBe(expected === 'username' ? account.username : expected);
    const row = await test.db
      .selectFrom('users as u')
      .select(displayName('u').as('name'))
      .where('u.id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(offer.publisherName);
  });

  it('names an educational offer institution and the institutions list by the same rule', async () => {
    const school = await professional({ professionalType: 4, companyName: 'Escuela del Nombre', fullName: 'Flor' });
    const institutions = (await test.app.inject({ url: '/api/offers/educational/institutions' })).json<{
      institutions: { username: string; name: string }[];
    }>().institutions;
    expect(institutions.find((institution) => institution.username === school.username)?.name).toBe(
      'Escuela del Nombre',
    );
    const form = multipart(requiredEducationalFields());
    const published = await test.app.inject({
      method: 'POST',
      url: '/api/offers/educational',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${school.token}` },
    });
    expect(published.json<{ offer: { institution: { name: string } } }>().offer.institution.name).toBe(
      'Escuela del Nombre',
    );
  });
});
