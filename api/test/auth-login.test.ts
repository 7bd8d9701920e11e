// Login and bearer tokens: missing, malformed, forged and expired tokens.
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, post, refusal } from './helpers';

const LOGIN = '/api/auth/login';
const PROFILE = '/api/users/profile';
const NO_TOKEN = { status: 401, error: 'No autorizado. Inicia sesión para continuar.', field: undefined };
const BAD_TOKEN = { status: 401, error: 'Sesión no válida. Inicia sesión de nuevo.', field: undefined };

let test: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  account = await createAccount(test);
});
afterAll(() => test.close());

describe('login', () => {
  it('answers token, user and the spec message', async () => {
    const answer = await post(test.app, LOGIN, {
      email: account.form.email.toUpperCase(),
      password: account.form.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Inicio de sesión exitoso');
    expect(typeof answer.body.token).toBe('string');
    expect(answer.body.user).toMatchObject({
      _id: account.user._id,
      email: account.form.email,
      professionalType: null,
    });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await post(test.app, LOGIN, { email: account.form.email, password: 'Incorrecta1' });
    const unknown = await post(test.app, LOGIN, { email: 'nadie@ejemplo.es', password: 'Incorrecta1' });
    expect(refusal(wrong)).toEqual({ status: 401, error: 'Credenciales incorrectas', field: undefined });
    expect(refusal(unknown)).toEqual(refusal(wrong));
  });

  it('refuses missing fields', async () => {
    expect(refusal(await post(test.app, LOGIN, { email: account.form.email }))).toEqual({
      status: 400,
      error: 'Completa todos los campos para continuar',
      field: 'password',
    });
    expect((await post(test.app, LOGIN, { email: '', password: '' })).body.error).toBe(
      'Completa todos los campos para continuar',
    );
  });

  it('refuses a field of the wrong type in Spanish', async () => {
    expect(refusal(await post(test.app, LOGIN, { email: ['a'], password: 'x' }))).toEqual({
      status: 400,
      error: 'El campo "email" debe ser un texto.',
      field: 'email',
    });
  });

  it('stores argon2id hashes with the OWASP parameters', async () => {
    const row = await test.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.user._id as string)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('bearer tokens', () => {
  it('opens the profile with a valid token', async () => {
    expect((await get(test.app, PROFILE, account.token)).status).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect(refusal(await get(test.app, PROFILE))).toEqual(NO_TOKEN);
  });

  it('refuses malformed authorization headers and tokens', async () => {
    for (const authorization of [
      'Basic dXNlcjpwYXNz',
      'Bearer',
      'Bearer a.b.c',
      `Token ${account.token}`,
      'Bearer x y',
    ]) {
      const answer = await test.app.inject({ method: 'GET', url: PROFILE, headers: { authorization } });
      expect({ status: answer.statusCode, error: answer.json().error, field: undefined }).toEqual(BAD_TOKEN);
    }
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user._id as string)
      .setIssuer('moda-talento-api')
      .setAudience('moda-talento')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-del-servidor'));
    expect(refusal(await get(test.app, PROFILE, forged))).toEqual(BAD_TOKEN);
  });

  it('refuses an unsigned ("alg: none") token', async () => {
    const unsigned = new UnsecuredJWT({})
      .setSubject(account.user._id as string)
      .setIssuer('moda-talento-api')
      .setAudience('moda-talento')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(refusal(await get(test.app, PROFILE, unsigned))).toEqual(BAD_TOKEN);
  });

  it('refuses a token with its payload altered', async () => {
    const [header, , signature] = account.token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'otro', iss: 'moda-talento-api', aud: 'moda-talento' })).toString(
      'base64url',
    );
    expect(refusal(await get(test.app, PROFILE, `${header}.${payload}.${signature}`))).toEqual(BAD_TOKEN);
  });

  it('expires tokens after 7 days', async () => {
    const token = (await post(test.app, LOGIN, { email: account.form.email, password: account.form.password })).body
      .token as string;
    test.clock.advance(6 * 24 * 60 * 60 * 1000);
    expect((await get(test.app, PROFILE, token)).status).toBe(200);
    test.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(refusal(await get(test.app, PROFILE, token))).toEqual(BAD_TOKEN);
  });

  it('refuses the token of an account that no longer exists', async () => {
    const gone = await createAccount(test);
    await test.db
      .deleteFrom('users')
      .where('id', '=', gone.user._id as string)
      .execute();
    expect(refusal(await get(test.app, PROFILE, gone.token))).toEqual(BAD_TOKEN);
  });
});
