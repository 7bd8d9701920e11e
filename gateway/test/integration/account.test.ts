import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, registerAccount } from '../support/accounts';
import type { GraphQLAnswer } from '../support/gateway';
import { startStack, type Stack } from '../support/stack';

/**
 * Account settings through the graph (spec part 2 §2 configuracion) against the real api
 * (no seed; accounts registered here): the password and the email, each answering the
 * session's new token, and deleting the account, after which its token is refused.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('none');
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];

const viewerOf = (token: string) =>
  stack.gateway.graphql<{ viewer: { username: string; email: string | null } | null }>(
    `{ viewer { username email } }`,
    { token },
  );

const signIn = (email: string, password: string) =>
  stack.gateway.graphql<{ login: { token: string | null; userErrors: UserErrors } }>(
    `mutation L($input: LoginInput!) { login(input: $input) { token userErrors { field message } } }`,
    { variables: { input: { email, password } } },
  );

function expectRefusedToken(answer: GraphQLAnswer) {
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

const CHANGE_PASSWORD = `mutation P($input: ChangePasswordInput!) {
  changePassword(input: $input) { token message userErrors { field message } }
}`;
type PasswordPayload = { token: string | null; message: string | null; userErrors: UserErrors };

const changePassword = async (token: string | undefined, input: Record<string, string>) =>
  stack.gateway.graphql<{ changePassword: PasswordPayload }>(CHANGE_PASSWORD, { token, variables: { input } });

describe('changePassword', () => {
  it.each([
    [
      'a wrong current password',
      'clave_mala',
      { currentPassword: 'NoEsLaMia#1', newPassword: 'Nueva#2026x', confirmPassword: 'Nueva#2026x' },
      { field: 'currentPassword', message: 'La contraseña actual no es correcta.' },
    ],
    [
      'new passwords that differ',
      'clave_distinta',
      { currentPassword: 'Secreta#2025', newPassword: 'Nueva#2026x', confirmPassword: 'Nueva#2026y' },
      { field: 'confirmPassword', message: 'Las contraseñas nuevas no coinciden.' },
    ],
  ])('refuses %s as a userError, and the session goes on', async (_what, username, input, error) => {
    const account = await registerAccount(stack, username);
    const answer = await changePassword(account.token, input);
    expect(answer.data!.changePassword).toEqual({ token: null, message: null, userErrors: [error] });
    expect((await viewerOf(account.token)).data!.viewer!.username).toBe(account.username);
  });

  it('changes it: the new token works, the old one is refused, the new password signs in', async () => {
    const account = await registerAccount(stack, 'clave_nueva');
    const answer = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'Nueva#2026x',
      confirmPassword: 'Nueva#2026x',
    });
    const payload = answer.data!.changePassword;
    expect(payload).toMatchObject({ message: 'Contraseña actualizada correctamente.', userErrors: [] });
    expect(payload.token).toBeTruthy();
    expect(answer.extensions?.upstreamCalls).toBe(1);
    expect((await viewerOf(payload.token!)).data!.viewer!.username).toBe(account.username);
    expectRefusedToken(await viewerOf(account.token));
    expect((await signIn(account.email, 'Nueva#2026x')).data!.login.token).toBeTruthy();
  });

  it('needs a token', async () => {
    const answer = await changePassword(undefined, { newPassword: 'Nueva#2026x', confirmPassword: 'Nueva#2026x' });
    expectRefusedToken(answer);
    expect(answer.extensions?.upstreamCalls).toBe(0);
  });
});

const CHANGE_EMAIL = `mutation E($input: ChangeEmailInput!) {
  changeEmail(input: $input) { email message userErrors { field message } }
}`;
type EmailPayload = { email: string | null; message: string | null; userErrors: UserErrors };
const CONFIRM_EMAIL = `mutation C($input: ConfirmEmailChangeInput!) {
  confirmEmailChange(input: $input) { token message viewer { username email } userErrors { field message } }
}`;
type ConfirmPayload = {
  token: string | null;
  message: string | null;
  viewer: { username: string; email: string | null } | null;
  userErrors: UserErrors;
};

const changeEmail = (token: string | undefined, input: Record<string, string>) =>
  stack.gateway.graphql<{ changeEmail: EmailPayload }>(CHANGE_EMAIL, { token, variables: { input } });
const confirmEmailChange = (token: string | undefined, code: string) =>
  stack.gateway.graphql<{ confirmEmailChange: ConfirmPayload }>(CONFIRM_EMAIL, {
    token,
    variables: { input: { code } },
  });

describe('changeEmail', () => {
  it('refuses emails that differ, a wrong password and the address in use, as userErrors', async () => {
    const account = await registerAccount(stack, 'correo_malo');
    const cases: [Record<string, string>, UserErrors[number]][] = [
      [
        { email: 'nuevo@example.com', confirmEmail: 'otro@example.com', currentPassword: account.password },
        { field: 'confirmEmail', message: 'Los emails no coinciden' },
      ],
      [
        { email: 'nuevo@example.com', confirmEmail: 'nuevo@example.com', currentPassword: 'NoEsLaMia#1' },
        { field: 'currentPassword', message: 'La contraseña actual no es correcta.' },
      ],
      [
        { email: account.email.toUpperCase(), confirmEmail: account.email, currentPassword: account.password },
        { field: 'email', message: 'Ese ya es el email de tu cuenta.' },
      ],
    ];
    for (const [input, error] of cases) {
      const answer = await changeEmail(account.token, input);
      expect(answer.data!.changeEmail).toEqual({ email: null, message: null, userErrors: [error] });
    }
    expect((await viewerOf(account.token)).data!.viewer!.email).toBe(account.email);
  });

  it('only asks (issue 18): a code goes to the new address, and confirmEmailChange makes the change', async () => {
    const account = await registerAccount(stack, 'correo_nuevo');
    const asked = await changeEmail(account.token, {
      email: '  Lucia.Nueva@Example.com ',
      confirmEmail: '  Lucia.Nueva@Example.com ',
      currentPassword: account.password,
    });
    expect(asked.data!.changeEmail).toEqual({
      email: 'lucia.nueva@example.com',
      message:
        'Te hemos enviado un código de verificación a lucia.nueva@example.com. Introdúcelo para confirmar el cambio.',
      userErrors: [],
    });
    // Nothing changed yet: the same session, the same email.
    expect((await viewerOf(account.token)).data!.viewer!.email).toBe(account.email);

    const code = await mailedCode(stack, 'lucia.nueva@example.com');
    const wrong = await confirmEmailChange(account.token, code === '000000' ? '111111' : '000000');
    expect(wrong.data!.confirmEmailChange).toEqual({
      token: null,
      message: null,
      viewer: null,
      userErrors: [{ field: 'code', message: 'Código incorrecto.' }],
    });

    const answer = await confirmEmailChange(account.token, code);
    const payload = answer.data!.confirmEmailChange;
    expect(payload).toMatchObject({
      message: 'Email actualizado con éxito',
      viewer: { username: account.username, email: 'lucia.nueva@example.com' },
      userErrors: [],
    });
    expect(answer.extensions?.upstreamCalls).toBe(2); // the confirmation, the viewer with the new token
    expect((await viewerOf(payload.token!)).data!.viewer!.email).toBe('lucia.nueva@example.com');
    expectRefusedToken(await viewerOf(account.token));
    expect((await signIn('lucia.nueva@example.com', account.password)).data!.login.token).toBeTruthy();
  });

  it('needs a token for both steps', async () => {
    expectRefusedToken(await confirmEmailChange(undefined, '123456'));
    expectRefusedToken(await changeEmail(undefined, { email: 'a@example.com', confirmEmail: 'a@example.com' }));
  });
});

const DELETE = `mutation D($input: DeleteAccountInput!) {
  deleteAccount(input: $input) { deleted message userErrors { field message } }
}`;
type DeletePayload = { deleted: boolean; message: string | null; userErrors: UserErrors };

const deleteAccount = (token: string | undefined, input: Record<string, string> = {}) =>
  stack.gateway.graphql<{ deleteAccount: DeletePayload }>(DELETE, { token, variables: { input } });

describe('deleteAccount', () => {
  it('deletes the account with its password: its token is refused afterwards and it no longer signs in', async () => {
    const account = await registerAccount(stack, 'adios_cuenta');
    const answer = await deleteAccount(account.token, { currentPassword: account.password });
    expect(answer.data!.deleteAccount).toEqual({
      deleted: true,
      message: 'Cuenta eliminada correctamente.',
      userErrors: [],
    });
    expectRefusedToken(await viewerOf(account.token));
    expectRefusedToken(await deleteAccount(account.token, { currentPassword: account.password }));
    expect((await signIn(account.email, account.password)).data!.login.token).toBeNull();
  });

  it.each([
    ['no password', 'sigue_sin_clave', {}, 'Debes ingresar tu contraseña actual.'],
    [
      'a wrong password',
      'sigue_clave_mala',
      { currentPassword: 'NoEsLaMia#1' },
      'La contraseña actual no es correcta.',
    ],
  ])('refuses %s at the field, deletes nothing, and the session goes on', async (_what, username, input, message) => {
    const account = await registerAccount(stack, username);
    const answer = await deleteAccount(account.token, input);
    expect(answer.data!.deleteAccount).toEqual({
      deleted: false,
      message: null,
      userErrors: [{ field: 'currentPassword', message }],
    });
    expect((await viewerOf(account.token)).data!.viewer!.username).toBe(username);
  });

  it('needs a token', async () => {
    const answer = await deleteAccount(undefined);
    expectRefusedToken(answer);
    expect(answer.extensions?.upstreamCalls).toBe(0);
  });
});
