// Limits on sign-in, code mails, code checks and credential changes (issue 6, finding 2),
// per client address and per account or email, in memory and in Redis (TEST_REDIS_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/http/rate-limits';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, lastCode, registrationForm, someAddress, type Answer } from './helpers';

const stores = ['memory', ...(process.env.TEST_REDIS_URL ? ['redis'] : [])];

describe.each(stores)('rate limits, counted in %s', (store) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed: 'none', redisUrl: store === 'redis' ? process.env.TEST_REDIS_URL : undefined });
  });
  afterAll(() => test.close());

  const post = (url: string, body: object, from = someAddress(), token?: string) =>
    call(test.app, 'POST', url, body, token, from);
  const put = (url: string, body: object, token: string, from = someAddress()) =>
    call(test.app, 'PUT', url, body, token, from);

  /** Sends the same request `times` times; answers the statuses in order. */
  async function repeat(times: number, send: (attempt: number) => Promise<Answer>): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt++) statuses.push((await send(attempt)).status);
    return statuses;
  }

  function expectRefusedWithRetryAfter(answer: Answer): void {
    expect(answer.status).toBe(429);
    expect(answer.body.error).toMatch(/^Demasiados intentos\. Espera \d+ minutos? antes de volver a intentarlo\.$/);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('does not let wrong passwords from 10 other addresses keep the owner out (issue 18)', async () => {
    const { form } = await createAccount(test);
    const wrong = await repeat(10, () => post('/api/auth/login', { email: form.email, password: 'NoEsEsta1' }));
    expect(wrong).toEqual(Array(10).fill(401));
    expect((await post('/api/auth/login', { email: form.email, password: form.password })).status).toBe(200);
  });

  it('refuses even the right password from an address after 10 wrong ones from it for that email', async () => {
    const { form } = await createAccount(test);
    const from = someAddress();
    const wrong = await repeat(10, () => post('/api/auth/login', { email: form.email, password: 'NoEsEsta1' }, from));
    expect(wrong).toEqual(Array(10).fill(401));
    expectRefusedWithRetryAfter(await post('/api/auth/login', { email: form.email, password: form.password }, from));
    // The owner elsewhere, and another account from that address, still sign in.
    expect((await post('/api/auth/login', { email: form.email, password: form.password })).status).toBe(200);
    const other = await createAccount(test);
    const otherLogin = await post('/api/auth/login', { email: other.form.email, password: other.form.password }, from);
    expect(otherLogin.status).toBe(200);
  });

  it('refuses even the right password after 100 wrong ones for an email within the hour, from any addresses', async () => {
    const { form } = await createAccount(test);
    // Ten wrong passwords from each of ten addresses: no address reaches its own limit.
    const addresses = Array.from({ length: 10 }, () => someAddress());
    const early = await repeat(99, (attempt) =>
      post('/api/auth/login', { email: form.email, password: 'NoEsEsta1' }, addresses[attempt % addresses.length]),
    );
    expect(early).toEqual(Array(99).fill(401));
    // After 99 the owner still gets in; the 100th fills the hour's ceiling.
    expect((await post('/api/auth/login', { email: form.email, password: form.password })).status).toBe(200);
    expect((await post('/api/auth/login', { email: form.email, password: 'NoEsEsta1' }, addresses[9])).status).toBe(
      401,
    );
    expectRefusedWithRetryAfter(await post('/api/auth/login', { email: form.email, password: form.password }));
    const other = await createAccount(test);
    expect((await post('/api/auth/login', { email: other.form.email, password: other.form.password })).status).toBe(
      200,
    );
  });

  it('counts only wrong passwords against an account', async () => {
    const { form } = await createAccount(test);
    const from = someAddress();
    const right = await repeat(LIMITS.login.perSubjectAndAddress.max + 2, () =>
      post('/api/auth/login', { email: form.email, password: form.password }, from),
    );
    expect(right.every((status) => status === 200)).toBe(true);
  });

  it('lets one address sign in successfully more than 50 times (a school behind one router)', async () => {
    const from = someAddress();
    const { form } = await createAccount(test);
    const statuses = await repeat(LIMITS.login.perAddress.max + 5, () =>
      post('/api/auth/login', { email: form.email, password: form.password }, from),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('stops one address after 50 failed sign-ins, whatever the accounts', async () => {
    const from = someAddress();
    const statuses = await repeat(LIMITS.login.perAddress.max + 1, (attempt) =>
      post('/api/auth/login', { email: `nadie${attempt}@ejemplo.es`, password: 'NoEsEsta1' }, from),
    );
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses[50]).toBe(429);
  });

  it('mails at most 5 recovery codes per email an hour', async () => {
    const { form } = await createAccount(test);
    const statuses = await repeat(20, () => post('/api/auth/forgot-password', { email: form.email }));
    await test.settled();
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.passwordResetMail.perSubject.max);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    expect(test.mailer.outbox(form.email).filter((mail) => mail.subject === 'Recupera tu contraseña')).toHaveLength(5);
    // Unknown emails are limited alike: the limit tells nothing about which accounts exist.
    const unknown = await repeat(6, () => post('/api/auth/forgot-password', { email: 'desconocida@ejemplo.es' }));
    expect(unknown).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('mails at most 5 registration codes per email an hour, sends and resends together', async () => {
    const form = registrationForm();
    const sends = await repeat(2, () => post('/api/auth/send-verification-code-pre-registration', form));
    const resends = await repeat(38, () => post('/api/auth/resend-code-pre-registration', { email: form.email }));
    expect([...sends, ...resends].filter((status) => status === 200)).toHaveLength(5);
    expect(test.mailer.outbox(form.email)).toHaveLength(5);
  });

  it('stops one address after 10 registration mails an hour', async () => {
    const from = someAddress();
    const statuses = await repeat(LIMITS.registrationMail.perAddress.max + 1, () =>
      post('/api/auth/send-verification-code-pre-registration', registrationForm(), from),
    );
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('limits code checks per email', async () => {
    const form = registrationForm();
    await post('/api/auth/send-verification-code-pre-registration', form);
    const code = lastCode(test, form.email);
    const checks = await repeat(LIMITS.codeCheck.perSubject.max + 1, () =>
      post('/api/auth/verify-forgot-code', { email: form.email, code }),
    );
    expect(checks.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(checks[20]).toBe(429);
  });

  it('limits password and email changes per account', async () => {
    const account = await createAccount(test);
    const wrong = { currentPassword: 'NoEsEsta1', newPassword: 'NuevaClave1', confirmPassword: 'NuevaClave1' };
    const statuses = await repeat(LIMITS.credentialChange.perSubject.max + 1, () =>
      put('/api/users/change-password', wrong, account.token),
    );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const email = { email: 'otra@ejemplo.es', currentPassword: account.form.password };
    expect((await put('/api/users/email', email, account.token)).status).toBe(429);
  });

  describe('the client address', () => {
    const wrongLogins = (count: number, headers: Record<string, string>, remoteAddress: string) =>
      repeat(count, async (attempt) => {
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `alguien${attempt}@ejemplo.es`, password: 'NoEsEsta1' },
          headers,
          remoteAddress,
        });
        return { status: response.statusCode, body: {}, headers: response.headers };
      });

    it('is the browser’s, as the gateway (on loopback) passes it in X-Forwarded-For', async () => {
      const gateway = '127.0.0.1';
      const browser = { 'x-forwarded-for': '198.51.100.7' };
      expect((await wrongLogins(51, browser, gateway)).at(-1)).toBe(429);
      // Another browser behind the same gateway is somebody else.
      expect(await wrongLogins(1, { 'x-forwarded-for': '198.51.100.8' }, gateway)).toEqual([401]);
    });

    it('is the connection’s own when anybody else claims to forward for someone', async () => {
      const stranger = someAddress();
      const claims = await wrongLogins(51, {}, stranger);
      expect(claims.at(-1)).toBe(429);
      expect(await wrongLogins(1, { 'x-forwarded-for': '198.51.100.9' }, stranger)).toEqual([429]);
    });
  });
});
