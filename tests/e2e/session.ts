import type { Page } from 'playwright-core';

/** The password of every seeded demo account (README § Demo accounts). */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Opens a session for a demo account the quick way, for tests about what a signed-in user
 * sees (the sign-in dialog itself is tested elsewhere): the gateway's login mutation, then
 * the token where the web app keeps it. The page is left on /politica-cookies.
 */
export async function signIn(page: Page, email: string): Promise<void> {
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
  await page.goto('/politica-cookies');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
}
