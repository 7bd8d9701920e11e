// Shared test helpers: JSON calls through app.inject and account shortcuts.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/http/app-type';
import type { TestApp } from '../src/testing';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: LightMyRequestResponse['headers'];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function call(
  app: App,
  method: Method,
  url: string,
  payload?: unknown,
  token?: string,
  /** The client's address; by default every call comes from somebody else (see rate-limits.test.ts). */
  from = someAddress(),
): Promise<Answer> {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: from,
  });
  return { status: response.statusCode, body: parseBody(response.body), headers: response.headers };
}

function parseBody(body: string): Record<string, unknown> {
  if (!body) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : { value: parsed };
  } catch {
    return { raw: body };
  }
}

export const get = (app: App, url: string, token?: string) => call(app, 'GET', url, undefined, token);
export const post = (app: App, url: string, payload?: unknown, token?: string) =>
  call(app, 'POST', url, payload, token);
export const put = (app: App, url: string, payload?: unknown, token?: string) => call(app, 'PUT', url, payload, token);
export const del = (app: App, url: string, token?: string) => call(app, 'DELETE', url, undefined, token);

/** A fresh, unique sign-up form. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `u_${suffix}`,
    email: `persona_${suffix}@ejemplo.es`,
    password: 'Segura123!',
    confirmPassword: 'Segura123!',
    acceptedTerms: true,
    ...overrides,
  };
}

/** The newest code mailed to an address (from the development outbox). */
export function lastCode(test: TestApp, email: string): string {
  const mail = test.mailer.outbox(email)[0];
  if (!mail?.code) throw new Error(`no code mailed to ${email}`);
  return mail.code;
}

/** A code that is certainly not the right one. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** A client address of its own (from 10/8), as if each test account were a different person. */
export function someAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Registers and verifies an account; answers its token and user object. */
export async function createAccount(test: TestApp, overrides: Record<string, unknown> = {}) {
  const form = registrationForm(overrides);
  // Each account signs up from its own address: the per-address limits count people.
  const from = someAddress();
  const sent = await call(test.app, 'POST', '/api/auth/send-verification-code-pre-registration', form, undefined, from);
  if (sent.status !== 200) throw new Error(`registration refused: ${JSON.stringify(sent.body)}`);
  const verification = { email: form.email, code: lastCode(test, form.email) };
  const verified = await call(
    test.app,
    'POST',
    '/api/auth/verify-code-pre-registration',
    verification,
    undefined,
    from,
  );
  if (verified.status !== 201) throw new Error(`verification refused: ${JSON.stringify(verified.body)}`);
  return { form, token: verified.body.token as string, user: verified.body.user as Record<string, unknown> };
}

/** An account that signs in with Google only (a Google id, no password). */
export async function createGoogleAccount(test: TestApp) {
  const account = await createAccount(test);
  await test.db
    .updateTable('users')
    .set({ google_id: `google-${account.user._id as string}`, password_hash: null })
    .where('id', '=', account.user._id as string)
    .execute();
  return account;
}

export async function login(app: App, email: string, password = 'Demo1234!'): Promise<string> {
  const answer = await post(app, '/api/auth/login', { email, password });
  if (answer.status !== 200) throw new Error(`login refused: ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

/** Asserts nothing: returns the Spanish error and field of a refusal, for compact expectations. */
export const refusal = (answer: Answer) => ({
  status: answer.status,
  error: answer.body.error,
  field: answer.body.field,
});
