// Verification belongs to the type it was granted for (issue 6, finding 4): a verified
// company that makes itself an institution loses its verification until an operator
// grants it again, so it is not listed among institutions and cannot publish programmes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyProfessional } from '../src/admin/commands';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, put } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

async function verifiedCompany() {
  const account = await createAccount(test);
  const company = { role: 'Profesional', professionalType: 2, companyName: `Marca ${account.user.username as string}` };
  expect((await put(test.app, '/api/users/profile', company, account.token)).status).toBe(200);
  expect((await verifyProfessional(test.db, account.form.email)).ok).toBe(true);
  return account;
}

const verified = async (token: string) =>
  (await get(test.app, '/api/users/profile', token)).body.isVerificatedProfesional as boolean;

describe('changing the professional type of a verified account', () => {
  it('drops the verification: no institution listing, no educational offers', async () => {
    const account = await verifiedCompany();
    const answer = await put(test.app, '/api/users/profile', { professionalType: 4 }, account.token);
    expect(answer.status).toBe(200);
    expect((answer.body.user as Record<string, unknown>).isVerificatedProfesional).toBe(false);
    expect(await verified(account.token)).toBe(false);

    const institutions = await get(test.app, '/api/offers/educational/institutions?limit=50');
    const listed = (institutions.body.institutions as { username?: string }[]).map((entry) => entry.username);
    expect(listed).not.toContain(account.user.username);
    const offer = await test.app.inject({
      method: 'POST',
      url: '/api/offers/educational',
      headers: { authorization: `Bearer ${account.token}` },
      payload: { programName: 'Máster robado' },
    });
    expect(offer.statusCode).toBe(403);
  });

  it('drops it when the role changes too', async () => {
    const account = await verifiedCompany();
    await put(test.app, '/api/users/profile', { role: 'Creativo' }, account.token);
    expect(await verified(account.token)).toBe(false);
  });

  it('keeps it when the same type is sent again, or other fields change', async () => {
    const account = await verifiedCompany();
    await put(test.app, '/api/users/profile', { professionalType: 2, city: 'Madrid' }, account.token);
    await put(test.app, '/api/users/profile', { role: 'Profesional', bio: 'Moda sostenible' }, account.token);
    expect(await verified(account.token)).toBe(true);
  });
});

// Issue 18, point 9: the badge was granted to a name, so a rename (e.g. to another brand's) needs a new review.
describe('renaming a verified company', () => {
  it('drops the verification: the new name waits for an operator', async () => {
    const account = await verifiedCompany();
    const answer = await put(test.app, '/api/users/profile', { companyName: 'Otra Marca Famosa' }, account.token);
    expect(answer.status).toBe(200);
    expect((answer.body.user as Record<string, unknown>).isVerificatedProfesional).toBe(false);
    expect(await verified(account.token)).toBe(false);
  });

  it('keeps it when the same name is sent again (with spaces around it) with other fields', async () => {
    const account = await verifiedCompany();
    const name = ` Marca ${account.user.username as string} `;
    await put(test.app, '/api/users/profile', { companyName: name, city: 'Sevilla' }, account.token);
    expect(await verified(account.token)).toBe(true);
  });
});
