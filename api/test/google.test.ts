// Google sign-in: not configured (501) and, with a fake Google client, the whole flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoogleClient, GoogleProfile } from '../src/services/google';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, put, refusal } from './helpers';

const UNAVAILABLE = 'El inicio de sesión con Google no está disponible en este momento.';

describe('when Google is not configured', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed: 'none' });
  });
  afterAll(() => test.close());

  it('answers 501 on every route', async () => {
    expect(refusal(await get(test.app, '/api/auth/google'))).toEqual({
      status: 501,
      error: UNAVAILABLE,
      field: undefined,
    });
    expect(refusal(await get(test.app, '/api/auth/google/callback?code=a&state=b'))).toEqual({
      status: 501,
      error: UNAVAILABLE,
      field: undefined,
    });
    const exchange = await test.app.inject({ method: 'POST', url: '/api/auth/google/session', payload: { code: 'a' } });
    expect(exchange.statusCode).toBe(501);
  });
});

describe('with Google configured', () => {
  /** Stands in for Google: each code maps to the account it signs in. */
  const accounts = new Map<string, GoogleProfile | Error>();
  const google: GoogleClient = {
    authorizationUrl: (state) => `https://accounts.google.com/o/oauth2/v2/auth?client_id=test&state=${state}`,
    exchangeCode: async (code) => {
      const result = accounts.get(code);
      if (!result) throw new Error('unknown code');
      if (result instanceof Error) throw result;
      return result;
    },
  };
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed: 'none', google });
  });
  afterAll(() => test.close());

  async function start() {
    const answer = await test.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(answer.statusCode).toBe(302);
    const location = new URL(answer.headers.location as string);
    const state = location.searchParams.get('state') ?? '';
    const cookie = String(answer.headers['set-cookie']).split(';')[0] ?? '';
    return { location, state, cookie };
  }

  async function callback(code: string, state: string, cookie: string) {
    return test.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`,
      headers: { cookie },
    });
  }

  /** The one-time code of the callback's redirect to /token-handler. */
  function signInCodeOf(answer: { headers: Record<string, unknown> }): string {
    const target = new URL(answer.headers.location as string);
    expect(target.pathname).toBe('/token-handler');
    return target.searchParams.get('code') ?? '';
  }

  /** POST /api/auth/google/session, as the web page sends it, with or without the state cookie. */
  async function exchange(code: string, cookie?: string) {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/auth/google/session',
      payload: { code },
      headers: cookie ? { cookie } : {},
    });
    return { status: answer.statusCode, body: answer.json(), setCookie: answer.headers['set-cookie'] };
  }

  /** The whole flow in one browser: start, Google's callback, the exchange; answers the token. */
  async function signIn(googleCode: string): Promise<string> {
    const { state, cookie } = await start();
    const code = signInCodeOf(await callback(googleCode, state, cookie));
    const session = await exchange(code, cookie);
    expect(session.status).toBe(200);
    return String(session.body.token);
  }

  it('redirects to Google with a state bound to an HttpOnly cookie', async () => {
    const { location, state, cookie } = await start();
    expect(location.host).toBe('accounts.google.com');
    expect(state.length).toBeGreaterThan(20);
    expect(cookie).toBe(`google_oauth_state=${state}`);
  });

  it('creates an account; the browser that started exchanges the one-time code for a working token', async () => {
    accounts.set('code-new', {
      sub: 'g-1',
      email: 'Nueva.Persona@gmail.com',
      emailVerified: true,
      name: 'Nueva Persona',
      picture: null,
    });
    const token = await signIn('code-new');
    const profile = await get(test.app, '/api/users/profile', token);
    expect(profile.body).toMatchObject({
      email: 'nueva.persona@gmail.com',
      fullName: 'Nueva Persona',
      hasGoogle: true,
      role: null,
    });
    expect(profile.body.username).toMatch(/^nueva\.persona/);

    const secondToken = await signIn('code-new');
    expect((await get(test.app, '/api/users/profile', secondToken)).body._id).toBe(profile.body._id);
  });

  it('puts no token in the URL: a one-time code, whose exchange needs the state cookie (issue 18)', async () => {
    accounts.set('code-once', { sub: 'g-5', email: 'una@gmail.com', emailVerified: true, name: null, picture: null });
    const { state, cookie } = await start();
    const answer = await callback('code-once', state, cookie);
    const target = new URL(answer.headers.location as string);
    expect([...target.searchParams.keys()]).toEqual(['code']);
    // The state cookie lives on only as long as the code.
    expect(String(answer.headers['set-cookie'])).toMatch(new RegExp(`^google_oauth_state=${state}; .*Max-Age=120;`));
    const code = signInCodeOf(answer);

    const session = await exchange(code, cookie);
    expect(session.status).toBe(200);
    expect(session.body.message).toBe('Inicio de sesión exitoso');
    expect(String(session.setCookie)).toMatch(/^google_oauth_state=; .*Max-Age=0;/);
    // Once only.
    expect(await exchange(code, cookie)).toMatchObject({
      status: 400,
      body: { error: 'La sesión de inicio con Google ha caducado. Inténtalo de nuevo.' },
    });
  });

  it("does not sign in another browser with an attacker's code (login CSRF)", async () => {
    accounts.set('code-attacker', {
      sub: 'g-6',
      email: 'atacante@gmail.com',
      emailVerified: true,
      name: null,
      picture: null,
    });
    const attacker = await start();
    const code = signInCodeOf(await callback('code-attacker', attacker.state, attacker.cookie));
    // The victim's browser: no state cookie, or the one of its own sign-in under way.
    expect((await exchange(code)).status).toBe(400);
    const victim = await start();
    const refused = await exchange(code, victim.cookie);
    expect(refused.status).toBe(400);
    expect(refused.setCookie).toBeUndefined();
    // The code was used up by the first try: even its own browser cannot use it now.
    expect((await exchange(code, attacker.cookie)).status).toBe(400);
  });

  it('refuses a code after two minutes', async () => {
    accounts.set('code-late', { sub: 'g-7', email: 'tarde@gmail.com', emailVerified: true, name: null, picture: null });
    const { state, cookie } = await start();
    const code = signInCodeOf(await callback('code-late', state, cookie));
    test.clock.advance(121_000);
    expect((await exchange(code, cookie)).status).toBe(400);
  });

  it('links an existing account with the same email', async () => {
    const account = await createAccount(test);
    accounts.set('code-link', {
      sub: 'g-2',
      email: account.form.email,
      emailVerified: true,
      name: null,
      picture: null,
    });
    const token = await signIn('code-link');
    expect((await get(test.app, '/api/users/profile', token)).body).toMatchObject({
      _id: account.user._id,
      hasGoogle: true,
    });
  });

  it('links no account that only asked to change its email to the Google one (issue 18)', async () => {
    const squatter = await createAccount(test);
    const email = 'victima.google@gmail.com';
    const asked = await put(
      test.app,
      '/api/users/email',
      { email, currentPassword: squatter.form.password },
      squatter.token,
    );
    expect(asked.status).toBe(200);
    accounts.set('code-victim', { sub: 'g-victim', email, emailVerified: true, name: null, picture: null });
    const token = await signIn('code-victim');
    const profile = (await get(test.app, '/api/users/profile', token)).body;
    expect(profile._id).not.toBe(squatter.user._id);
    expect(profile).toMatchObject({ email, hasGoogle: true });
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    accounts.set('code-x', { sub: 'g-3', email: 'x@gmail.com', emailVerified: true, name: null, picture: null });
    const { cookie } = await start();
    const answer = await callback('code-x', 'otro-estado', cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('La sesión de inicio con Google ha caducado. Inténtalo de nuevo.');
    const noCookie = await test.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=code-x&state=abc' });
    expect(noCookie.statusCode).toBe(400);
  });

  it('refuses denied sign-ins, failed exchanges and unverified emails', async () => {
    const denied = await test.app.inject({ method: 'GET', url: '/api/auth/google/callback?error=access_denied' });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().error).toBe('No se pudo iniciar sesión con Google. Inténtalo de nuevo.');

    accounts.set('code-fail', new Error('network down'));
    const failing = await start();
    const failed = await callback('code-fail', failing.state, failing.cookie);
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error).toBe('No se pudo iniciar sesión con Google. Inténtalo de nuevo.');

    accounts.set('code-unverified', {
      sub: 'g-4',
      email: 'sin@gmail.com',
      emailVerified: false,
      name: null,
      picture: null,
    });
    const unverified = await start();
    const refused = await callback('code-unverified', unverified.state, unverified.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Tu cuenta de Google no tiene un email verificado.');
  });
});
