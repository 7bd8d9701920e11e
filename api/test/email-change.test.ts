// An email change waits for a code mailed to the new address (issue 18, point 5): until the
// code is entered, the account keeps its email, so nobody can take an address they cannot read,
// nor the operator rights or the Google sign-in that follow an address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, lastCode, post, put, refusal, registrationForm, wrongCode } from './helpers';

const ASK = '/api/users/email';
const CONFIRM = '/api/users/email/confirm';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

type Account = Awaited<ReturnType<typeof createAccount>>;

const ask = (account: Account, email: string) =>
  put(test.app, ASK, { email, confirmEmail: email, currentPassword: account.form.password }, account.token);
const profileOf = async (token: string) => (await get(test.app, '/api/users/profile', token)).body;
const freshAddress = () => registrationForm().email;

describe('asking for a new email', () => {
  it('mails a code to the new address and a notice to the old one; the email stays as it was', async () => {
    const account = await createAccount(test);
    const email = freshAddress();
    const answer = await ask(account, email.toUpperCase());
    expect(answer).toMatchObject({
      status: 200,
      body: {
        success: true,
        email,
        message: `Te hemos enviado un código de verificación a ${email}. Introdúcelo para confirmar el cambio.`,
      },
    });
    expect(answer.body.token).toBeUndefined();
    const [codeMail] = test.mailer.outbox(email);
    expect(codeMail).toMatchObject({ subject: 'Confirma tu nuevo email', code: expect.stringMatching(/^\d{6}$/) });
    const [notice] = test.mailer.outbox(account.form.email);
    expect(notice?.subject).toBe('Se ha pedido cambiar el email de tu cuenta');
    expect(notice?.text).toContain(email);
    expect(notice?.code).toBeNull();
    // Nothing changed yet: the same token, the same email, signing in with it.
    expect((await profileOf(account.token)).email).toBe(account.form.email);
    const login = await post(test.app, '/api/auth/login', {
      email: account.form.email,
      password: account.form.password,
    });
    expect(login.status).toBe(200);
    expect((await post(test.app, '/api/auth/login', { email, password: account.form.password })).status).toBe(401);
  });

  it('still asks for the current password, and refuses the address the account has', async () => {
    const account = await createAccount(test);
    const noPassword = await put(test.app, ASK, { email: freshAddress() }, account.token);
    expect(refusal(noPassword)).toEqual({
      status: 400,
      error: 'Debes ingresar tu contraseña actual.',
      field: 'currentPassword',
    });
    expect(refusal(await ask(account, account.form.email.toUpperCase()))).toEqual({
      status: 400,
      error: 'Ese ya es el email de tu cuenta.',
      field: 'email',
    });
  });

  it('answers an address another account has as a free one: its owner gets a notice, the code never works', async () => {
    const account = await createAccount(test);
    const owner = await createAccount(test);
    const taken = await ask(account, owner.form.email);
    const free = await ask(await createAccount(test), freshAddress());
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    const [notice] = test.mailer.outbox(owner.form.email);
    expect(notice).toMatchObject({ subject: 'Alguien ha intentado usar tu email en otra cuenta', code: null });
    // Every code is as wrong as for a free address whose code was not read.
    const guess = await post(test.app, CONFIRM, { code: '000000' }, account.token);
    expect(refusal(guess)).toEqual({ status: 400, error: 'Código incorrecto.', field: 'code' });
    expect((await profileOf(account.token)).email).toBe(account.form.email);
  });
});

describe('confirming with the code', () => {
  it('changes the email: a new token, every older one ended, the new address signs in', async () => {
    const account = await createAccount(test);
    const email = freshAddress();
    await ask(account, email);
    const answer = await post(test.app, CONFIRM, { code: ` ${lastCode(test, email)} ` }, account.token);
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: 'Email actualizado con éxito', email },
    });
    expect((await get(test.app, '/api/users/profile', account.token)).status).toBe(401);
    expect((await profileOf(answer.body.token as string)).email).toBe(email);
    expect((await post(test.app, '/api/auth/login', { email, password: account.form.password })).status).toBe(200);
  });

  it('refuses wrong codes like the other codes: after 5 even the right one', async () => {
    const account = await createAccount(test);
    const email = freshAddress();
    await ask(account, email);
    const code = lastCode(test, email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(refusal(await post(test.app, CONFIRM, { code: wrongCode(code) }, account.token)).error).toBe(
        'Código incorrecto.',
      );
    }
    expect(refusal(await post(test.app, CONFIRM, { code }, account.token))).toEqual({
      status: 400,
      error: 'Has superado el número máximo de intentos. Solicita un nuevo código.',
      field: 'code',
    });
    expect((await profileOf(account.token)).email).toBe(account.form.email);
  });

  it('refuses an expired code (valid 10 minutes), a malformed one, and a confirmation nothing asked for', async () => {
    const account = await createAccount(test);
    expect(refusal(await post(test.app, CONFIRM, { code: '123456' }, account.token))).toEqual({
      status: 400,
      error: 'No hay ningún cambio de email pendiente. Vuelve a pedirlo.',
      field: 'code',
    });
    const email = freshAddress();
    await ask(account, email);
    expect(refusal(await post(test.app, CONFIRM, { code: '12345' }, account.token)).error).toBe(
      'El código debe tener 6 dígitos.',
    );
    test.clock.advance(10 * 60 * 1000 + 1000);
    expect(refusal(await post(test.app, CONFIRM, { code: lastCode(test, email) }, account.token)).error).toBe(
      'El código ha caducado. Solicita uno nuevo.',
    );
  });

  it('applies only the latest address asked for', async () => {
    const account = await createAccount(test);
    const first = freshAddress();
    const second = freshAddress();
    await ask(account, first);
    await ask(account, second);
    const stale = await post(test.app, CONFIRM, { code: lastCode(test, first) }, account.token);
    expect(stale.status).toBe(400);
    const answer = await post(test.app, CONFIRM, { code: lastCode(test, second) }, account.token);
    expect(answer.body.email).toBe(second);
  });

  it('needs a token', async () => {
    expect((await post(test.app, CONFIRM, { code: '123456' })).status).toBe(401);
  });
});

describe('what follows an address', () => {
  it('an address asked for but not confirmed stays free: its owner can still register it', async () => {
    const squatter = await createAccount(test);
    const email = freshAddress();
    await ask(squatter, email);
    const owner = registrationForm({ email });
    expect((await post(test.app, '/api/auth/send-verification-code-pre-registration', owner)).status).toBe(200);
    const verified = await post(test.app, '/api/auth/verify-code-pre-registration', {
      email,
      code: lastCode(test, email),
    });
    expect(verified.status).toBe(201);
  });

  it('gives no operator rights before the operator address is confirmed', async () => {
    const account = await createAccount(test);
    await ask(account, 'operador@demo.es');
    expect((await profileOf(account.token)).isOperator).toBe(false);
    expect((await get(test.app, '/api/moderation/professionals', account.token)).status).toBe(403);
  });
});
