// What every by-ids extension refuses (their answers are tested with their resources).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { get, refusal } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

const ROUTES = [
  ['/api/users/by-ids', 'Se pueden pedir como máximo 100 usuarios a la vez.'],
  ['/api/posts/by-ids', 'Se pueden pedir como máximo 100 publicaciones a la vez.'],
  ['/api/offers/by-ids', 'Se pueden pedir como máximo 100 ofertas a la vez.'],
  ['/api/offers/educational/by-ids', 'Se pueden pedir como máximo 100 ofertas educativas a la vez.'],
];

describe.each(ROUTES)('GET %s', (path, tooMany) => {
  it('refuses more than 100 ids', async () => {
    const many = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000').join(',');
    expect(refusal(await get(test.app, `${path}?ids=${many}`))).toEqual({ status: 400, error: tooMany, field: 'ids' });
  });

  it('takes exactly 100', async () => {
    const hundred = Array.from({ length: 100 }, () => '00000000-0000-4000-8000-000000000000').join(',');
    expect((await get(test.app, `${path}?ids=${hundred}`)).status).toBe(200);
  });

  it('refuses a missing list', async () => {
    expect(refusal(await get(test.app, path))).toEqual({
      status: 400,
      error: 'El campo "ids" es obligatorio.',
      field: 'ids',
    });
  });
});
