import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { latestCode } from './browser';

/** The password of every seeded demo account (README § Demo accounts). */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Sessions already opened in this run, by email: the api counts every sign-in of an address
 * (50 in 15 minutes, README "Limits"), and the whole suite signs in from one address, so a
 * session is reused while the gateway still accepts its token.
 */
const sessions = new Map<string, string>();

async function acceptedToken(page: Page, token: string): Promise<boolean> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    data: { query: '{ viewer { id } }' },
  });
  const body = (await response.json()) as { data?: { viewer: { id: string } | null } | null };
  return Boolean(body.data?.viewer?.id);
}

async function newToken(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: {
      query: 'mutation SignIn($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email, password: DEMO_PASSWORD } },
    },
  });
  const body = (await response.json()) as { data?: { login: { token: string | null } } };
  const token = body.data?.login.token;
  if (!token) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return token;
}

/**
 * Opens a session for a demo account the quick way, for tests about what a signed-in user
 * sees (the sign-in dialog itself is tested elsewhere): the gateway's login mutation (or this
 * run's session of the account, while it is still accepted), then the token where the web
 * app keeps it. The page is left on /politica-cookies.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const known = sessions.get(email);
  const token = known && (await acceptedToken(page, known)) ? known : await newToken(page, email);
  sessions.set(email, token);
  await storeToken(page, token);
}

/** Stores a session's token where the web app keeps it, as signing in does; the page is left on /politica-cookies. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/politica-cookies');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
}

/** The password of the accounts tests register (registerAccount). */
export const REGISTERED_PASSWORD = 'Pasarela2025!';

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${inject('apiURL')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new account through the api's registration calls (the dialog itself is tested in
 * registration.test.ts and onboarding.test.ts), for a test that needs a fresh account.
 */
export async function registerAccount(prefix: string): Promise<{ username: string; email: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36)}`.slice(0, 20);
  const email = `${username}@example.com`;
  await postJson('/api/auth/send-verification-code-pre-registration', {
    username,
    email,
    password: REGISTERED_PASSWORD,
    confirmPassword: REGISTERED_PASSWORD,
    acceptedTerms: true,
  });
  const { token } = await postJson<{ token: string }>('/api/auth/verify-code-pre-registration', {
    email,
    code: await latestCode(email),
  });
  return { username, email, token };
}
