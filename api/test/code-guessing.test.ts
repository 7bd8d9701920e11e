// Guessing codes (issue 6, finding 1): wrong codes are counted per email across new codes,
// so asking for a fresh code every 5 tries no longer buys more guesses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WRONG_PER_EMAIL } from '../src/services/codes';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, lastCode, post, registrationForm, wrongCode, type Answer } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

const LOCKED =
  /^Has introducido demasiados códigos incorrectos\. Por seguridad, espera (\d+) minutos? antes de volver a intentarlo\.$/;

function expectLocked(answer: Answer, minutes: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body.error).toMatch(LOCKED);
  expect(Number(LOCKED.exec(answer.body.error as string)?.[1])).toBe(minutes);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan((minutes - 1) * 60);
}

describe('password recovery codes', () => {
  const ask = async (email: string) => {
    expect((await post(test.app, '/api/auth/forgot-password', { email })).status).toBe(200);
    await test.settled();
    return lastCode(test, email);
  };
  const guess = (email: string, code: string) => post(test.app, '/api/auth/verify-forgot-code', { email, code });

  it('refuses every code of an email after 10 wrong ones in an hour, new codes included', async () => {
    const { form } = await createAccount(test);
    // Four wrong guesses per code, then a new code: the old model allowed this forever.
    let code = '';
    for (const tries of [4, 4, 1]) {
      code = await ask(form.email);
      for (let attempt = 0; attempt < tries; attempt++) {
        expect((await guess(form.email, wrongCode(code))).body.error).toBe('Código incorrecto.');
      }
    }
    expectLocked(await guess(form.email, wrongCode(code)), 60);
    // The right code of a fresh mail is refused too, and cannot reset the password.
    const fresh = await ask(form.email);
    expectLocked(await guess(form.email, fresh), 60);
    const reset = { email: form.email, code: fresh, newPassword: 'Robada2026!' };
    expect((await post(test.app, '/api/auth/reset-password', reset)).status).toBe(429);

    test.clock.advance(30 * 60 * 1000);
    expectLocked(await guess(form.email, fresh), 30);
    test.clock.advance(30 * 60 * 1000);
    const later = await ask(form.email);
    expect((await guess(form.email, later)).status).toBe(200);
  });

  it('lets the owner in after 9 wrong codes in an hour', async () => {
    const { form } = await createAccount(test);
    for (const tries of [5, MAX_WRONG_PER_EMAIL - 1 - 5]) {
      const code = await ask(form.email);
      for (let attempt = 0; attempt < tries; attempt++) await guess(form.email, wrongCode(code));
    }
    expect((await guess(form.email, await ask(form.email))).status).toBe(200);
  });
});

describe('registration codes', () => {
  it('refuses every code of an email after 10 wrong ones in an hour, resends included', async () => {
    const form = registrationForm();
    await post(test.app, '/api/auth/send-verification-code-pre-registration', form);
    const verify = (code: string) =>
      post(test.app, '/api/auth/verify-code-pre-registration', { email: form.email, code });
    for (const tries of [5, 5]) {
      const code = lastCode(test, form.email);
      for (let attempt = 0; attempt < tries; attempt++) await verify(wrongCode(code));
      await post(test.app, '/api/auth/resend-code-pre-registration', { email: form.email });
    }
    expectLocked(await verify(lastCode(test, form.email)), 60);
  });
});
