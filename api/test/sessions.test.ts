// Sessions that end (issue 6, finding 5): a password change, reset, email change or account
// deletion ends every older token; tokens past their lifetime are refused whatever `exp` says.
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { TOKEN_LIFETIME_SECONDS } from '../src/services/tokens';
import { call, createAccount, createGoogleAccount, get, lastCode, login, post, put, refusal } from './helpers';
import { apiOperations, fillPath } from './openapi-operations';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

const SESSION_ENDED = { status: 401, error: 'Sesión no válida. Inicia sesión de nuevo.' };
const profileStatus = async (token: string) => (await get(test.app, '/api/users/profile', token)).status;

describe('a password change', () => {
  it('ends every other session and answers a new token for this one', async () => {
    const account = await createAccount(test);
    const elsewhere = await login(test.app, account.form.email, account.form.password);
    const answer = await put(
      test.app,
      '/api/users/change-password',
      { currentPassword: account.form.password, newPassword: 'OtraClave2026', confirmPassword: 'OtraClave2026' },
      account.token,
    );
    expect(answer.status).toBe(200);
    expect(refusal(await get(test.app, '/api/users/profile', account.token))).toEqual(SESSION_ENDED);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(answer.body.token as string)).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every session of the account', async () => {
    const account = await createAccount(test);
    await post(test.app, '/api/auth/forgot-password', { email: account.form.email });
    await test.settled();
    const code = lastCode(test, account.form.email);
    const reset = { email: account.form.email, code, newPassword: 'Recuperada2026' };
    expect((await post(test.app, '/api/auth/reset-password', reset)).status).toBe(200);
    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(await login(test.app, account.form.email, 'Recuperada2026'))).toBe(200);
  });
});

describe('an email change', () => {
  const change = (body: object, token: string) => put(test.app, '/api/users/email', body, token);

  it('asks for the current password: a token alone is not enough', async () => {
    const account = await createAccount(test);
    expect(refusal(await change({ email: 'robada@ejemplo.es' }, account.token))).toEqual({
      status: 400,
      error: 'Debes ingresar tu contraseña actual.',
      field: 'currentPassword',
    });
    expect(refusal(await change({ email: 'robada@ejemplo.es', currentPassword: 'NoEsLaMia1' }, account.token))).toEqual(
      { status: 400, error: 'La contraseña actual no es correcta.', field: 'currentPassword' },
    );
    expect((await get(test.app, '/api/users/profile', account.token)).body.email).toBe(account.form.email);
  });

  it('ends every other session once confirmed, and answers a new token', async () => {
    const account = await createAccount(test);
    const email = `nueva_${account.user.username as string}@ejemplo.es`;
    expect((await change({ email, currentPassword: account.form.password }, account.token)).status).toBe(200);
    // Asking changes nothing yet (issue 18): the session goes on until the code is entered.
    expect(await profileStatus(account.token)).toBe(200);
    const answer = await post(test.app, '/api/users/email/confirm', { code: lastCode(test, email) }, account.token);
    expect(answer.status).toBe(200);
    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(answer.body.token as string)).toBe(200);
  });

  it('asks no password of a Google account without one', async () => {
    const account = await createGoogleAccount(test);
    const answer = await change({ email: `g_${account.user.username as string}@ejemplo.es` }, account.token);
    expect(answer.status).toBe(200);
  });
});

describe('a deleted account', () => {
  it('answers 401 on every route that needs a session, and never a 500', async () => {
    const account = await createAccount(test);
    const deletion = { currentPassword: account.form.password };
    expect((await call(test.app, 'DELETE', '/api/users/profile', deletion, account.token)).status).toBe(200);
    const routes = (await apiOperations(test.app)).filter((route) => route.secured);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const answer = await test.app.inject({
        method: route.method,
        url: fillPath(route.path, { '*': '00000000-0000-4000-8000-000000000000' }),
        headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      expect({ route: `${route.method} ${route.path}`, status: answer.statusCode }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });
});

describe('token lifetime', () => {
  it('refuses a genuine token older than the lifetime whatever its exp says', async () => {
    const account = await createAccount(test);
    const claims = decodeJwt(account.token);
    const issued = Math.floor(test.clock.now().getTime() / 1000) - TOKEN_LIFETIME_SECONDS - 60;
    // Signed with the app's own secret: a copy of what a token minted with a 100-year expiry would be.
    const forged = await new SignJWT({ sv: claims.sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub as string)
      .setIssuer(claims.iss as string)
      .setAudience(claims.aud as string)
      .setIssuedAt(issued)
      .setExpirationTime(issued + 100 * 365 * 24 * 60 * 60)
      .sign(new TextEncoder().encode(test.jwtSecret));
    expect(await profileStatus(forged)).toBe(401);
    expect(await profileStatus(account.token)).toBe(200);
  });

  it('refuses a token once seven days have passed', async () => {
    const account = await createAccount(test);
    test.clock.advance(TOKEN_LIFETIME_SECONDS * 1000 + 1000);
    expect(await profileStatus(account.token)).toBe(401);
  });
});
