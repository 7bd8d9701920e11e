import type { Page, Request } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

// A CSP violation or page error fails the test by itself (useBrowserPage).

/** Every request the page makes. */
function record(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { requests };
}

test('the app works under its CSP: landing page, blog and an article, with no violation', async () => {
  const { page } = browser;
  const seen = record(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  await page.goto('/ControlPanel/blog');
  await page
    .getByRole('link', { name: /Leer más/ })
    .first()
    .click();
  await page.waitForURL('**/ControlPanel/article/**');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');

  // Every GraphQL request carries the CSRF header (so uploads, multipart, will pass).
  const graphql = seen.requests.filter((request) => new URL(request.url()).pathname === '/graphql');
  expect(graphql.length).toBeGreaterThan(0);
  for (const request of graphql) expect(request.headers()['x-graphql-yoga-csrf']).toBeTruthy();
});

test('the Google sign-in landing page never sends its token onwards (no Referer)', async () => {
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

  const seen = record(page);
  const response = await page.goto(`/token-handler?token=${encodeURIComponent(token)}`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  // Signed in, it lands on the explorer: images from /media, under the same CSP.
  await page.locator('main a[href^="/ControlPanel/post/"] img').first().waitFor();
  await page.waitForLoadState('networkidle');

  const later = seen.requests.slice(1);
  expect(later.length).toBeGreaterThan(0);
  for (const request of later) expect(request.headers()['referer'] ?? '').not.toContain(token);
  expect(await page.evaluate(() => document.referrer)).toBe('');
});
