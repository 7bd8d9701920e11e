// Password recovery: forgot-password, verify-forgot-code, reset-password (part 1 §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, lastCode, post, refusal, wrongCode } from './helpers';

const FORGOT = '/api/auth/forgot-password';
const VERIFY = '/api/auth/verify-forgot-code';
const RESET = '/api/auth/reset-password';
const SENT = 'Email enviado. Revisa tu bandeja para el código.';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

async function accountWithResetCode() {
  const account = await createAccount(test);
  expect((await post(test.app, FORGOT, { email: account.form.email })).body.message).toBe(SENT);
  await test.settled(); // the mail goes out after the answer
  return { email: account.form.email, code: lastCode(test, account.form.email), password: account.form.password };
}

describe('forgot-password', () => {
  it('answers the same for known and unknown emails, and mails only known ones', async () => {
    const account = await createAccount(test);
    const known = await post(test.app, FORGOT, { email: account.form.email.toUpperCase() });
    const unknown = await post(test.app, FORGOT, { email: 'desconocido@ejemplo.es' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: SENT });
    expect(unknown.body).toEqual(known.body);
    await test.settled();
    expect(test.mailer.outbox(account.form.email)[0]?.subject).toBe('Recupera tu contraseña');
    expect(test.mailer.outbox('desconocido@ejemplo.es')).toHaveLength(0);
  });

  it('refuses a malformed or missing email', async () => {
    expect(refusal(await post(test.app, FORGOT, { email: 'arroba' }))).toEqual({
      status: 400,
      error: 'Introduce un email válido.',
      field: 'email',
    });
    expect((await post(test.app, FORGOT, {})).body.error).toBe('Completa todos los campos para continuar');
  });
});

describe('verify-forgot-code', () => {
  it('accepts the right code without using it up', async () => {
    const { email, code } = await accountWithResetCode();
    expect((await post(test.app, VERIFY, { email, code })).body).toEqual({ message: 'Código verificado.' });
    expect((await post(test.app, VERIFY, { email, code })).status).toBe(200);
    expect((await post(test.app, RESET, { email, code, newPassword: 'NuevaClave1' })).status).toBe(200);
  });

  it('refuses a wrong code, and an unknown email in the same words', async () => {
    const { email, code } = await accountWithResetCode();
    const wrong = await post(test.app, VERIFY, { email, code: wrongCode(code) });
    const unknown = await post(test.app, VERIFY, { email: 'nadie@ejemplo.es', code });
    expect(refusal(wrong)).toEqual({ status: 400, error: 'Código incorrecto.', field: 'code' });
    expect(refusal(unknown)).toEqual(refusal(wrong));
  });

  it('refuses an expired code', async () => {
    const { email, code } = await accountWithResetCode();
    test.clock.advance(10 * 60 * 1000 + 1);
    expect((await post(test.app, VERIFY, { email, code })).body.error).toBe(
      'El código ha caducado. Solicita uno nuevo.',
    );
  });

  it('refuses the sixth try even with the right code', async () => {
    const { email, code } = await accountWithResetCode();
    for (let attempt = 0; attempt < 5; attempt++) await post(test.app, VERIFY, { email, code: wrongCode(code) });
    expect((await post(test.app, VERIFY, { email, code })).body.error).toBe(
      'Has superado el número máximo de intentos. Solicita un nuevo código.',
    );
    expect((await post(test.app, RESET, { email, code, newPassword: 'NuevaClave1' })).status).toBe(400);
  });
});

describe('reset-password', () => {
  it('sets the new password and uses the code up', async () => {
    const { email, code, password } = await accountWithResetCode();
    const answer = await post(test.app, RESET, { email, code, newPassword: 'NuevaClave1' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Contraseña actualizada exitosamente.');
    expect((await post(test.app, '/api/auth/login', { email, password })).status).toBe(401);
    expect((await post(test.app, '/api/auth/login', { email, password: 'NuevaClave1' })).status).toBe(200);
    const again = await post(test.app, RESET, { email, code, newPassword: 'OtraClave22' });
    expect(refusal(again)).toEqual({
      status: 400,
      error: 'Este código ya se ha utilizado. Solicita uno nuevo.',
      field: 'code',
    });
  });

  it('refuses a wrong or expired code and keeps the old password', async () => {
    const { email, code, password } = await accountWithResetCode();
    expect((await post(test.app, RESET, { email, code: wrongCode(code), newPassword: 'NuevaClave1' })).body.error).toBe(
      'Código incorrecto.',
    );
    test.clock.advance(11 * 60 * 1000);
    expect((await post(test.app, RESET, { email, code, newPassword: 'NuevaClave1' })).body.error).toBe(
      'El código ha caducado. Solicita uno nuevo.',
    );
    expect((await post(test.app, '/api/auth/login', { email, password })).status).toBe(200);
  });

  it('checks the new password before the code, without spending a try', async () => {
    const { email, code } = await accountWithResetCode();
    const short = await post(test.app, RESET, { email, code, newPassword: 'corta' });
    expect(refusal(short)).toEqual({
      status: 400,
      error: 'La contraseña debe tener al menos 8 caracteres.',
      field: 'newPassword',
    });
    const differ = await post(test.app, RESET, {
      email,
      code,
      newPassword: 'NuevaClave1',
      confirmPassword: 'NuevaClave2',
    });
    expect(refusal(differ)).toEqual({ status: 400, error: 'Las contraseñas no coinciden.', field: 'confirmPassword' });
    const missing = await post(test.app, RESET, { email, code });
    expect(refusal(missing)).toEqual({
      status: 400,
      error: 'Completa todos los campos para continuar',
      field: 'newPassword',
    });
    expect(
      (await post(test.app, RESET, { email, code, newPassword: 'NuevaClave1', confirmPassword: 'NuevaClave1' })).status,
    ).toBe(200);
  });

  it('a new forgot-password mail replaces the previous code', async () => {
    const { email, code } = await accountWithResetCode();
    await post(test.app, FORGOT, { email });
    await test.settled();
    const newer = lastCode(test, email);
    if (newer !== code) expect((await post(test.app, VERIFY, { email, code })).body.error).toBe('Código incorrecto.');
    expect((await post(test.app, VERIFY, { email, code: newer })).status).toBe(200);
  });
});
