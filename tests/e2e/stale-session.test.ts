import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

const images = (page: Page) => page.locator('main a[href^="/ControlPanel/post/"] img');

/** The explorer as an anonymous visitor sees it: images, no error page, the sign-in entry in the header. */
async function expectExplorerAsVisitor(page: Page): Promise<void> {
  await images(page).first().waitFor();
  expect(await page.getByText('Algo ha salido mal').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
}

// An expired or invalid session must never break a screen: the network layer drops the
// token the gateway refuses and asks again as a visitor (part 2: an explorer 401 stops silently).
test('a stored token the gateway refuses: the explorer shows its images as to a visitor, every time', async () => {
  const { page } = browser;
  await page.goto('/politica-cookies');
  for (let visit = 0; visit < 4; visit++) {
    await page.evaluate(() => localStorage.setItem('authToken', 'garbage'));
    await page.goto('/ControlPanel/explorer');
    await expectExplorerAsVisitor(page);
  }
});

test('/token-handler?token=… signs nobody in, even with a working token (issue 18): the visitor lands on /', async () => {
  const { page } = browser;
  const login = await fetch(`${inject('baseURL')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(input: { email: "empresa@demo.es", password: "Demo1234!" }) { token } }',
    }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  expect(token).toBeTruthy();
  await page.goto(`/token-handler?token=${encodeURIComponent(token)}`);
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a refused token on a login-only screen goes where visitors go: / with the register dialog', async () => {
  const { page } = browser;
  await page.goto('/politica-cookies');
  await page.evaluate(() => localStorage.setItem('authToken', 'garbage'));
  await page.goto('/ControlPanel/guardados');
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByRole('dialog')
    .getByLabel(/nombre de usuario/i)
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a refused token on a wizard step ends on /sesion-caducada, which says so', async () => {
  const { page } = browser;
  await page.goto('/politica-cookies');
  await page.evaluate(() => localStorage.setItem('authToken', 'garbage'));
  await page.goto('/creativo/registro/02');
  await page.waitForURL('**/sesion-caducada');
  await page.getByRole('heading', { level: 1, name: 'Tu sesión ha terminado' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
