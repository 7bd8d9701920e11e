import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/accounts';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * The sign-up, onboarding and password-recovery flows through the mutations, with
 * codes read from the api's development outbox (seed: none).
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('none');
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];
type Session = {
  token: string | null;
  message: string | null;
  viewer: { id: string; username: string; email: string | null } | null;
  userErrors: UserErrors;
};

const latestCode = (email: string) => mailedCode(stack, email);

const account = {
  username: 'lucia_moda',
  email: 'lucia@example.com',
  password: 'Secreta#2025',
};

describe('sign-up', () => {
  let token: string;

  it('sends a code, refuses a wrong one, creates the account with the right one', async () => {
    const sent = await stack.gateway.graphql<{
      sendRegistrationCode: { sent: boolean; message: string; userErrors: UserErrors };
    }>(
      `mutation Send($input: SendRegistrationCodeInput!) { sendRegistrationCode(input: $input) { sent message userErrors { field message } } }`,
      { variables: { input: { ...account, confirmPassword: account.password, acceptedTerms: true } } },
    );
    expect(sent.data!.sendRegistrationCode).toMatchObject({ sent: true, userErrors: [] });
    expect(sent.data!.sendRegistrationCode.message).toBeTruthy();

    const code = await latestCode(account.email);
    expect(code).toMatch(/^\d{6}$/);

    const VERIFY = `mutation Verify($input: VerifyCodeInput!) {
      verifyRegistrationCode(input: $input) { token message viewer { id username email } userErrors { field message } }
    }`;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await stack.gateway.graphql<{ verifyRegistrationCode: Session }>(VERIFY, {
      variables: { input: { email: account.email, code: wrongCode } },
    });
    expect(wrong.data!.verifyRegistrationCode).toMatchObject({ token: null, viewer: null });
    expect(wrong.data!.verifyRegistrationCode.userErrors).toHaveLength(1);

    const right = await stack.gateway.graphql<{ verifyRegistrationCode: Session }>(VERIFY, {
      variables: { input: { email: account.email, code } },
    });
    const session = right.data!.verifyRegistrationCode;
    expect(session.userErrors).toEqual([]);
    expect(session.message).toBe('¡Código verificado exitosamente!');
    expect(session.viewer).toMatchObject({ username: account.username, email: account.email });
    token = session.token!;
    expect(token).toBeTruthy();
  });

  it('refuses to register the same username again (409 → userErrors)', async () => {
    const again = await stack.gateway.graphql<{ sendRegistrationCode: { sent: boolean; userErrors: UserErrors } }>(
      `mutation Send($input: SendRegistrationCodeInput!) { sendRegistrationCode(input: $input) { sent userErrors { field message } } }`,
      {
        variables: {
          input: { ...account, email: 'otra@example.com', confirmPassword: account.password, acceptedTerms: true },
        },
      },
    );
    expect(again.data!.sendRegistrationCode.sent).toBe(false);
    expect(again.data!.sendRegistrationCode.userErrors).toHaveLength(1);
  });

  it('answers a sign-up with a registered email as a fresh one (issue 18): the owner gets a notice, no code', async () => {
    const SEND = `mutation Send($input: SendRegistrationCodeInput!) { sendRegistrationCode(input: $input) { sent message userErrors { field message } } }`;
    type Sent = { sendRegistrationCode: { sent: boolean; message: string; userErrors: UserErrors } };
    const form = (username: string, email: string) => ({
      input: { username, email, password: account.password, confirmPassword: account.password, acceptedTerms: true },
    });
    const known = await stack.gateway.graphql<Sent>(SEND, { variables: form('lucia_otra', account.email) });
    const fresh = await stack.gateway.graphql<Sent>(SEND, { variables: form('lucia_nueva', 'nueva@example.com') });
    expect(known.data!.sendRegistrationCode).toEqual(fresh.data!.sendRegistrationCode);
    expect(known.data!.sendRegistrationCode.sent).toBe(true);
    const { mails } = await restGet<{ mails: { subject: string; code: string | null }[] }>(
      stack.api.url,
      `/api/dev/outbox?email=${encodeURIComponent(account.email)}`,
    );
    expect(mails[0]).toMatchObject({ subject: 'Alguien ha intentado registrarse con tu email', code: null });
  });

  it('shows the new account as viewer, email included', async () => {
    const answer = await stack.gateway.graphql(
      `{ viewer { username email role creativeType profileCompleted displayName } }`,
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      viewer: {
        username: account.username,
        email: account.email,
        role: null,
        creativeType: null,
        profileCompleted: false,
        displayName: account.username,
      },
    });
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });

  it('walks the onboarding steps with updateProfile, enums in and out', async () => {
    const UPDATE = `mutation Update($input: UpdateProfileInput!) {
      updateProfile(input: $input) { user { role creativeType fullName city dateOfBirth displayName profileCompleted } userErrors { field message } }
    }`;
    const steps = [
      { role: 'CREATIVE' },
      { creativeType: 'STYLIST' },
      { fullName: 'Lucía Pérez', dateOfBirth: '1998-04-12', country: 'España', city: 'Sevilla' },
      { referralSource: 'Redes sociales' },
      { formationType: 'Me he formado por mi cuenta', profileCompleted: true },
    ];
    for (const input of steps) {
      const answer = await stack.gateway.graphql<{ updateProfile: { userErrors: UserErrors } }>(UPDATE, {
        variables: { input },
        token,
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateProfile.userErrors).toEqual([]);
    }
    const viewer = await stack.gateway.graphql(
      `{ viewer { role creativeType fullName city dateOfBirth displayName profileCompleted referralSource } }`,
      { token },
    );
    expect(viewer.data).toEqual({
      viewer: {
        role: 'CREATIVE',
        creativeType: 'STYLIST',
        fullName: 'Lucía Pérez',
        city: 'Sevilla',
        dateOfBirth: '1998-04-12',
        displayName: 'Lucía Pérez',
        profileCompleted: true,
        referralSource: 'Redes sociales',
      },
    });
  });

  it('signs in with the password, and refuses a wrong one as a userError', async () => {
    const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token message viewer { username email } userErrors { field message } } }`;
    const wrong = await stack.gateway.graphql<{ login: Session }>(LOGIN, {
      variables: { input: { email: account.email, password: 'nope' } },
    });
    expect(wrong.data!.login).toMatchObject({ token: null, viewer: null });
    expect(wrong.data!.login.userErrors.map((error) => error.message)).toEqual(['Credenciales incorrectas']);

    const right = await stack.gateway.graphql<{ login: Session }>(LOGIN, {
      variables: { input: { email: account.email, password: account.password } },
    });
    expect(right.data!.login).toMatchObject({
      message: 'Inicio de sesión exitoso',
      viewer: { username: account.username, email: account.email },
      userErrors: [],
    });
  });

  it('recovers the password with a mailed code', async () => {
    const MESSAGE = '{ message userErrors { field message } }';
    const requested = await stack.gateway.graphql<{ requestPasswordReset: { message: string } }>(
      `mutation Ask($input: EmailInput!) { requestPasswordReset(input: $input) ${MESSAGE} }`,
      { variables: { input: { email: account.email } } },
    );
    expect(requested.data!.requestPasswordReset.message).toBe('Email enviado. Revisa tu bandeja para el código.');
    const code = await latestCode(account.email);

    const verified = await stack.gateway.graphql<{
      verifyPasswordResetCode: { message: string; userErrors: UserErrors };
    }>(`mutation Check($input: VerifyCodeInput!) { verifyPasswordResetCode(input: $input) ${MESSAGE} }`, {
      variables: { input: { email: account.email, code } },
    });
    expect(verified.data!.verifyPasswordResetCode).toEqual({ message: 'Código verificado.', userErrors: [] });

    const reset = await stack.gateway.graphql<{ resetPassword: { message: string; userErrors: UserErrors } }>(
      `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) ${MESSAGE} }`,
      { variables: { input: { email: account.email, code, newPassword: 'Nueva#2026' } } },
    );
    expect(reset.data!.resetPassword).toEqual({ message: 'Contraseña actualizada exitosamente.', userErrors: [] });

    const login = await stack.gateway.graphql<{ login: Session }>(
      `mutation Login($input: LoginInput!) { login(input: $input) { token userErrors { message } } }`,
      { variables: { input: { email: account.email, password: 'Nueva#2026' } } },
    );
    expect(login.data!.login.token).toBeTruthy();
  });

  it('resends a registration code for a pending registration only', async () => {
    const RESEND = `mutation Resend($input: EmailInput!) { resendRegistrationCode(input: $input) { message userErrors { field message } } }`;
    const unknown = await stack.gateway.graphql<{
      resendRegistrationCode: { message: string | null; userErrors: UserErrors };
    }>(RESEND, { variables: { input: { email: 'nadie@example.com' } } });
    expect(unknown.data!.resendRegistrationCode.message).toBeNull();
    expect(unknown.data!.resendRegistrationCode.userErrors).toHaveLength(1);

    await stack.gateway.graphql(
      `mutation Send($input: SendRegistrationCodeInput!) { sendRegistrationCode(input: $input) { sent } }`,
      {
        variables: {
          input: {
            username: 'pendiente',
            email: 'pendiente@example.com',
            password: 'Secreta#2025',
            confirmPassword: 'Secreta#2025',
            acceptedTerms: true,
          },
        },
      },
    );
    const first = await latestCode('pendiente@example.com');
    const resent = await stack.gateway.graphql<{ resendRegistrationCode: { message: string; userErrors: UserErrors } }>(
      RESEND,
      { variables: { input: { email: 'pendiente@example.com' } } },
    );
    expect(resent.data!.resendRegistrationCode).toEqual({ message: 'Código reenviado exitosamente.', userErrors: [] });
    expect(await latestCode('pendiente@example.com')).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
  });
});
