// Google sign-in against a stand-in for Google (tests/support/fake-google.ts), and the
// login CSRF it must not allow (issue 18): the URL it lands on carries a one-time code that
// only the browser which went to Google can exchange, never a token.
import { expect, inject, test } from 'vitest';
import { chooseGoogleAccount, type FakeGoogleAccount } from '../support/fake-google';
import { useBrowserPage } from './browser';
import { signIn } from './session';

const browser = useBrowserPage();

function newGoogleAccount(who: string): FakeGoogleAccount {
  const id = `${who}${Date.now().toString(36)}`;
  return { sub: `google-${id}`, email: `${id}@example.com`, name: `Persona ${who}` };
}

/**
 * Somebody else's Google sign-in, done without a browser up to the landing URL, which is
 * kept instead of opened: the link an attacker would send.
 */
async function someoneElsesSignInLink(): Promise<string> {
  await chooseGoogleAccount(inject('fakeGoogleURL'), newGoogleAccount('atacante'));
  const start = await fetch(`${inject('baseURL')}/api/auth/google`, { redirect: 'manual' });
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const atGoogle = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  const callback = await fetch(atGoogle.headers.get('location') ?? '', { redirect: 'manual', headers: { cookie } });
  const landing = new URL(callback.headers.get('location') ?? '');
  expect(landing.pathname).toBe('/token-handler');
  return landing.pathname + landing.search;
}

test('signs in with Google from the login dialog; no address the browser opens carries a token', async () => {
  const { page } = browser;
  await chooseGoogleAccount(inject('fakeGoogleURL'), newGoogleAccount('nueva'));
  const opened: URL[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) opened.push(new URL(request.url()));
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Inicio de sesión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar con Google' }).click();
  // A new account starts the wizard.
  await page.waitForURL('**/complete-registration');
  await page.getByRole('heading', { name: /Hola/ }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  const landing = opened.find((url) => url.pathname === '/token-handler');
  expect([...(landing?.searchParams.keys() ?? [])]).toEqual(['code']);
  for (const url of opened) expect(url.searchParams.has('token')).toBe(false);
  // The code was good once: asked again (with this browser's cookies), it is refused.
  const again = await page.request.post('/api/auth/google/session', {
    data: { code: landing?.searchParams.get('code') },
  });
  expect(again.status()).toBe(400);
});

test("a signed-in person who opens somebody else's sign-in link stays in their own account", async () => {
  const { page } = browser;
  const link = await someoneElsesSignInLink();
  await signIn(page, 'empresa@demo.es');
  const ownToken = await page.evaluate(() => localStorage.getItem('authToken'));
  // The exchange is refused (400): this browser never went to Google.
  browser.expectConsoleError(/status of 400/);
  await page.goto(link);
  await page.waitForURL('**/ControlPanel/explorer');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(ownToken);
});

test("a visitor who opens somebody else's sign-in link stays a visitor", async () => {
  const { page } = browser;
  const link = await someoneElsesSignInLink();
  browser.expectConsoleError(/status of 400/);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
