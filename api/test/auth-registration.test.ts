// Sign-up with an emailed code (part 1 §5 and §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { get, lastCode, post, refusal, registrationForm, wrongCode } from './helpers';

const SEND = '/api/auth/send-verification-code-pre-registration';
const VERIFY = '/api/auth/verify-code-pre-registration';
const RESEND = '/api/auth/resend-code-pre-registration';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

describe('send-verification-code-pre-registration', () => {
  it('mails a 6-digit code and creates no account yet', async () => {
    const form = registrationForm();
    const answer = await post(test.app, SEND, form);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Código de verificación enviado. Revisa tu email.');
    const [mail] = test.mailer.outbox(form.email);
    expect(mail?.subject).toBe('Tu código de verificación');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code);
    const login = await post(test.app, '/api/auth/login', { email: form.email, password: form.password });
    expect(login.status).toBe(401);
  });

  it.each(['username', 'email', 'password', 'confirmPassword', 'acceptedTerms'])(
    'refuses a form without %s',
    async (field) => {
      const form: Record<string, unknown> = registrationForm();
      delete form[field];
      expect(refusal(await post(test.app, SEND, form))).toEqual({
        status: 400,
        error: 'Completa todos los campos para continuar',
        field,
      });
    },
  );

  it('refuses empty fields and unaccepted terms', async () => {
    expect((await post(test.app, SEND, registrationForm({ username: '  ' }))).body.error).toBe(
      'Completa todos los campos para continuar',
    );
    expect(refusal(await post(test.app, SEND, registrationForm({ acceptedTerms: false })))).toEqual({
      status: 400,
      error: 'Completa todos los campos para continuar',
      field: 'acceptedTerms',
    });
  });

  it('refuses a body that is not a form', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: SEND,
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'El cuerpo de la solicitud no es un JSON válido.' });
    const empty = await test.app.inject({ method: 'POST', url: SEND });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Completa todos los campos para continuar');
  });

  it('refuses a field of the wrong type naming it', async () => {
    expect(refusal(await post(test.app, SEND, registrationForm({ username: { nombre: 'ana' } })))).toEqual({
      status: 400,
      error: 'El campo "username" debe ser un texto.',
      field: 'username',
    });
  });

  it('refuses usernames with spaces', async () => {
    expect(refusal(await post(test.app, SEND, registrationForm({ username: 'ana maria' })))).toEqual({
      status: 400,
      error: 'El nombre de usuario no puede contener espacios',
      field: 'username',
    });
  });

  it('refuses a 21-character username and accepts 20', async () => {
    const long = 'a'.repeat(21);
    expect(refusal(await post(test.app, SEND, registrationForm({ username: long })))).toEqual({
      status: 400,
      error: 'El nombre de usuario debe tener máximo 20 caracteres',
      field: 'username',
    });
    const twenty = `b${Date.now()}`.padEnd(20, 'x').slice(0, 20);
    expect((await post(test.app, SEND, registrationForm({ username: twenty }))).status).toBe(200);
  });

  it('refuses usernames that cannot go in a URL', async () => {
    expect((await post(test.app, SEND, registrationForm({ username: 'ana/maria' }))).body.error).toBe(
      'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
    );
  });

  it('refuses different passwords', async () => {
    expect(refusal(await post(test.app, SEND, registrationForm({ confirmPassword: 'Otra1234!' })))).toEqual({
      status: 400,
      error: 'Las contraseñas no coinciden',
      field: 'confirmPassword',
    });
  });

  it('refuses short passwords and malformed emails', async () => {
    const short = await post(test.app, SEND, registrationForm({ password: 'corta', confirmPassword: 'corta' }));
    expect(refusal(short)).toEqual({
      status: 400,
      error: 'La contraseña debe tener al menos 8 caracteres.',
      field: 'password',
    });
    const email = await post(test.app, SEND, registrationForm({ email: 'no-es-un-email' }));
    expect(refusal(email)).toEqual({ status: 400, error: 'Introduce un email válido.', field: 'email' });
  });

  it('refuses a taken username, whatever the case', async () => {
    const first = registrationForm();
    await post(test.app, SEND, first);
    await post(test.app, VERIFY, { email: first.email, code: lastCode(test, first.email) });

    const sameName = await post(test.app, SEND, registrationForm({ username: first.username.toUpperCase() }));
    expect(refusal(sameName)).toEqual({
      status: 409,
      error: 'Este nombre de usuario ya está en uso.',
      field: 'username',
    });
  });
});

// Issue 18, point 8: registration must not tell who has an account (recovery does not either).
describe('registering with an address that already has an account', () => {
  async function registered() {
    const first = registrationForm();
    await post(test.app, SEND, first);
    await post(test.app, VERIFY, { email: first.email, code: lastCode(test, first.email) });
    return first;
  }

  it('answers as for a fresh address and mails the owner a notice, never a code', async () => {
    const first = await registered();
    const known = await post(test.app, SEND, registrationForm({ email: first.email.toUpperCase() }));
    const fresh = await post(test.app, SEND, registrationForm());
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    const [notice] = test.mailer.outbox(first.email);
    expect(notice?.subject).toBe('Alguien ha intentado registrarse con tu email');
    expect(notice?.code).toBeNull();
    expect(notice?.text).toContain('inicia sesión');
    expect(notice?.text).toContain('recupera tu contraseña');
    // A resend answers alike and mails the notice again, not a code.
    const resent = await post(test.app, RESEND, { email: first.email });
    expect(resent).toMatchObject({ status: 200, body: { message: 'Código reenviado exitosamente.' } });
    expect(
      test.mailer
        .outbox(first.email)
        .slice(0, 2)
        .map((mail) => mail.code),
    ).toEqual([null, null]);
  });

  it('refuses codes for it exactly as for a fresh address: wrong, then too many tries', async () => {
    const first = await registered();
    const fresh = registrationForm();
    await post(test.app, SEND, registrationForm({ email: first.email }));
    await post(test.app, SEND, fresh);
    for (let attempt = 0; attempt < 6; attempt++) {
      const known = await post(test.app, VERIFY, { email: first.email, code: '000000' });
      const other = await post(test.app, VERIFY, { email: fresh.email, code: wrongCode(lastCode(test, fresh.email)) });
      expect(refusal(known)).toEqual(refusal(other));
    }
  });

  it('does not tell a registered address by its used code: verifying unasked answers as for a stranger', async () => {
    const first = await registered();
    const known = await post(test.app, VERIFY, { email: first.email, code: '123456' });
    const unknown = await post(test.app, VERIFY, { email: registrationForm().email, code: '123456' });
    expect(refusal(known)).toEqual(refusal(unknown));
  });
});

describe('verify-code-pre-registration', () => {
  async function pendingForm() {
    const form = registrationForm();
    expect((await post(test.app, SEND, form)).status).toBe(200);
    return { form, code: lastCode(test, form.email) };
  }

  it('creates the account with the right code and answers token, user and message', async () => {
    const { form, code } = await pendingForm();
    const answer = await post(test.app, VERIFY, { email: form.email, code });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('¡Código verificado exitosamente!');
    const user = answer.body.user as Record<string, unknown>;
    expect(user).toMatchObject({ username: form.username, email: form.email, role: null, profileCompleted: false });
    const profile = await get(test.app, '/api/users/profile', answer.body.token as string);
    expect(profile.status).toBe(200);
    expect(profile.body._id).toBe(user._id);
    const login = await post(test.app, '/api/auth/login', { email: form.email, password: form.password });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong code', async () => {
    const { form, code } = await pendingForm();
    expect(refusal(await post(test.app, VERIFY, { email: form.email, code: wrongCode(code) }))).toEqual({
      status: 400,
      error: 'Código incorrecto.',
      field: 'code',
    });
  });

  it('refuses codes that are not 6 digits, and missing fields', async () => {
    const { form } = await pendingForm();
    expect((await post(test.app, VERIFY, { email: form.email, code: '12a456' })).body.error).toBe(
      'El código debe tener 6 dígitos.',
    );
    expect(refusal(await post(test.app, VERIFY, { email: form.email }))).toEqual({
      status: 400,
      error: 'Completa todos los campos para continuar',
      field: 'code',
    });
  });

  it('refuses an expired code (valid 10 minutes)', async () => {
    const { form, code } = await pendingForm();
    test.clock.advance(10 * 60 * 1000 + 1000);
    expect(refusal(await post(test.app, VERIFY, { email: form.email, code }))).toEqual({
      status: 400,
      error: 'El código ha caducado. Solicita uno nuevo.',
      field: 'code',
    });
  });

  it('accepts a code just before it expires', async () => {
    const { form, code } = await pendingForm();
    test.clock.advance(9 * 60 * 1000);
    expect((await post(test.app, VERIFY, { email: form.email, code })).status).toBe(201);
  });

  it('refuses the sixth try even with the right code', async () => {
    const { form, code } = await pendingForm();
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post(test.app, VERIFY, { email: form.email, code: wrongCode(code) });
      expect(answer.body.error).toBe('Código incorrecto.');
    }
    expect(refusal(await post(test.app, VERIFY, { email: form.email, code }))).toEqual({
      status: 400,
      error: 'Has superado el número máximo de intentos. Solicita un nuevo código.',
      field: 'code',
    });
  });

  it('accepts the right code on the fifth try', async () => {
    const { form, code } = await pendingForm();
    for (let attempt = 0; attempt < 4; attempt++)
      await post(test.app, VERIFY, { email: form.email, code: wrongCode(code) });
    expect((await post(test.app, VERIFY, { email: form.email, code })).status).toBe(201);
  });

  it('refuses a code used once already, as if there were none (a used one would tell the account exists)', async () => {
    const { form, code } = await pendingForm();
    expect((await post(test.app, VERIFY, { email: form.email, code })).status).toBe(201);
    expect(refusal(await post(test.app, VERIFY, { email: form.email, code }))).toEqual({
      status: 400,
      error: 'No hay ningún código activo para este email. Solicita uno nuevo.',
      field: 'code',
    });
  });

  it('refuses an email with no pending registration', async () => {
    expect((await post(test.app, VERIFY, { email: 'nadie@ejemplo.es', code: '123456' })).body.error).toBe(
      'No hay ningún código activo para este email. Solicita uno nuevo.',
    );
  });

  it('answers 409 when the username was taken while the code was pending', async () => {
    const first = await pendingForm();
    const second = registrationForm({ username: first.form.username.toUpperCase() });
    // The second form goes through because the first account does not exist yet.
    expect((await post(test.app, SEND, second)).status).toBe(200);
    expect((await post(test.app, VERIFY, { email: first.form.email, code: first.code })).status).toBe(201);
    const late = await post(test.app, VERIFY, { email: second.email, code: lastCode(test, second.email) });
    expect(refusal(late)).toEqual({ status: 409, error: 'Este nombre de usuario ya está en uso.', field: 'username' });
  });
});

describe('resend-code-pre-registration', () => {
  it('mails a new code that replaces the previous one', async () => {
    const form = registrationForm();
    await post(test.app, SEND, form);
    const oldCode = lastCode(test, form.email);
    const answer = await post(test.app, RESEND, { email: form.email });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Código reenviado exitosamente.');
    const newCode = lastCode(test, form.email);
    expect(test.mailer.outbox(form.email)).toHaveLength(2);
    if (oldCode !== newCode) {
      expect((await post(test.app, VERIFY, { email: form.email, code: oldCode })).body.error).toBe(
        'Código incorrecto.',
      );
    }
    expect((await post(test.app, VERIFY, { email: form.email, code: newCode })).status).toBe(201);
  });

  it('gives fresh tries and time to a resent code', async () => {
    const form = registrationForm();
    await post(test.app, SEND, form);
    const first = lastCode(test, form.email);
    for (let attempt = 0; attempt < 5; attempt++)
      await post(test.app, VERIFY, { email: form.email, code: wrongCode(first) });
    test.clock.advance(11 * 60 * 1000);
    await post(test.app, RESEND, { email: form.email });
    expect((await post(test.app, VERIFY, { email: form.email, code: lastCode(test, form.email) })).status).toBe(201);
  });

  it('answers 404 without a pending registration', async () => {
    expect(refusal(await post(test.app, RESEND, { email: 'sin-registro@ejemplo.es' }))).toEqual({
      status: 404,
      error: 'No hay ningún registro pendiente para este email.',
      field: 'email',
    });
    expect((await post(test.app, RESEND, {})).body.error).toBe('Completa todos los campos para continuar');
  });
});

describe('development outbox', () => {
  it('lists the mails to an address, newest first', async () => {
    const form = registrationForm();
    await post(test.app, SEND, form);
    await post(test.app, RESEND, { email: form.email });
    const answer = await get(test.app, `/api/dev/outbox?email=${encodeURIComponent(form.email.toUpperCase())}`);
    expect(answer.status).toBe(200);
    const mails = answer.body.mails as { to: string; subject: string; text: string; code: string; sentAt: string }[];
    expect(mails).toHaveLength(2);
    expect(mails[0]?.code).toBe(lastCode(test, form.email));
    expect(mails.every((mail) => mail.to === form.email && /^\d{6}$/.test(mail.code))).toBe(true);
    expect(Date.parse(mails[0]?.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(mails[1]?.sentAt ?? ''));
  });
});
